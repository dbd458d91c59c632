/** A file that carries faces: a font, or a language's stylesheet (src/styles/global-css.ts, siteCss). */
export const carriesFaces = (path: string): boolean => /\.woff2$|\/site-[a-z]+\.[0-9a-f]+\.css$/.test(path);

/** A stylesheet without its web faces: only the @font-face rules of a local() face (the fallbacks) are left. */
export const withoutWebFaces = (css: string): string => css.replace(/@font-face\{[^}]*\}/g, (rule) => (/src:\s*local\(/.test(rule) ? rule : ''));
