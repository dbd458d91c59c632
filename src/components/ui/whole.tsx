import type { ReactNode } from 'react';

/**
 * A number or code read as one: a phone or licence number, a price with its currency, a date. It is
 * isolated from the words round it (`dir="ltr"` for a Latin code inside Arabic) and never broken
 * across lines: `[data-whole]` is `nowrap` in the site-wide stylesheet (src/styles/global-css.ts),
 * so words written at build (the legal pages, a post) keep it whole too.
 */
export function Whole({ children, ltr = false }: { children: ReactNode; ltr?: boolean }) {
  return (
    <bdi data-whole="" dir={ltr ? 'ltr' : undefined}>
      {children}
    </bdi>
  );
}
