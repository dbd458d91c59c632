// The terms have the privacy policy's shape and template (./legal.ts).
export { schema, type Content } from './legal';

/** What the editor at /admin calls it. */
export const label = 'Terms and conditions';
