/** Prints each prerendered page's JavaScript against the budget: `npm run weight` after a build. */
import { builtPages } from '../src/app/prerender-list';
import { pageWeight, type PartWeight } from './lib/page-weight';
import { weightBudget, type WeightPart } from './lib/weight-budget';

const parts = Object.keys(weightBudget) as WeightPart[];
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const cell = ({ gzip, brotli }: PartWeight) => `${kb(gzip).padStart(5)} / ${kb(brotli).padStart(5)}`;

const routes = [...builtPages().map((page) => page.path), '404'];
const width = Math.max(...routes.map((route) => route.length));
console.log('KB, gzip / brotli. Limits (gzip):', parts.map((name) => `${name} ${kb(weightBudget[name])}`).join(', '));
console.log(`${'page'.padEnd(width)}  ${parts.map((name) => name.padStart(13)).join('  ')}`);
let over = 0;
for (const route of routes) {
  const weight = pageWeight(route);
  const flags = parts.filter((name) => weight[name].gzip > weightBudget[name]);
  over += flags.length;
  console.log(`${route.padEnd(width)}  ${parts.map((name) => cell(weight[name]).padStart(13)).join('  ')}${flags.length ? `  over: ${flags.join(', ')}` : ''}`);
}
if (over > 0) process.exitCode = 1;
