/**
 * The test server for engines whose driver cannot tell what went wrong in the page, nor hold a
 * request: the run's served dist/ (global-setup.ts: firebase.json, local headers), behind a small
 * proxy that
 *  - adds one same-origin script to the head of every HTML response, which records the page's
 *    errors, unhandled rejections, console.error and console.warn calls, failed loads and CSP
 *    violations in a global the test reads (`recordedProblems`);
 *  - takes POSTs to FORM_ENDPOINT_PATH, records them, and answers as a form service does: a 303
 *    to the form's `_redirect`, on this server.
 * Nothing else changes: what `npm run preview` and production serve stays as it is.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sharedSite } from './shared-site';

export const RECORDER_PATH = '/__test/record-problems.js';
export const FORM_ENDPOINT_PATH = '/__test/form';

export interface RecordedPost {
  contentType: string | undefined;
  fields: Record<string, string>;
}

export interface RecordingSite {
  origin: string;
  /** Every POST to FORM_ENDPOINT_PATH, in order. */
  posts: RecordedPost[];
  close: () => Promise<void>;
}

declare global {
  interface Window {
    recordedProblems?: string[];
    /** The prerendered `main h1`, held before any module runs: the page landed on keeps this very node. */
    prerenderedHeading?: Element | null;
  }
}

/** Runs in the page, before any of its own scripts. */
function recordProblems() {
  const problems: string[] = [];
  window.recordedProblems = problems;
  const describe = (value: unknown): string => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === 'string') return value;
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return String(value);
    }
  };
  for (const level of ['error', 'warn'] as const) {
    const original = console[level];
    console[level] = (...args: unknown[]) => {
      problems.push(`console.${level}: ${args.map(describe).join(' ')}`);
      original.apply(console, args);
    };
  }
  // Captured: a failed <img>, <script> or <link> fires an error event that does not bubble.
  addEventListener(
    'error',
    (event: Event) => {
      if (event instanceof ErrorEvent) {
        problems.push(`uncaught: ${event.message}`);
      } else {
        const element = event.target as HTMLImageElement & HTMLLinkElement;
        problems.push(`failed to load: <${element.localName}> ${element.currentSrc || element.src || element.href || ''}`);
      }
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => problems.push(`unhandled rejection: ${describe(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) => problems.push(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') window.prerenderedHeading = document.querySelector('main h1');
  });
}

const recorderSource = `(${recordProblems.toString()})();\n`;

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Headers a proxy must not pass on: the body is decoded and may change length. */
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'host', 'accept-encoding']);

export async function startRecordingSite(): Promise<RecordingSite> {
  const upstreamOrigin = sharedSite().origin;
  const posts: RecordedPost[] = [];

  const proxy: Server = createServer((request, response) => {
    void (async () => {
      const url = request.url ?? '/';
      if (url === RECORDER_PATH) {
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
        response.end(recorderSource);
        return;
      }
      if (request.method === 'POST' && url === FORM_ENDPOINT_PATH) {
        const fields = Object.fromEntries(new URLSearchParams((await readBody(request)).toString('utf8')));
        posts.push({ contentType: request.headers['content-type'], fields });
        const back = fields._redirect ? new URL(fields._redirect).pathname : '/';
        response.writeHead(303, { location: back });
        response.end();
        return;
      }
      const headers = Object.entries(request.headers).flatMap(([key, value]) =>
        hopByHop.has(key) || value === undefined ? [] : [[key, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
      );
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      const answer = await fetch(`${upstreamOrigin}${url}`, {
        method: request.method,
        headers,
        redirect: 'manual',
        body: hasBody ? new Uint8Array(await readBody(request)) : undefined,
      });
      const out: Record<string, string> = {};
      answer.headers.forEach((value, key) => {
        if (!hopByHop.has(key)) out[key] = key === 'location' ? value.replace(upstreamOrigin, '') : value;
      });
      let body = Buffer.from(await answer.arrayBuffer());
      if ((answer.headers.get('content-type') ?? '').startsWith('text/html')) {
        const html = body.toString('utf8').replace(/<head[^>]*>/i, (tag) => `${tag}<script src="${RECORDER_PATH}"></script>`);
        body = Buffer.from(html, 'utf8');
      }
      response.writeHead(answer.status, { ...out, 'content-length': String(body.length) });
      response.end(request.method === 'HEAD' ? undefined : body);
    })().catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`test proxy: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));

  return {
    origin: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    posts,
    close: async () => {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
