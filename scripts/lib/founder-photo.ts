/**
 * The founder's photograph: the owner names it in src/config/settings/site.json (`founder.photo`,
 * the path the editor writes for an upload, `/src/assets/photos/<file>.jpg`); while it is empty,
 * the site draws a picture instead. The settings' schema checks where the file is said to be and
 * its type; this checks the file itself: that it is there, and big enough.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { founderPhotoPath } from '../../src/config/schema/rules';
import { site } from '../../src/config/site';
import { readPicture, tooSmall } from './pictures';
import { SourceError } from './run';
import { siteRoot } from './site-root';


/** The founder's picture, photo or drawing: 4:5, made 400, 600 and 800 px wide; a photo must fill the largest. */
export const FOUNDER_PICTURE = { width: 800, height: 1000, widths: [400, 600, 800] } as const;

/** The field the owner sets, as a problem line names it. */
const FIELD = 'src/config/settings/site.json: founder.photo';

export const founderImageKind = (photo: string | undefined = site.founder.photo): 'photo' | 'drawing' => (photo ? 'photo' : 'drawing');

/**
 * The photo's pixels, once they are known to be there and to fill the largest size the site
 * shows; undefined while the setting is empty (the drawing). Anything else stops the build with
 * one line naming the setting.
 */
export async function founderPhoto(photo: string | undefined = site.founder.photo, root = siteRoot()): Promise<Buffer | undefined> {
  if (!photo) return undefined;
  const fail = (problem: string) => new SourceError(`${FIELD}: ${problem}`);
  const form = founderPhotoPath(photo);
  if (form) throw fail(form);
  let written = photo;
  try {
    // The editor may write a space as %20.
    written = decodeURIComponent(photo);
  } catch {
    // A name with a lone %: taken as written.
  }
  const file = path.join(root, ...written.split('/').filter(Boolean));
  if (!existsSync(file) || !statSync(file).isFile()) throw fail(`no such file: ${written.slice(1)} (upload the photo there, or correct the name)`);
  const read = await readPicture(file);
  if ('problem' in read) throw fail(read.problem);
  const small = tooSmall(read.size, FOUNDER_PICTURE);
  if (small) throw fail(small);
  return read.data;
}
