// The privacy policy has the terms' shape and template (./legal.ts).
export { schema, type Content } from './legal';

/** What the editor at /admin calls it. */
export const label = 'Privacy policy';
