import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The loopback origin a local server listens on. */
export const originOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
