/** Prints each prerendered page's JavaScript, and its document, against the budget: `npm run weight` after a build. */
import { builtPages } from '../src/app/prerender-list';
import { pageWeight, type PartWeight } from './lib/page-weight';
import { FIRST_VIEW_BUDGET, weightBudget, type WeightPart } from './lib/weight-budget';

const parts = Object.keys(weightBudget) as WeightPart[];
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const cell = ({ gzip, brotli }: Pick<PartWeight, 'gzip' | 'brotli'>) => `${kb(gzip).padStart(5)} / ${kb(brotli).padStart(5)}`;

const routes = [...builtPages().map((page) => page.path), '404'];
const width = Math.max(...routes.map((route) => route.length));
console.log('KB, gzip / brotli. Limits (gzip):', parts.map((name) => `${name} ${kb(weightBudget[name])}`).join(', '), `; first view (HTML and its CSS through <main>'s first section) ${kb(FIRST_VIEW_BUDGET)}`);
console.log(`${'page'.padEnd(width)}  ${[...parts, 'document', 'first view'].map((name) => name.padStart(13)).join('  ')}`);
let over = 0;
for (const route of routes) {
  const weight = pageWeight(route);
  const flags = [...parts.filter((name) => weight[name].gzip > weightBudget[name]), ...(weight.document.firstViewGzip > FIRST_VIEW_BUDGET ? ['first view'] : [])];
  over += flags.length;
  const cells = [...parts.map((name) => cell(weight[name])), cell(weight.document), kb(weight.document.firstViewGzip)];
  console.log(`${route.padEnd(width)}  ${cells.map((text) => text.padStart(13)).join('  ')}${flags.length ? `  over: ${flags.join(', ')}` : ''}`);
}
if (over > 0) process.exitCode = 1;
