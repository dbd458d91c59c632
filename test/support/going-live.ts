import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The guide the workflows' and the launch check's messages send the owner to. */
export const GOING_LIVE = 'docs/going-live.md';

/** Its numbered steps, as its headings give them (`## 3. Let GitHub publish to Firebase`): number → title. */
export function guideSteps(root: string): Map<number, string> {
  const text = readFileSync(path.join(root, GOING_LIVE), 'utf8');
  return new Map([...text.matchAll(/^## (\d+)\. (.+)$/gm)].map(([, step = '', title = '']) => [Number(step), title.trim()]));
}

/** Every step a message names, written `docs/going-live.md, step 3 ("Let GitHub publish to Firebase")`. */
export function guideReferences(text: string): { step: number; title: string }[] {
  return [...text.matchAll(/docs\/going-live\.md, step (\d+) \("([^"]+)"\)/g)].map(([, step = '', title = '']) => ({ step: Number(step), title }));
}
