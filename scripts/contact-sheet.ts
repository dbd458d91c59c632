/**
 * Before/after review of a visual change: `npm run contact-sheet -- before after`
 * pairs every screenshot that both sets hold (test-results/<set>/, written by
 * `SCREENSHOTS=<set> npm run screenshots`) and writes one sheet per width to
 * test-results/contact-sheet-<width>.png, the top of each page side by side.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { run } from './lib/run';

const results = path.resolve(__dirname, '..', 'test-results');
/** How much of each page a pair shows, in the screenshot's own pixels: the first two screens. */
const pageDepth = { phone: 1624, desktop: 1800 };
const columnWidth = 360;
const gap = 16;
const labelHeight = 28;

const label = (text: string, width: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${labelHeight}">` +
      `<text x="4" y="19" font-family="DejaVu Sans, sans-serif" font-size="14" fill="#221a2e">${text.replace(/[<&]/g, '')}</text></svg>`,
  );

async function thumbnail(file: string, depth: number): Promise<Buffer> {
  const image = sharp(file);
  const { width = 0, height = 0 } = await image.metadata();
  return image
    .extract({ left: 0, top: 0, width, height: Math.min(height, depth) })
    .resize({ width: columnWidth })
    .png()
    .toBuffer();
}

async function main() {
  const [before = 'before', after = 'screenshots'] = process.argv.slice(2);
  const files = new Set(await readdir(path.join(results, before)));
  const pairs = (await readdir(path.join(results, after))).filter((name) => name.endsWith('.png') && files.has(name)).sort();
  const widths = [...new Set(pairs.map((name) => name.match(/-(\d+)\.png$/)?.[1] ?? ''))].filter(Boolean);

  for (const width of widths) {
    const names = pairs.filter((name) => name.endsWith(`-${width}.png`));
    const depth = Number(width) < 600 ? pageDepth.phone : pageDepth.desktop;
    const rows = await Promise.all(
      names.map(async (name) => ({
        name,
        images: await Promise.all([before, after].map((set) => thumbnail(path.join(results, set, name), depth))),
      })),
    );
    const rowHeights = await Promise.all(
      rows.map(async (row) => Math.max(...(await Promise.all(row.images.map(async (png) => (await sharp(png).metadata()).height ?? 0))))),
    );
    const sheetWidth = columnWidth * 2 + gap * 3;
    const sheetHeight = rowHeights.reduce((sum, h) => sum + h + labelHeight + gap, gap);
    const layers: sharp.OverlayOptions[] = [];
    let top = gap;
    rows.forEach((row, i) => {
      layers.push({ input: label(`${row.name}: ${before} | ${after}`, sheetWidth), top, left: gap });
      row.images.forEach((input, column) => layers.push({ input, top: top + labelHeight, left: gap + column * (columnWidth + gap) }));
      top += labelHeight + (rowHeights[i] ?? 0) + gap;
    });
    const out = path.join(results, `contact-sheet-${width}.png`);
    await sharp({ create: { width: sheetWidth, height: sheetHeight, channels: 3, background: '#ffffff' } })
      .composite(layers)
      .png()
      .toFile(out);
    console.log(`${path.relative(process.cwd(), out)}  ${names.length} pairs`);
  }
}

run(main);
