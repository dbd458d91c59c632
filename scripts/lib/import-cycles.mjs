/**
 * Lint rules that read the import graph of src/ as TypeScript's preprocessor sees it: every
 * import, export-from and dynamic import, types included. `import-x/no-cycle` skips type-only
 * imports and the layer zones say only which way a pair of folders may depend, so a cycle made
 * of a type import one way and a value import the other (two folders leaning on each other)
 * passed both. Here:
 * - `no-cycle-with-types`: no module reaches itself back through its imports, types included;
 * - `no-folder-cycle`: no folder of src/ (analytics, components, …) reaches itself back through
 *   another's modules, so every pair of folders depends one way.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('../../src', import.meta.url));
const extensions = ['.ts', '.tsx', '.js', '.mjs'];

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return extensions.includes(path.extname(name)) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The file a relative specifier names, as the TypeScript resolver would find it; undefined for a package or an asset. */
function resolveFrom(file, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(file), specifier.replace(/\?.*$/, ''));
  const candidates = [base, ...extensions.map((ext) => base + ext), ...extensions.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile() && extensions.includes(path.extname(candidate)));
}

/** The folder of src/ a file belongs to: its first segment (`components`), or `.` for the entry beside them. */
export const folderOf = (file) => {
  const [first, ...rest] = path.relative(root, file).split(path.sep);
  return rest.length ? first : '.';
};

let cached;

/** Every module of src/ and the modules it imports; read once a lint run. */
function graph() {
  if (cached) return cached;
  const modules = new Map();
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    modules.set(file, new Set(importedFiles.map(({ fileName }) => resolveFrom(file, fileName)).filter(Boolean)));
  }
  const folders = new Map();
  for (const [file, imports] of modules) {
    for (const imported of imports) {
      const [from, to] = [folderOf(file), folderOf(imported)];
      if (from !== to) folders.set(from, (folders.get(from) ?? new Set()).add(to));
    }
  }
  cached = { modules, folders };
  return cached;
}

/** The shortest way from `start` to `goal` in `edges`, both ends included; undefined where there is none. */
function wayBetween(edges, start, goal) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    if (node === goal) {
      const way = [];
      for (let at = goal; at !== undefined; at = cameFrom.get(at)) way.unshift(at);
      return way;
    }
    for (const next of edges.get(node) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** Calls `check` with each import of the file being linted: its node and the module it names. */
function eachImport(context, check) {
  const file = context.physicalFilename;
  if (!file.startsWith(root + path.sep)) return {};
  const visit = (node) => {
    const specifier = node.source?.type === 'Literal' ? node.source.value : undefined;
    const imported = typeof specifier === 'string' ? resolveFrom(file, specifier) : undefined;
    if (imported && imported !== file) check(node, file, imported);
  };
  return { ImportDeclaration: visit, ExportAllDeclaration: visit, ExportNamedDeclaration: visit, ImportExpression: visit };
}

const name = (file) => path.relative(root, file).split(path.sep).join('/');

const noCycleWithTypes = {
  meta: { type: 'problem', docs: { description: 'No import cycle between modules of src/, type imports included' }, schema: [] },
  create: (context) =>
    eachImport(context, (node, file, imported) => {
      const way = wayBetween(graph().modules, imported, file);
      if (way) context.report({ node, message: `Import cycle, types included: ${[file, ...way].map(name).join(' → ')}. Move what both need into the lower one (or a module below both).` });
    }),
};

const noFolderCycle = {
  meta: { type: 'problem', docs: { description: 'The folders of src/ depend one way, type imports included' }, schema: [] },
  create: (context) =>
    eachImport(context, (node, file, imported) => {
      const [from, to] = [folderOf(file), folderOf(imported)];
      if (from === to) return;
      const way = wayBetween(graph().folders, to, from);
      if (way) context.report({ node, message: `Folder cycle, types included: src/${[from, ...way].join(' → ')}. One of these imports goes the wrong way: move what is shared into the lower folder.` });
    }),
};

export const importCycles = { rules: { 'no-cycle-with-types': noCycleWithTypes, 'no-folder-cycle': noFolderCycle } };
