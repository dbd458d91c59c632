/** A file that carries faces: a font, or a language's faces' stylesheet (src/styles/global-css.ts, facesCss). */
export const carriesFaces = (path: string): boolean => /\.woff2$|\/faces-[a-z]+\.[0-9a-f]+\.css$/.test(path);
