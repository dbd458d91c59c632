import { createHash } from 'node:crypto';

/** A CSP source allowing exactly this inline script. */
export const scriptHashSource = (script: string): string => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
