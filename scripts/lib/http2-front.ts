import { request, type Server } from 'node:http';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/**
 * Headers of one hop: HTTP/2 forbids them, and each side of the front sets its own.
 */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'te', 'host']);

const forwardable = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));

let made: ReturnType<typeof generate> | undefined;
/** One certificate for 127.0.0.1 for every front of the process: a 2048-bit key is slow to make. */
const certificate = () =>
  (made ??= generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  }));

/**
 * Serves what `site` (a local HTTP server) serves over HTTPS with HTTP/2, with a self-signed
 * certificate for 127.0.0.1, as Firebase Hosting serves the site: one connection for every file
 * of an origin, after a TLS handshake. The audit measures this way (scripts/audit.ts): Lighthouse
 * simulates a slow network from the connections it sees, and over plain HTTP/1.1 it counts a
 * new connection for each file a page asks for at once. The browser must accept the certificate
 * (`--ignore-certificate-errors`).
 */
export async function http2Front(site: Server): Promise<Http2SecureServer> {
  const { private: key, cert } = await certificate();
  const target = (site.address() as AddressInfo).port;
  const front = createSecureServer({ key, cert }, (incoming, answer) => {
    const out = request(
      { host: '127.0.0.1', port: target, path: incoming.url, method: incoming.method, headers: { ...forwardable(incoming.headers), host: `127.0.0.1:${target}` } },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, forwardable(response.headers));
        response.pipe(answer);
      },
    );
    out.on('error', () => {
      answer.statusCode = 502;
      answer.end();
    });
    incoming.pipe(out);
  });
  return new Promise((resolve) => front.listen(0, '127.0.0.1', () => resolve(front)));
}

/** The HTTPS origin of a front. */
export const secureOriginOf = (front: Http2SecureServer) => `https://127.0.0.1:${(front.address() as AddressInfo).port}`;
