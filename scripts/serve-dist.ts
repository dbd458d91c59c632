/**
 * Serves dist/ through superstatic with the project's firebase.json: the same
 * redirects, headers, clean URLs and 404 page that Firebase Hosting serves, but
 * for one directive of the Content-Security-Policy (scripts/lib/local-headers.ts).
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { server as superstatic } from 'superstatic';
import path from 'node:path';
import { hostingConfig, localHeaderRules, type HostingHeader, type HostingHeaderRule } from './lib/local-headers';
import { originOf } from './lib/origin';
import { refusalFor } from './lib/request-guard';

const root = path.resolve(__dirname, '..');

interface ServeOptions {
  port?: number;
  hostname?: string;
  /** Relative to the project root: the audit serves a copy of dist/ without scripts this way. */
  publicDir?: string;
  /**
   * `local` (the default) leaves `upgrade-insecure-requests` out of the CSP, which WebKit would
   * otherwise apply to http://127.0.0.1 and load nothing; `production` sends firebase.json's
   * headers exactly as written.
   */
  headers?: 'local' | 'production';
}

export function serveDist({ port = 0, hostname = '127.0.0.1', publicDir = 'dist', headers = 'local' }: ServeOptions = {}): Promise<Server> {
  const hosting = hostingConfig();
  const headerRules = hosting.headers && headers === 'local' ? localHeaderRules(hosting.headers) : hosting.headers;
  // superstatic joins `public` to cwd: cwd must be the project root and `public` relative to it.
  const app = superstatic({ cwd: root, config: { ...hosting, headers: headerRules, public: publicDir }, hostname, port, compression: true });
  const siteWide = siteWideHeaders(headerRules);
  // Runs before superstatic (its listen() adds it after the middleware used here).
  app.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
    // superstatic answers redirects before it sets firebase.json's headers: give every answer the
    // site-wide ones first (superstatic's own, set later, still win for the paths they name).
    for (const { key, value } of siteWide) res.setHeader(key, value);
    const refusal = refusalFor(req.url ?? '/');
    if (!refusal) return next();
    return void readFile(path.join(root, publicDir, '404.html'))
      .catch(() => Buffer.from('Not found'))
      .then((body) => {
        res.statusCode = refusal.status;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : body);
      });
  });
  return new Promise((resolve) => {
    // superstatic's server takes port and host from its options; listen() takes only the callback.
    const server: Server = app.listen(() => resolve(server));
  });
}

/** The headers firebase.json sends with every response (its `**` rule). */
const siteWideHeaders = (rules: HostingHeaderRule[] | undefined): HostingHeader[] => rules?.find((rule) => rule.source === '**')?.headers ?? [];

if (require.main === module) {
  serveDist({ port: Number(process.env.PORT ?? 5000) }).then((server) => {
    console.log(`Serving dist/ as Firebase Hosting would, on ${originOf(server)}`);
  });
}
