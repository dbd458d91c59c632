import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPILE_HINT } from '../../scripts/build/compile-hint-plugin';
import { builtPages } from '../../src/app/prerender-list';
import { chunkNames, chunkPath } from '../../scripts/lib/chunk-names';
import { pageWeight } from '../../scripts/lib/page-weight';
import { weightBudget, type WeightPart } from '../../scripts/lib/weight-budget';

const parts = Object.keys(weightBudget) as WeightPart[];

describe.each(builtPages().map((page) => [page.path, page] as const))('%s', (route, { locale }) => {
  const weight = pageWeight(route);

  it.each(parts)('keeps its %s JavaScript within the budget (gzip)', (part) => {
    expect(weight[part].gzip).toBeLessThanOrEqual(weightBudget[part]);
  });

  it('starts with the app and its interface strings alone: none of its own words or component', () => {
    const shell = ['main', 'start', `ui-${locale}`, ...(locale === 'ar' ? ['rtl'] : [])];
    expect(weight.start.names.sort()).toEqual(shell.sort());
  });

  it('has its words in its own language when a visitor moves to it', () => {
    expect(weight.template.names.length).toBeGreaterThan(0);
    expect(weight.content.names.length).toBeGreaterThan(0);
    const other = locale === 'en' ? 'ar' : 'en';
    expect(weight.content.names.filter((name) => name.startsWith('content-') && name.endsWith(`-${other}`))).toEqual([]);
  });
});

it('keeps posts out of the chunk map every page downloads: the tenth post costs the home page nothing', () => {
  // A post's body is a static file, not a chunk: a chunk would add an entry to the entry's map.
  expect(Object.values(chunkNames()).filter((name) => name.startsWith('post-'))).toEqual([]);
  const entry = readFileSync(path.resolve(__dirname, '../../dist', chunkPath('main').slice(1)), 'utf8');
  expect(entry).not.toMatch(/\.json/);
});

it('starts the not-found page with its own page and words', () => {
  expect(pageWeight('404').start.names).toEqual(expect.arrayContaining(['page-not-found', 'content-not-found-en']));
  expect(pageWeight('404').start.gzip).toBeLessThanOrEqual(weightBudget.start);
});

it('asks the browser to compile the app while it downloads it, not when it first runs', () => {
  const start = readFileSync(path.resolve(__dirname, '../../dist', chunkPath('start').slice(1)), 'utf8');
  expect(start.startsWith(COMPILE_HINT)).toBe(true);
});
