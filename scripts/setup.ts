/**
 * `npm run setup`: makes the site yours. Asks for every config value that is
 * still a placeholder (in a terminal, or one answer a line piped in), checks
 * each answer, then writes them into src/config/*.ts in place and points the
 * CSP's form-action in firebase.json at the form service. Nothing is written
 * until every answer is in.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { type Asker, lineAsker, terminalAsker } from './lib/askers';
import { readConfig, writeFields } from './lib/config-source';
import { checkFor, questionFor, suggestionFor } from './lib/field-rules';
import { withFormAction } from './lib/form-action';
import { placeholders } from './lib/placeholders';

const FORM_ENDPOINT = 'site.formEndpoint';

/** Asks, writes, and returns the files it changed (relative to `root`). */
export async function setup(root: string, asker: Asker, output: Writable): Promise<string[]> {
  const fields = readConfig(root);
  const todo = placeholders(fields);
  const answers = new Map<string, string>();
  if (todo.length === 0) output.write('Every field is already yours: nothing to ask.\n');
  else output.write(`${todo.length} fields still hold the template's placeholders. Answer each (Enter takes the suggestion in brackets).\n`);
  for (const [index, field] of todo.entries()) {
    const question = `(${index + 1}/${todo.length}) ${questionFor(field)}  ${field.file}: ${field.name}`;
    answers.set(field.name, await asker.ask(question, checkFor(field), suggestionFor(field, answers)));
  }

  const changed: string[] = [];
  for (const file of [...new Set(todo.map((field) => field.file))]) {
    const full = path.join(root, file);
    writeFileSync(full, writeFields(file, readFileSync(full, 'utf8'), answers));
    changed.push(file);
  }
  const endpoint = answers.get(FORM_ENDPOINT) ?? String(fields.find((field) => field.name === FORM_ENDPOINT)?.value ?? '');
  const firebaseJson = path.join(root, 'firebase.json');
  const before = readFileSync(firebaseJson, 'utf8');
  const after = withFormAction(before, endpoint);
  if (after !== before) {
    writeFileSync(firebaseJson, after);
    changed.push('firebase.json');
  }
  output.write(
    changed.length
      ? `Written: ${changed.join(', ')}. Next: \`npm run check:launch\`, then \`npm test\`.\n`
      : 'Nothing to write.\n',
  );
  return changed;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root = rootAt >= 0 ? path.resolve(args[rootAt + 1] ?? '.') : path.resolve(__dirname, '..');
  (async () => {
    const asker = process.stdin.isTTY ? await terminalAsker() : lineAsker(process.stdin, process.stdout);
    try {
      await setup(root, asker, process.stdout);
    } finally {
      asker.close();
    }
  })().catch((error: unknown) => {
    // Ctrl+C in the prompt: leave quietly, having written nothing.
    if (error instanceof Error && error.name === 'ExitPromptError') process.exit(130);
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
