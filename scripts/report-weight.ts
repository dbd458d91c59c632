/** Prints each prerendered page's initial JavaScript (gzip): `npm run weight` after a build. */
import { builtPages } from '../src/app/prerender-list';
import { htmlFileFor, pageWeight } from './lib/page-weight';

const rows = [...builtPages().map((page) => htmlFileFor(page.path)), '404.html'].map(pageWeight);
for (const { file, gzipBytes, scripts } of rows) {
  console.log(`${(gzipBytes / 1000).toFixed(1).padStart(6)} KB  ${file.padEnd(24)} ${scripts.length} scripts`);
}
