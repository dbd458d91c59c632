import { existsSync } from 'node:fs';
import path from 'node:path';

/** The owner's photograph of the founder; while it is missing, the site draws a picture instead. */
export const founderPhotoFile = path.resolve(__dirname, '..', '..', 'src', 'assets', 'photos', 'founder.jpg');

export const founderImageKind = (): 'photo' | 'drawing' => (existsSync(founderPhotoFile) ? 'photo' : 'drawing');
