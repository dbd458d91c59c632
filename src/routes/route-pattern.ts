import type { Parser } from 'wouter';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The parser wouter's router is given (`<Router parser>`, src/app/app.tsx), and the one compiler of
 * the route table's patterns (src/routes/paths.ts), matched exactly. wouter's default (regexparam)
 * ignores case and a trailing slash, but Firebase Hosting answers `/ABOUT` with the not-found
 * document, which must then render not-found, not the about page. A segment with a malformed
 * escape matches no parameter; `*` (a `<Route>` without a path) matches anything. Parameters are
 * named groups too, so a compiled pattern can be handed to wouter as it is. The bundle puts it in
 * regexparam's place (webpack.config.ts), so that wouter's default is this one too.
 */
export const parse = (route: string): { keys: string[]; pattern: RegExp } => {
  const keys: string[] = [];
  const source = route
    .split(/(\*|:\w+)/)
    .map((part, index) => {
      if (index % 2 === 0) return escapeRegExp(part);
      keys.push(part === '*' ? part : part.slice(1));
      return part === '*' ? '(.*)' : `(?<${part.slice(1)}>(?:[^/%]|%[0-9a-fA-F]{2})+)`;
    })
    .join('');
  return { keys, pattern: new RegExp(`^${source}$`) };
};

// Still wouter's parser: the router and the bundle's alias take it as one.
parse satisfies Parser;
