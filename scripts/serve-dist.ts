/**
 * Serves dist/ through superstatic with the project's firebase.json: the same
 * redirects, headers, clean URLs and 404 page that Firebase Hosting serves.
 */
import type { Server } from 'node:http';
import path from 'node:path';
import { server as superstatic } from 'superstatic';
import { originOf } from './lib/origin';

const root = path.resolve(__dirname, '..');

export function serveDist({ port = 0, hostname = '127.0.0.1' } = {}): Promise<Server> {
  // superstatic resolves firebase.json's `public` against cwd: it must be the project root, not dist.
  const app = superstatic({ cwd: root, config: path.join(root, 'firebase.json'), hostname, port, compression: true });
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
