/**
 * The pictures an owner uploads for a post: its cover, the pictures in its text. Each is refused
 * with one line an owner can act on (the file, the picture, what is wrong), and a good one
 * becomes the responsive set the page shows. Build code: it runs in Node.
 * @jest-environment node
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { MANIFEST, PICTURES_URL, TEXT_PICTURE_SIZES, writePictureSets } from '../../scripts/lib/pictures';
import { bodyHtml, COVER_MIN, coverPicture, fixturePostsDir, frontMatterProblems, readPostFile, type SourcePost } from '../../scripts/lib/posts';
import { SourceError } from '../../scripts/lib/run';
import { DESCRIPTION_RANGE } from '../../src/seo/page-title';
import { validEnglishFrontMatter as english } from '../support/front-matter';

const root = path.resolve(__dirname, '../..');
/** As a problem line names a file: from the project's root. */
const shown = (file: string) => path.relative(root, file).split(path.sep).join('/');

let scratch: string;
/** A post's folder, named as a post would be: the editor's `/src/content/blog/<slug>/…` form names it. */
let folder: string;
const enFile = () => path.join(folder, 'index.en.md');
const arFile = () => path.join(folder, 'index.ar.md');

/** A picture of `width` × `height` in the post's folder, as an upload would be. */
async function picture(name: string, width: number, height: number, dir = folder): Promise<string> {
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  const image = sharp({ create: { width, height, channels: 3, background: '#6d3a9c' } }).composite([
    { input: { create: { width: Math.ceil(width / 2), height, channels: 3, background: '#e9b85f' } }, left: 0, top: 0 },
  ]);
  await (name.endsWith('.png') ? image.png() : image.jpeg()).toFile(file);
  return file;
}

beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'owner-pictures-'));
  folder = path.join(scratch, 'blog', 'a-new-post');
  mkdirSync(folder, { recursive: true });
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));


describe("a post's cover", () => {
  it('is a picture in the post\'s folder, written as the editor may write it: cover.jpg, ./cover.jpg or /src/content/blog/<slug>/cover.jpg', async () => {
    await picture('cover.jpg', 1600, 900);
    for (const cover of ['cover.jpg', './cover.jpg', '/src/content/blog/a-new-post/cover.jpg', '']) {
      expect(frontMatterProblems({ ...english, cover }, enFile())).toEqual([]);
    }
  });

  it.each([
    ['a file that is not there', 'cover.jpg', `no such file in ${'<folder>'}/ (upload the picture there, or correct its name)`],
    ['a path out of the folder', '../another-post/cover.jpg', "is outside the post's folder: a post's pictures are files in <folder>/"],
    ["another post's folder", '/src/content/blog/another-post/cover.jpg', "is outside the post's folder: a post's pictures are files in <folder>/"],
    ['the photos folder', '/src/assets/photos/cover.jpg', "is outside the post's folder: a post's pictures are files in <folder>/"],
    ['another site', 'https://images.example.net/cover.jpg', 'is on another site: upload the picture into <folder>/ (the site shows only its own files)'],
    ['a type the build does not read', 'cover.gif', 'is a .gif file; a picture must be .jpg, .jpeg, .png, .webp or .avif'],
    ['a name without a type', 'cover', 'has no type at the end of its name; a picture must be .jpg, .jpeg, .png, .webp or .avif'],
  ])('refuses %s, in one line naming the file and the picture', async (_case, cover, problem) => {
    writeFileSync(path.join(folder, 'cover.gif'), 'GIF89a');
    expect(frontMatterProblems({ ...english, cover }, enFile())).toEqual([
      `${shown(enFile())}: cover "${cover}": ${problem.replace('<folder>', shown(folder))}`,
    ]);
  });

  it(`refuses a picture smaller than the largest image made of it, ${COVER_MIN.width} × ${COVER_MIN.height}, and says the size it needs`, async () => {
    expect(COVER_MIN).toEqual({ width: 1600, height: 900 });
    const post = async (name: string, width: number, height: number): Promise<SourcePost> => ({
      slug: 'a-new-post',
      en: { ...english, cover: name, coverFile: await picture(name, width, height), body: { folder, tokens: [], pictures: [] } } as SourcePost['en'],
    });
    await expect(coverPicture(await post('wide.jpg', 1920, 800))).rejects.toThrow(
      new SourceError(`${shown(enFile())}: cover "wide.jpg": is 1920 × 800 pixels; it needs at least 1600 × 900 (the largest size the site shows it at)`),
    );
    await expect(coverPicture(await post('narrow.png', 1200, 1600))).rejects.toThrow(
      new SourceError(`${shown(enFile())}: cover "narrow.png": is 1200 × 1600 pixels; it needs at least 1600 × 900 (the largest size the site shows it at)`),
    );
    expect(await coverPicture(await post('cover.jpg', 1600, 900))).toBeInstanceOf(Buffer);
  });

  it('is written in the English file only, with the other fields every version shares', () => {
    const arabic = { title: 'عنوان', excerpt: 'ع'.repeat(DESCRIPTION_RANGE[0]), keywords: ['كلمة'], imageAlt: 'وصف الصورة.' };
    expect(frontMatterProblems(arabic, arFile())).toEqual([]);
    expect(frontMatterProblems({ ...arabic, cover: 'cover.jpg', date: '2025-06-01' }, arFile())).toEqual([
      `${shown(arFile())}: date: is written in index.en.md only (every version of the post shares it)`,
      `${shown(arFile())}: cover: is written in index.en.md only (every version of the post shares it)`,
    ]);
  });
});

describe('a picture in the text', () => {
  const post = (body: string, file = enFile()) => {
    writeFileSync(file, `---\ntitle: A title\n---\n\nAn opening paragraph.\n\n${body}\n`);
    return file;
  };

  it.each([
    ['no description', '![](chart.png)', 'chart.png', 'needs alt text (describe it for someone who cannot see it)'],
    ['a description of spaces only', '![  ](chart.png)', 'chart.png', 'needs alt text (describe it for someone who cannot see it)'],
    ['a file that is not there', '![A chart](missing.png)', 'missing.png', 'no such file in <folder>/ (upload the picture there, or correct its name)'],
    ['a path out of the folder', '![A chart](../chart.png)', '../chart.png', "is outside the post's folder: a post's pictures are files in <folder>/"],
    ['a picture from another site', '![A chart](https://images.example.net/chart.png)', 'https://images.example.net/chart.png', 'is on another site: upload the picture into <folder>/ (the site shows only its own files)'],
    ['a type the build does not read', '![A chart](chart.svg)', 'chart.svg', 'is a .svg file; a picture must be .jpg, .jpeg, .png, .webp or .avif'],
    ['one inside a link', '[![](chart.png)](https://example.net)', 'chart.png', 'needs alt text (describe it for someone who cannot see it)'],
  ])('refuses %s, in one line naming the file and the picture', async (_case, markdown, name, problem) => {
    await picture('chart.png', 800, 400);
    await picture('chart.png', 800, 400, scratch);
    writeFileSync(path.join(folder, 'chart.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const file = post(markdown);
    expect(() => readPostFile(file)).toThrow(new SourceError(`${shown(file)}: picture "${name}": ${problem.replace('<folder>', shown(folder))}`));
  });

  it('becomes a <picture>: AVIF and WebP sources and a JPEG <img>, in every width up to its own, sized, described, lazy', async () => {
    await picture('chart.png', 1000, 500);
    const out = path.join(scratch, 'pictures');
    const file = post('![A chart of "growth" & costs, 2025 > 2024](chart.png)\n\nAnd again: ![The same chart](/src/content/blog/a-new-post/chart.png)');
    const { body } = readPostFile(file);
    expect(body.pictures.map(({ name, alt }) => [name, alt])).toEqual([
      ['chart.png', 'A chart of "growth" & costs, 2025 > 2024'],
      ['/src/content/blog/a-new-post/chart.png', 'The same chart'],
    ]);
    const sets = await writePictureSets(body.pictures.map((p) => p.file), out);
    const html = bodyHtml(body, sets);

    // Never wider than the file: 480 and 800, then its own 1000; one set for both mentions.
    const files = readdirSync(out).filter((name) => name !== MANIFEST).sort();
    expect(files).toHaveLength(9);
    const url = (width: number, ext: string) => {
      const name = files.find((f) => new RegExp(`^a-new-post-chart-${width}\\.[0-9a-f]{8}\\.${ext}$`).test(f));
      expect(name).toBeDefined();
      return `${PICTURES_URL}/${name}`;
    };
    const srcset = (ext: string) => [480, 800, 1000].map((w) => `${url(w, ext)} ${w}w`).join(', ');
    const sizes = `sizes="${TEXT_PICTURE_SIZES}"`;
    const expected = (alt: string) =>
      `<picture><source type="image/avif" srcset="${srcset('avif')}" ${sizes}><source type="image/webp" srcset="${srcset('webp')}" ${sizes}>` +
      `<img src="${url(480, 'jpg')}" srcset="${srcset('jpg')}" ${sizes} width="1000" height="500" alt="${alt}" loading="lazy" decoding="async"></picture>`;
    expect(html).toBe(
      `<p>An opening paragraph.</p>\n<p>${expected('A chart of &quot;growth&quot; &amp; costs, 2025 &gt; 2024')}</p>\n<p>And again: ${expected('The same chart')}</p>`,
    );
    for (const [name, format, width] of [
      [url(1000, 'avif'), 'heif', 1000],
      [url(800, 'webp'), 'webp', 800],
      [url(480, 'jpg'), 'jpeg', 480],
    ] as const) {
      const meta = await sharp(path.join(out, path.basename(name))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, width, width / 2]);
    }

    // Unchanged, it is not written again; a picture no post names any more is removed.
    const written = () => files.map((name) => [name, statSync(path.join(out, name)).mtimeMs]);
    const before = written();
    await writePictureSets(body.pictures.map((p) => p.file), out);
    expect(written()).toEqual(before);
    await writePictureSets([], out);
    expect(readdirSync(out)).toEqual([MANIFEST]);
  });

  it("is written for each post that shows it, when a copied post's pictures are the same bytes as the original's", async () => {
    // A copy of the fixture under another slug: the editor's Duplicate copies the pictures too.
    const blog = path.join(scratch, 'copied');
    const slugs = ['a-copy', 'fixture-every-feature'];
    for (const slug of slugs) cpSync(path.join(fixturePostsDir, 'fixture-every-feature'), path.join(blog, slug), { recursive: true });
    const bodies = slugs.flatMap((slug) => ['en', 'ar'].map((locale) => readPostFile(path.join(blog, slug, `index.${locale}.md`)).body));
    const out = path.join(scratch, 'pictures');
    const sets = await writePictureSets(bodies.flatMap((body) => body.pictures.map((p) => p.file)), out);

    const written = new Set(readdirSync(out));
    for (const body of bodies) {
      const urls = [...bodyHtml(body, sets).matchAll(/\/assets\/pictures\/([^\s"]+)/g)].map((match) => match[1]!);
      expect(urls.length).toBeGreaterThan(0);
      expect([shown(body.folder), urls.filter((name) => !written.has(name))]).toEqual([shown(body.folder), []]);
    }
  });
});
