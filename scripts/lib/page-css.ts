import CleanCSS from 'clean-css';

/**
 * styled-components' serialisation of its sheet: each rule as the browser writes it back
 * (`color: rgb(29, 21, 40)`), then `/*!sc*\/`, with a group marker
 * (`data-styled.g12[id="sc-…"]{content:"…,"}`) after each component's rules.
 */
const MARKER = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g;
const SEPARATOR = /\/\*!sc\*\//g;

// Level 1 only: each rule shortened on its own (spaces, colours, zeros), none merged or moved,
// so the cascade is the one the components wrote.
const minifier = new CleanCSS({ level: 1 });

/**
 * The CSS a prerendered page carries (PAGE_STYLES_ATTRIBUTE, src/config/runtime.ts): the rules of its render,
 * minified, without the markers only styled-components' rehydration reads (the app renders
 * afresh; none of it rehydrates). Written by the prerender, so a rule the minifier cannot read
 * stops the build rather than ship a page without it.
 */
export function pageCss(serialized: string): string {
  const css = serialized.replace(MARKER, '').replace(SEPARATOR, '\n');
  const { styles, errors, warnings } = minifier.minify(css);
  const problems = [...errors, ...warnings];
  if (problems.length > 0) throw new Error(`The page's CSS could not be minified:\n${problems.join('\n')}`);
  return styles;
}

/** The selectors of minified CSS, each with its block's opening brace (at-rules' preludes too: they name no class). */
const SELECTORS = /([^{}]*)\{/g;
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * Shorter class names for a prerendered page: each class its CSS names becomes `_0`, `_1`, …,
 * the most used first; a class no rule names goes. styled-components' names are hashes (`eBcqTb`,
 * and each component's id, `sc-bdnzMm`), which compress badly; nothing but this CSS reads them in
 * a page nothing hydrates, and the app's own never begin with `_`. `classLists` are the page's
 * `class` attributes; returns the CSS renamed and each old name's new one.
 */
export function shortClassNames(css: string, classLists: readonly string[]): { css: string; names: Record<string, string> } {
  const named = new Set([...css.matchAll(SELECTORS)].flatMap(([, selector]) => [...(selector ?? '').matchAll(CLASS)].map(([, name]) => name!)));
  const uses = new Map<string, number>();
  for (const name of classLists.flatMap((list) => list.split(/\s+/))) if (named.has(name)) uses.set(name, (uses.get(name) ?? 0) + 1);
  const names = Object.fromEntries([...uses].sort(([, a], [, b]) => b - a).map(([name], index) => [name, `_${index.toString(36)}`]));
  const renamed = css.replace(SELECTORS, (_, selector: string) => `${selector.replace(CLASS, (whole, name: string) => (names[name] ? `.${names[name]}` : whole))}{`);
  return { css: renamed, names };
}
