/**
 * What the local server answers before superstatic sees a request it cannot survive.
 *
 * superstatic runs `decodeURI(req.url)` in its redirects step outside any try: one malformed
 * escape (`/%zz`, `/%C0%AF`, `/%E0%A4%A`) throws and ends the process, and every later request
 * is refused. A path segment longer than the file system allows (about 255 bytes) answers 500
 * (ENAMETOOLONG from its stat). Firebase Hosting answers such requests itself; the local server
 * (preview, audit, browser tests) answers them here, with the site's not-found document, and
 * keeps serving.
 */

/** Longer than any address of the site by far, and than a file name may be. */
export const MAX_PATH_LENGTH = 1024;
export const MAX_SEGMENT_LENGTH = 200;

export interface Refusal {
  status: 400 | 404;
  reason: string;
}

/** Why a request's target must not reach superstatic, or undefined when it may. */
export function refusalFor(url: string): Refusal | undefined {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/')) return { status: 400, reason: 'not a path' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
    decodeURI(url);
  } catch {
    return { status: 400, reason: 'malformed percent-encoding' };
  }
  // NUL and the other control characters are in no address; some file systems end a name at NUL.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return { status: 400, reason: 'control character' };
  if (path.length > MAX_PATH_LENGTH || decoded.split('/').some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_LENGTH)) {
    return { status: 404, reason: 'longer than any address of the site' };
  }
  return undefined;
}
