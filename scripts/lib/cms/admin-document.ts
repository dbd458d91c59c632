import { escapeHtml } from '../escape-html';

/**
 * A page at /admin, the editor's or the note left where it was: no search engine indexes it, and
 * it has the site's icon. `head` and `body` are HTML, written by the caller.
 */
export const adminDocument = ({ title, head = [], body }: { title: string; head?: string[]; body: string[] }): string =>
  [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(title)}</title>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...head,
    '</head>',
    '<body>',
    ...body,
    '</body>',
    '</html>',
    '',
  ].join('\n');
