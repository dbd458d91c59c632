/**
 * The founder's photo: an optional setting (src/config/settings/site.json, `founder.photo`), the
 * path the editor writes for an upload. Refused with one line naming the setting; empty, the site
 * draws her picture. Build code: it runs in Node.
 * @jest-environment node
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { FOUNDER_PICTURE, founderImageKind, founderPhoto } from '../../scripts/lib/founder-photo';
import { SourceError } from '../../scripts/lib/run';
import { checkSettings } from '../../scripts/lib/settings/compile';
import { settingsFile } from '../../scripts/lib/settings/files';
import { fixtureData } from '../support/settings-fixtures';

/** A copy of the project's root, as far as the photo goes: src/assets/photos/. */
let scratch: string;
beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'founder-photo-'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** A photo of `width` × `height` in `dir`, as an upload would be. */
async function picture(name: string, width: number, height: number, dir: string): Promise<string> {
  const file = path.join(dir, name);
  mkdirSync(dir, { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: '#6d3a9c' } }).jpeg().toFile(file);
  return file;
}

describe("the founder's photo", () => {
  const SITE = 'src/config/settings/site.json';
  const site = (photo: unknown) => {
    const data = fixtureData('template', 'site');
    data.founder.photo = photo;
    const checked = checkSettings(settingsFile('site'), data);
    return checked.ok ? [] : checked.problems;
  };

  it('is optional: empty or left out, the site draws her picture', async () => {
    expect(site('')).toEqual([]);
    expect(site(undefined)).toEqual([]);
    expect(site('/src/assets/photos/sara.jpg')).toEqual([]);
    expect(founderImageKind('')).toBe('drawing');
    expect(founderImageKind('/src/assets/photos/sara.jpg')).toBe('photo');
    expect(await founderPhoto('', scratch)).toBeUndefined();
  });

  it.each([
    ['outside the photos folder', '/src/content/blog/a-new-post/sara.jpg', 'must be a photo in src/assets/photos/, written /src/assets/photos/<file>.jpg (or empty, for the drawing)'],
    ['a path that leaves it', '/src/assets/photos/../../config/sara.jpg', 'must be a photo in src/assets/photos/, written /src/assets/photos/<file>.jpg (or empty, for the drawing)'],
    ['written without its folder', 'sara.jpg', 'must be a photo in src/assets/photos/, written /src/assets/photos/<file>.jpg (or empty, for the drawing)'],
    ['a type the build does not read', '/src/assets/photos/sara.heic', 'is a .heic file; a picture must be .jpg, .jpeg, .png, .webp or .avif'],
  ])('is refused %s, in one line naming the setting', async (_case, photo, problem) => {
    expect(site(photo)).toEqual([`${SITE}: founder.photo: ${problem}`]);
    await expect(founderPhoto(photo, scratch)).rejects.toThrow(new SourceError(`${SITE}: founder.photo: ${problem}`));
  });

  it('is refused when the file is not there, or smaller than the largest size the site shows it at', async () => {
    const photos = path.join(scratch, 'src', 'assets', 'photos');
    await expect(founderPhoto('/src/assets/photos/sara.jpg', scratch)).rejects.toThrow(
      new SourceError(`${SITE}: founder.photo: no such file: src/assets/photos/sara.jpg (upload the photo there, or correct the name)`),
    );
    await picture('small.jpg', 800, 900, photos);
    await expect(founderPhoto('/src/assets/photos/small.jpg', scratch)).rejects.toThrow(
      new SourceError(`${SITE}: founder.photo: is 800 × 900 pixels; it needs at least ${FOUNDER_PICTURE.width} × ${FOUNDER_PICTURE.height} (the largest size the site shows it at)`),
    );
    writeFileSync(path.join(photos, 'renamed.jpg'), 'not a picture');
    await expect(founderPhoto('/src/assets/photos/renamed.jpg', scratch)).rejects.toThrow(
      new SourceError(`${SITE}: founder.photo: cannot be read as a picture (a damaged file, or another type renamed?)`),
    );
    await picture('sara portrait.jpg', 900, 1200, photos);
    expect(await founderPhoto('/src/assets/photos/sara%20portrait.jpg', scratch)).toBeInstanceOf(Buffer);
    expect(existsSync(path.join(photos, 'sara portrait.jpg'))).toBe(true);
  });
});
