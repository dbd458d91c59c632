/**
 * The owner's own pictures: a post's cover and the pictures in its text, the founder's photo.
 * Where one may be, its type and its size, each refusal said in plain words; and the responsive
 * sets the build makes of a post's pictures, as the artwork's: AVIF, WebP and JPEG in several
 * widths, never wider than the file the owner gave. Build-time only.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { pictureType } from '../../src/config/schema/rules';
import { colors } from '../../src/styles/theme';
import { escapeHtml } from './escape-html';
import { SourceError } from './run';

const root = path.resolve(__dirname, '..', '..');

/** A folder or file as the owner finds it: from the project's root, with forward slashes. */
export const shownPath = (file: string): string => path.relative(root, file).split(path.sep).join('/');

export interface Size {
  width: number;
  height: number;
}

/**
 * The encoders of every raster image the build writes, artwork and uploads alike. Encoding is the
 * slow part (AVIF above all): callers keep what they wrote while its source is unchanged.
 */
export const formats = [
  ['avif', (image: sharp.Sharp) => image.avif({ quality: 55, effort: 4 })],
  ['webp', (image: sharp.Sharp) => image.webp({ quality: 78 })],
  ['jpeg', (image: sharp.Sharp) => image.jpeg({ quality: 80, mozjpeg: true })],
] as const;
export type Format = (typeof formats)[number][0];
export const extensionOf = (format: Format): string => (format === 'jpeg' ? 'jpg' : format);

/**
 * The file a post names for a picture (its `cover`, or `![…](…)` in its text), in the post's own
 * folder, where the editor stores uploads: written `cover.jpg`, `./cover.jpg` or
 * `/src/content/blog/<slug>/cover.jpg`. Anything else is refused with the reason, which reads
 * after the picture's name: `cover "cover.gif": is a .gif file; …`.
 */
export function pictureInFolder(value: string, folder: string): { file: string } | { problem: string } {
  const where = `${shownPath(folder)}/`;
  const written = value.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(written) || written.startsWith('//')) {
    return { problem: `is on another site: upload the picture into ${where} (the site shows only its own files)` };
  }
  const own = `/src/content/blog/${path.basename(folder)}/`;
  const outside = { problem: `is outside the post's folder: a post's pictures are files in ${where}` };
  let relative: string;
  if (written.startsWith(own)) relative = written.slice(own.length);
  else if (written.startsWith('/')) return outside;
  else relative = written.replace(/^\.\//, '');
  try {
    // The editor may write a space as %20.
    relative = decodeURIComponent(relative);
  } catch {
    // A name with a lone %: taken as written.
  }
  const file = path.resolve(folder, relative);
  if (relative === '' || !file.startsWith(folder + path.sep)) return outside;
  const type = pictureType(relative);
  if (type) return { problem: type };
  if (!existsSync(file) || !statSync(file).isFile()) return { problem: `no such file in ${where} (upload the picture there, or correct its name)` };
  return { file };
}

/** A picture's file as sharp reads it, upright (a phone's photo is stored sideways with a note to turn it). */
const upright = (data: Buffer) => sharp(data, { autoOrient: true });

/** A picture's pixels and its size as shown (upright), or the reason it cannot be read. */
export async function readPicture(file: string): Promise<{ data: Buffer; size: Size } | { problem: string }> {
  const data = await readFile(file);
  try {
    const { autoOrient } = await sharp(data).metadata();
    return { data, size: { width: autoOrient.width, height: autoOrient.height } };
  } catch {
    return { problem: 'cannot be read as a picture (a damaged file, or another type renamed?)' };
  }
}

/** Why a picture is too small to fill `min`, the largest size the site shows it at; undefined when it is big enough. */
export const tooSmall = (size: Size, min: Size): string | undefined =>
  size.width < min.width || size.height < min.height
    ? `is ${size.width} × ${size.height} pixels; it needs at least ${min.width} × ${min.height} (the largest size the site shows it at)`
    : undefined;

/** A picture of the text in every format and width: `srcset` values, with the size of the largest. */
export interface PictureSet extends Size {
  avif: string;
  webp: string;
  jpeg: string;
  /** The smallest JPEG: the plain `src`. */
  src: string;
}

/** Where the text's pictures are written; the bundle copies them to PICTURES_URL, which is cached for a year (firebase.json: /assets/**). */
export const picturesDir = path.join(root, 'src', 'assets', 'generated', 'pictures');
export const PICTURES_URL = '/assets/pictures';
/** What was made from which file: kept beside the pictures, never copied to the site. */
export const MANIFEST = 'manifest.json';

/**
 * The widths a picture of the text is written at. The article's column is at most 46rem
 * (src/pages/blog/blog-post-page.tsx), 736 px, so 1600 covers two device pixels per CSS pixel.
 */
export const TEXT_PICTURE_WIDTHS = [480, 800, 1200, 1600] as const;

/** The steps below the picture's own width, then its width up to the largest step: never wider than the file. */
export function widthsFor(width: number): number[] {
  const largest = Math.min(width, Math.max(...TEXT_PICTURE_WIDTHS));
  return [...TEXT_PICTURE_WIDTHS.filter((step) => step < largest), largest];
}

/** `sizes` of a picture in the text: the column's 46em from a 50em window (92vw plus the gutters), else the window's 92vw. */
export const TEXT_PICTURE_SIZES = '(min-width: 50em) 46em, 92vw';

/** A name for the files from the post's folder and the picture's own: `business-scaling-secrets-growth-stages`. */
const baseName = (file: string) =>
  [path.basename(path.dirname(file)), path.basename(file, path.extname(file))]
    .map((part) => part.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, ''))
    .filter(Boolean)
    .join('-') || 'picture';

type Manifest = Record<string, PictureSet & { files: string[] }>;

const readManifest = (dir: string): Manifest => {
  const file = path.join(dir, MANIFEST);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
};

/** What a picture's files are made from: its bytes, the widths and the encoders. */
const fingerprintOf = (data: Buffer, widths: number[]) =>
  createHash('sha256').update(data).update(JSON.stringify([widths, formats.map(([format, encode]) => [format, String(encode)])])).digest('hex');

/**
 * Writes each picture of the posts' text in every format and width into `dir`, each file named
 * by a hash of its bytes (`<post>-<picture>-<width>.<hash>.<ext>`), and says what it wrote, by
 * source file. Files of the same bytes share one set, named after the first of them. A picture
 * whose file is unchanged is not encoded again; files no picture uses any more are removed.
 */
export async function writePictureSets(files: readonly string[], dir = picturesDir): Promise<Map<string, PictureSet>> {
  await mkdir(dir, { recursive: true });
  const before = readManifest(dir);
  const after: Manifest = {};
  const sets = new Map<string, PictureSet>();
  for (const file of new Set(files)) {
    const read = await readPicture(file);
    if ('problem' in read) throw new SourceError(`${shownPath(file)}: ${read.problem}`);
    const widths = widthsFor(read.size.width);
    const fingerprint = fingerprintOf(read.data, widths);
    // The same bytes in two posts (a copied post): one set of files, which both posts' pages name.
    const made = after[fingerprint];
    if (made) {
      sets.set(file, made);
      continue;
    }
    const kept = before[fingerprint];
    if (kept && kept.files.every((name) => existsSync(path.join(dir, name)))) {
      after[fingerprint] = kept;
      sets.set(file, kept);
      continue;
    }
    const name = baseName(file);
    const written: Record<Format, string[]> = { avif: [], webp: [], jpeg: [] };
    const names: string[] = [];
    for (const width of widths) {
      const resized = upright(read.data).resize(width);
      for (const [format, encode] of formats) {
        // A JPEG has no transparency: a transparent PNG's background becomes the page's paper.
        const image = format === 'jpeg' ? resized.clone().flatten({ background: colors.paper }) : resized.clone();
        const bytes = await encode(image).toBuffer();
        const fileName = `${name}-${width}.${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.${extensionOf(format)}`;
        await writeFile(path.join(dir, fileName), bytes);
        names.push(fileName);
        written[format].push(`${PICTURES_URL}/${fileName} ${width}w`);
      }
    }
    const largest = widths[widths.length - 1]!;
    const set: PictureSet = {
      width: largest,
      height: Math.round((largest * read.size.height) / read.size.width),
      avif: written.avif.join(', '),
      webp: written.webp.join(', '),
      jpeg: written.jpeg.join(', '),
      src: written.jpeg[0]!.split(' ')[0]!,
    };
    after[fingerprint] = { ...set, files: names };
    sets.set(file, set);
  }
  const used = new Set([MANIFEST, ...Object.values(after).flatMap((entry) => entry.files)]);
  await Promise.all(readdirSync(dir).filter((name) => !used.has(name)).map((name) => rm(path.join(dir, name), { force: true })));
  await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(after, null, 2)}\n`);
  return sets;
}

/**
 * A picture of the text as HTML: AVIF, then WebP, then JPEG, each in every width, its size set
 * (nothing shifts while it loads), fetched only when it nears the screen.
 */
export function pictureHtml(set: PictureSet, alt: string): string {
  const sizes = `sizes="${TEXT_PICTURE_SIZES}"`;
  return [
    '<picture>',
    `<source type="image/avif" srcset="${set.avif}" ${sizes}>`,
    `<source type="image/webp" srcset="${set.webp}" ${sizes}>`,
    `<img src="${set.src}" srcset="${set.jpeg}" ${sizes} width="${set.width}" height="${set.height}" alt="${escapeHtml(alt)}" loading="lazy" decoding="async">`,
    '</picture>',
  ].join('');
}
