/**
 * Serves dist/ through superstatic with the project's firebase.json: the same
 * redirects, headers, clean URLs and 404 page that Firebase Hosting serves.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { server as superstatic } from 'superstatic';
import { originOf } from './lib/origin';

const root = path.resolve(__dirname, '..');

/**
 * `publicDir`, relative to the project root, serves another folder with the same rules: the
 * audit serves a copy of dist/ without scripts this way.
 */
export function serveDist({ port = 0, hostname = '127.0.0.1', publicDir = 'dist' } = {}): Promise<Server> {
  const { hosting } = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as { hosting: Record<string, unknown> };
  // superstatic joins `public` to cwd: cwd must be the project root and `public` relative to it.
  const app = superstatic({ cwd: root, config: { ...hosting, public: publicDir }, hostname, port, compression: true });
  return new Promise((resolve) => {
    // superstatic's server takes port and host from its options; listen() takes only the callback.
    const server: Server = app.listen(() => resolve(server));
  });
}

if (require.main === module) {
  serveDist({ port: Number(process.env.PORT ?? 5000) }).then((server) => {
    console.log(`Serving dist/ as Firebase Hosting would, on ${originOf(server)}`);
  });
}
