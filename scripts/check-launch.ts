/**
 * `npm run check:launch [-- --preview]`: lists every placeholder and every
 * outbound link that is not https, one line each with its file and field, and
 * exits 1 if there is any (with --preview it only lists them). `npm run deploy`
 * and the publishing workflow run it first. See scripts/lib/launch-check.ts.
 */
import path from 'node:path';
import { launchReport } from './lib/launch-check';

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const root = rootAt >= 0 ? path.resolve(args[rootAt + 1] ?? '.') : path.resolve(__dirname, '..');
const { lines, failed } = launchReport(root, { preview: args.includes('--preview') });
console.log(lines.join('\n'));
process.exitCode = failed ? 1 : 0;
