import type { Parser } from 'wouter';

/**
 * The parser wouter's router is given (`<Router parser>`, src/app/app.tsx): the route table's
 * patterns, matched exactly. wouter's default (regexparam) ignores case and a trailing slash, but
 * Firebase Hosting answers `/ABOUT` with the not-found document, which must then render
 * not-found, not the about page. A segment with a malformed escape matches no parameter; `*` (a
 * `<Route>` without a path) matches anything. The bundle puts it in regexparam's place
 * (webpack.config.ts), so that wouter's default is this one too.
 */
export const parse: Parser = (route) => {
  const keys: string[] = [];
  const source = route.replace(/\*|:(\w+)/g, (token, key?: string) => {
    keys.push(key ?? token);
    return key ? '((?:[^/%]|%[0-9a-fA-F]{2})+)' : '(.*)';
  });
  return { keys, pattern: new RegExp(`^${source}$`) };
};
