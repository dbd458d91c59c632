import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { Check } from './field-rules';

/** Asks one question until the answer passes its check; Enter takes the suggestion. */
export interface Asker {
  ask(question: string, check: Check, suggestion?: string): Promise<string>;
  close(): void;
}

/**
 * In a terminal: Inquirer's prompt, which shows a refusal under the answer
 * and lets it be corrected in place.
 */
export async function terminalAsker(): Promise<Asker> {
  const { default: input } = await import('@inquirer/input');
  return {
    ask: (message, check, suggestion) => input({ message, default: suggestion, validate: (answer) => check(answer) ?? true }),
    close: () => undefined,
  };
}

/**
 * Answers piped in, one a line (a developer's script, a test). Inquirer reads
 * keys, not lines, and loses what follows a refused line, so this reads lines:
 * each answer passes the same checks, and a refused one is said so and the
 * question asked again of the next line.
 */
export function lineAsker(input: Readable, output: Writable): Asker {
  const reader = createInterface({ input, terminal: false });
  const lines = reader[Symbol.asyncIterator]();
  return {
    async ask(question, check, suggestion) {
      for (;;) {
        output.write(`? ${question}${suggestion ? ` [${suggestion}]` : ''}\n`);
        const next = await lines.next();
        if (next.done) throw new Error(`No answer to "${question}": the input ended. Nothing was written.`);
        const answer = String(next.value).trim() || suggestion || '';
        const refusal = check(answer);
        if (!refusal) {
          output.write(`  ${answer || '(none)'}\n`);
          return answer;
        }
        output.write(`  ✗ ${JSON.stringify(answer)}: ${refusal}\n`);
      }
    },
    close: () => reader.close(),
  };
}
