/**
 * `npm run setup`: makes the site yours. Asks for every setting that is still
 * a placeholder (in a terminal, or one answer a line piped in), checks each
 * answer by the settings schema's rules, then writes them into the settings
 * files (src/config/settings/*.json); the CSP's form-action follows the form
 * service from the settings at build (scripts/lib/form-action.ts). Nothing is
 * written until every answer is in and every file it changes passes its schema.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { type Asker, lineAsker, terminalAsker } from './lib/askers';
import { checkFor, questionFor, suggestionFor } from './lib/field-rules';
import { placeholders } from './lib/placeholders';
import { SourceError } from './lib/run';
import { checkSettings } from './lib/settings/compile';
import { settingsFiles } from './lib/settings/files';
import { readSettings, readSettingsData, settingsText, withAnswers } from './lib/settings/source';

/** Asks, writes, and returns the files it changed (relative to `root`). */
export async function setup(root: string, asker: Asker, output: Writable): Promise<string[]> {
  const fields = readSettings(root);
  const data = new Map(settingsFiles.map(({ file }) => [file, readSettingsData(root, file)]));
  const todo = placeholders(fields);
  /** By field name (`site.contact.email`), for the suggestions; and by file, then path in it, for writing. */
  const answers = new Map<string, string>();
  const byFile = new Map<string, Map<string, string>>();
  if (todo.length === 0) output.write('Every field is already yours: nothing to ask.\n');
  else output.write(`${todo.length} fields still hold the template's placeholders. Answer each (Enter takes the suggestion in brackets).\n`);
  for (const [index, field] of todo.entries()) {
    const question = `(${index + 1}/${todo.length}) ${questionFor(field)}  ${field.file}: ${field.path}`;
    const answer = await asker.ask(question, checkFor(field, data.get(field.file)), suggestionFor(field, answers));
    answers.set(field.name, answer);
    byFile.set(field.file, (byFile.get(field.file) ?? new Map<string, string>()).set(field.path, answer));
  }

  // Every file as it will be, checked whole before any is written.
  const texts = settingsFiles.flatMap((entry) => {
    const fileAnswers = byFile.get(entry.file);
    if (!fileAnswers) return [];
    const after = withAnswers(data.get(entry.file) ?? null, fileAnswers);
    const checked = checkSettings(entry, after);
    if (!checked.ok) throw new SourceError([`Nothing was written: with these answers, ${entry.file} would not pass its check:`, ...checked.problems].join('\n'));
    return [{ file: entry.file, text: settingsText(after) }];
  });
  const changed: string[] = [];
  for (const { file, text } of texts) {
    writeFileSync(path.join(root, file), text);
    changed.push(file);
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
