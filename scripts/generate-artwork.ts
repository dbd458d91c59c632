/**
 * Renders the site's original artwork (hero, the booking page's banner, the
 * founder's drawing, blog pictures, share cards, icons) from the Preact components in ./artwork. Output is generated, so the
 * components stay the single source and re-running gives identical files.
 * Where the owner gave a photo (a post's `cover`, the founder's `founder.photo`
 * in src/config/settings/site.json), the same images are made from it instead.
 *
 *   npx ts-node scripts/generate-artwork.ts
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { h, type VNode } from 'preact';
import { render } from 'preact-render-to-string';
import sharp from 'sharp';

import { site } from '../src/config/site';
import { uiWords } from './lib/content/read';
import { FOUNDER_PICTURE, founderPhoto } from './lib/founder-photo';
import { formats } from './lib/pictures';
import { BOOKING_BANNER_HEIGHT, BOOKING_BANNER_WIDTH, BookingBanner } from './artwork/booking-banner';
import { BrandMark } from './artwork/brand-mark';
import { FOUNDER_ART_HEIGHT, FOUNDER_ART_WIDTH, FounderArt } from './artwork/founder-art';
import { HeroArt } from './artwork/hero-art';
import { palette } from './artwork/palette';
import { POST_ART_HEIGHT, POST_ART_WIDTH, PostArt, type PostArtMotif } from './artwork/post-art';
import { coverPicture, postImageSizes, readPosts } from './lib/posts';
import { run } from './lib/run';
import {
  SHARE_TEXT_MAX_WIDTH,
  ShareImage,
  type ShareLocale,
  ShareText,
  type ShareTextStyle,
  brandStyle,
  taglineStyle,
} from './artwork/share-image';

const projectRoot = path.resolve(__dirname, '..');
const outDir = path.join(projectRoot, 'src', 'assets', 'generated');

const toSvg = <P>(node: VNode<P>): string => `${render(node)}\n`;

async function write(relative: string, data: string | Buffer): Promise<void> {
  const file = path.join(outDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
  const bytes = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
  console.log(`${path.relative(projectRoot, file).split(path.sep).join('/')}  ${(bytes / 1024).toFixed(1)} KB`);
}

const png = (svg: string, background: string = palette.white): Promise<Buffer> =>
  // Flattening drops the alpha channel: icons and share cards must be opaque.
  sharp(Buffer.from(svg)).flatten({ background }).png({ compressionLevel: 9 }).toBuffer();

/**
 * Widths come from rasterising the text with the same renderer and font that
 * draw the card, so Arabic shaping and the real glyph widths are accounted
 * for. All strings go into one image, one per band, because each rasterise
 * is the slow part; text scales linearly, so one reference size does.
 */
const REFERENCE_SIZE = 64;

async function measureAll(texts: string[], weight: ShareTextStyle['weight'], rtl: boolean): Promise<Map<string, number>> {
  const band = REFERENCE_SIZE * 2;
  const width = REFERENCE_SIZE * (Math.max(...texts.map((t) => t.length)) + 4);
  const height = band * texts.length;
  const probe = h(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width, height },
    h('rect', { width, height, fill: palette.white }),
    ...texts.map((text, i) =>
      h(ShareText, {
        text,
        x: rtl ? width - REFERENCE_SIZE : REFERENCE_SIZE,
        y: i * band + REFERENCE_SIZE * 1.4,
        style: { size: REFERENCE_SIZE, weight },
        rtl,
        fill: palette.ink,
      }),
    ),
  );
  const { data } = await sharp(Buffer.from(render(probe))).greyscale().raw().toBuffer({ resolveWithObject: true });
  const widths = new Map<string, number>();
  texts.forEach((text, i) => {
    let left = width;
    let right = -1;
    for (let y = i * band; y < (i + 1) * band; y += 1) {
      for (let x = 0; x < width; x += 1) {
        if ((data[y * width + x] ?? 255) < 250) {
          left = Math.min(left, x);
          right = Math.max(right, x);
        }
      }
    }
    widths.set(text, right < 0 ? 0 : right - left + 1);
  });
  return widths;
}

interface Fitted {
  lines: string[];
  size: number;
}

/** Every way to break the words into at most `maxLines` lines, in reading order. */
function lineBreaks(words: string[], maxLines: number): string[][] {
  if (maxLines === 1 || words.length <= 1) return [[words.join(' ')]];
  const layouts: string[][] = [[words.join(' ')]];
  for (let i = 1; i < words.length; i += 1) {
    const head = words.slice(0, i).join(' ');
    for (const rest of lineBreaks(words.slice(i), maxLines - 1)) layouts.push([head, ...rest]);
  }
  return layouts;
}

/**
 * Largest size at which the text fits, preferring fewer lines and, among
 * equal line counts, the most even break. A third line is only allowed when
 * two cannot fit at any size, so a long brand name wraps rather than shrinking
 * to nothing while a normal one keeps a calm two-line shape.
 */
async function fit(
  text: string,
  options: { sizes: number[]; maxWidth: number; weight: ShareTextStyle['weight']; rtl: boolean },
): Promise<Fitted> {
  const words = text.split(/\s+/).filter(Boolean);
  const layouts = lineBreaks(words, 3);
  const widths = await measureAll([...new Set(layouts.flat())], options.weight, options.rtl);
  const candidates = layouts.map((lines) => ({
    lines,
    widest: Math.max(...lines.map((line) => widths.get(line) ?? Infinity)),
  }));
  candidates.sort((a, b) => a.lines.length - b.lines.length || a.widest - b.widest);
  for (const lineLimit of [2, 3]) {
    for (const size of options.sizes) {
      // A little slack for anti-aliasing and for rounding between sizes.
      const fitting = candidates.find(
        (c) => c.lines.length <= lineLimit && (c.widest * size) / REFERENCE_SIZE <= options.maxWidth * 0.98,
      );
      if (fitting) return { lines: fitting.lines, size };
    }
  }
  throw new Error(`Share image: "${text}" does not fit in ${options.maxWidth}px even on three lines`);
}

const range = (from: number, to: number, step: number): number[] =>
  Array.from({ length: Math.floor((from - to) / step) + 1 }, (_, i) => from - i * step);

async function shareCard(locale: ShareLocale, brand: string, tagline: string): Promise<Buffer> {
  const rtl = locale === 'ar';
  const maxWidth = SHARE_TEXT_MAX_WIDTH;
  const brandFit = await fit(brand, { sizes: range(76, 44, 2), maxWidth, weight: brandStyle(0).weight, rtl });
  const taglineFit = await fit(tagline, { sizes: range(34, 24, 1), maxWidth, weight: taglineStyle(0).weight, rtl });
  const svg = toSvg(
    h(ShareImage, {
      locale,
      brandLines: brandFit.lines,
      brandSize: brandFit.size,
      taglineLines: taglineFit.lines,
      taglineSize: taglineFit.size,
    }),
  );
  return png(svg, palette.brandStrong);
}

/**
 * Writes one image as AVIF, WebP and JPEG in each of `widths` (same aspect as
 * width × height), plus a module that imports every file, so webpack hashes
 * them and pages import one typed ResponsiveImage.
 */
async function writeResponsive(name: string, source: Buffer, width: number, height: number, widths: readonly number[]): Promise<void> {
  // Encoding is the slow part (AVIF above all): an image whose pixels and sizes are unchanged is kept.
  const fingerprint = createHash('sha256').update(source).update(JSON.stringify([width, height, widths, formats.length])).digest('hex');
  const moduleFile = path.join(outDir, 'images', `${name}.ts`);
  if (existsSync(moduleFile) && (await readFile(moduleFile, 'utf8')).includes(`// source ${fingerprint}`)) return;

  const imports: string[] = [];
  const sets: Record<string, string[]> = { avif: [], webp: [], jpeg: [] };
  for (const w of widths) {
    // Upright: a phone's photo may be stored sideways with a note to turn it.
    const resized = sharp(source, { autoOrient: true }).resize(w, Math.round((w * height) / width), { fit: 'cover', position: 'attention' });
    await Promise.all(
      formats.map(async ([format, encode]) => {
        const file = `images/${name}-${w}.${format === 'jpeg' ? 'jpg' : format}`;
        await write(file, await encode(resized.clone()).toBuffer());
      }),
    );
    for (const [format] of formats) {
      const id = `${format}${w}`;
      imports.push(`import ${id} from './${name}-${w}.${format === 'jpeg' ? 'jpg' : format}';`);
      sets[format]?.push(`\${${id}} ${w}w`);
    }
  }
  const largest = Math.max(...widths);
  const module = [
    '// Written by scripts/generate-artwork.ts: edit the artwork or the script, not this file.',
    `// source ${fingerprint}`,
    "import type { ResponsiveImage } from '../../responsive-image';",
    ...imports,
    '',
    'const image: ResponsiveImage = {',
    `  width: ${largest},`,
    `  height: ${Math.round((largest * height) / width)},`,
    ...Object.entries(sets).map(([format, entries]) => `  ${format}: \`${entries.join(', ')}\`,`),
    `  src: jpeg${Math.min(...widths)},`,
    '};',
    '',
    'export default image;',
    '',
  ].join('\n');
  await write(`images/${name}.ts`, module);
}

/** An SVG drawn at `scale` times its own size, as a PNG for sharp to resize and encode. */
const rasterise = (svg: string, scale: number): Promise<Buffer> =>
  sharp(Buffer.from(svg), { density: 72 * scale }).png().toBuffer();

/**
 * A post's three images (spec §3): featured 1600×900, the card's thumbnail 1200×900 and the share
 * preview 1200×630. From its drawing, each a centre crop, so the drawing keeps its middle
 * (scripts/artwork/post-art.tsx); or from its cover, each cropped around what draws the eye.
 * The modules are named alike either way: the pages do not know which they show.
 */
async function postImages(slug: string, motif: PostArtMotif, cover: Buffer | undefined): Promise<void> {
  const { featured, thumbnail, og } = postImageSizes;
  if (cover) {
    await writeResponsive(`post-${slug}-featured`, cover, featured.width, featured.height, featured.widths);
    await writeResponsive(`post-${slug}-thumbnail`, cover, thumbnail.width, thumbnail.height, thumbnail.widths);
    const wide = sharp(cover, { autoOrient: true }).resize(og.width, og.height, { fit: 'cover', position: 'attention' });
    await write(`images/post-${slug}-og.jpg`, await wide.jpeg({ quality: 82, mozjpeg: true }).toBuffer());
    return;
  }
  const drawing = await rasterise(toSvg(h(PostArt, { motif })), 1);
  await writeResponsive(`post-${slug}-featured`, drawing, POST_ART_WIDTH, POST_ART_HEIGHT, featured.widths);
  const square = await sharp(drawing).extract({ left: (POST_ART_WIDTH - thumbnail.width) / 2, top: 0, width: thumbnail.width, height: thumbnail.height }).toBuffer();
  await writeResponsive(`post-${slug}-thumbnail`, square, thumbnail.width, thumbnail.height, thumbnail.widths);
  const wide = sharp(drawing).extract({ left: 0, top: (POST_ART_HEIGHT - 840) / 2, width: 1600, height: 840 }).resize(og.width, og.height);
  await write(`images/post-${slug}-og.jpg`, await wide.jpeg({ quality: 82, mozjpeg: true }).toBuffer());
}

/**
 * The booking page's banner: a plain SVG file, a few KB and sharp at any size, and a module that
 * imports it with its size, so webpack hashes the file and the page sets the space it takes.
 */
async function bookingBanner(): Promise<void> {
  await write('booking-banner.svg', toSvg(h(BookingBanner, null)));
  await write(
    'booking-banner.ts',
    [
      '// Written by scripts/generate-artwork.ts: edit scripts/artwork/booking-banner.tsx, not this file.',
      "import src from './booking-banner.svg';",
      '',
      `export const bookingBanner = { src, width: ${BOOKING_BANNER_WIDTH}, height: ${BOOKING_BANNER_HEIGHT} } as const;`,
      '',
    ].join('\n'),
  );
}

/**
 * The founder's picture: the owner's photo when site.json names one (`founder.photo`), otherwise
 * one drawing for both languages, with no words in it: the pages set her name beside it as text.
 * The module `founder-image.ts` says which it is, so the alt text can be honest.
 * 4:5, shown at most about 420 px wide: 400, 600 and 800 cover one to two
 * device pixels per CSS pixel.
 */
async function founderImage(): Promise<void> {
  const { width: photoWidth, height: photoHeight, widths } = FOUNDER_PICTURE;
  const photoData = await founderPhoto();
  const photo = photoData !== undefined;
  if (photoData) {
    await writeResponsive('founder-photo', photoData, photoWidth, photoHeight, widths);
  } else {
    const svg = toSvg(h(FounderArt, null));
    await writeResponsive('founder-art', await rasterise(svg, photoWidth / FOUNDER_ART_WIDTH), photoWidth, (photoWidth * FOUNDER_ART_HEIGHT) / FOUNDER_ART_WIDTH, widths);
  }
  await write(
    'founder-image.ts',
    [
      '// Written by scripts/generate-artwork.ts: it depends on whether src/config/settings/site.json names a photo (founder.photo).',
      "import type { ResponsiveImage } from '../responsive-image';",
      photo ? "import picture from './images/founder-photo';" : "import picture from './images/founder-art';",
      '',
      '/** The same picture in both languages: it carries no words. */',
      "export const founderImage: Record<'en' | 'ar', ResponsiveImage> = { en: picture, ar: picture };",
      '',
    ].join('\n'),
  );
  // Its own module, so the words can say what the picture is without loading its file list.
  await write(
    'founder-image-kind.ts',
    [
      '// Written by scripts/generate-artwork.ts.',
      "/** 'photo' when src/config/settings/site.json names the founder's photo (founder.photo); 'drawing' while the site draws one. */",
      `export const founderImageKind: 'photo' | 'drawing' = '${photo ? 'photo' : 'drawing'}';`,
      '',
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  await write('hero-art.svg', toSvg(h(HeroArt, null)));

  await bookingBanner();
  await founderImage();

  for (const post of readPosts()) await postImages(post.slug, post.en.artwork, await coverPicture(post));

  await write('share-en.png', await shareCard('en', site.brand.en, uiWords('en').tagline));
  await write('share-ar.png', await shareCard('ar', site.brand.ar, uiWords('ar').tagline));

  await write('icons/favicon.svg', toSvg(h(BrandMark, { idPrefix: 'favicon' })));
  const icons: Array<[string, number]> = [
    ['icons/apple-touch-icon.png', 180],
    ['icons/icon-192.png', 192],
    ['icons/icon-512.png', 512],
  ];
  for (const [file, size] of icons) {
    // Full-bleed square: iOS and Android apply their own corner mask.
    const svg = render(h(BrandMark, { shape: 'square', size, idPrefix: 'icon' }));
    await write(file, await png(svg, palette.brand));
  }
}

// A mistake in a post or a setting is one line naming the file and the field; anything else, its stack.
run(main);
