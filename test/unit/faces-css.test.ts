import { ARABIC_FIRST_SCREEN_RANGES, ARABIC_MARKS_RANGES, ARABIC_RANGES, LATIN_RANGES, withoutRanges } from '../../src/styles/font-ranges';
import { facesCss } from '../../src/styles/global-css';
import { locales } from '../../src/i18n/locale';

/** Each @font-face of a language's stylesheet: its family, weights, source and the characters it holds. */
function facesOf(css: string) {
  return Array.from(css.matchAll(/@font-face\{([^}]*)\}/g), ([, body]) => {
    const field = (name: string) => new RegExp(`${name}:([^;]+)`).exec(body!)?.[1] ?? '';
    const characters = new Set<number>();
    for (const part of field('unicode-range').split(',')) {
      const [from, to = from] = part.replace('U+', '').split('-').map((hex) => parseInt(hex!, 16));
      for (let code = from!; code <= to!; code++) characters.add(code);
    }
    return { family: field('font-family').replace(/'/g, ''), weight: field('font-weight'), src: field('src'), characters };
  });
}

const data = (file: string) => `data:${file}`;
const url = (file: string) => `/assets/media/${file}.woff2`;
const charactersOf = (ranges: readonly (readonly [number, number])[]) => new Set(ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)));

describe('each language’s faces', () => {
  it.each(locales)('never give two faces of a family and weight a character in common (%s)', (locale) => {
    // While one is being decoded, Chromium fetches every other face of its family that holds the character.
    const faces = facesOf(facesCss(locale, data, url));
    const shared = faces.flatMap((face, index) =>
      faces
        .slice(index + 1)
        .filter((other) => other.family === face.family && other.weight === face.weight && [...other.characters].some((code) => face.characters.has(code)))
        .map((other) => `${face.family} ${face.weight}: ${face.src} and ${other.src}`),
    );
    expect(shared).toEqual([]);
  });

  it.each(locales)('draw every character the complete faces draw (%s)', (locale) => {
    const faces = facesOf(facesCss(locale, data, url));
    const held = (family: string) => new Set(faces.filter((face) => face.family === family).flatMap((face) => [...face.characters]));
    const missing = (family: string, ranges: readonly (readonly [number, number])[]) => [...charactersOf(ranges)].filter((code) => !held(family).has(code));
    expect(missing('IBM Plex Sans Arabic', [...ARABIC_RANGES, ...ARABIC_MARKS_RANGES])).toEqual([]);
    expect(missing('Plus Jakarta Sans Variable', LATIN_RANGES)).toEqual([]);
  });

  it('bring an English page its Latin face inside, and nothing else', () => {
    const inside = facesOf(facesCss('en', data, url)).filter((face) => face.src.includes('data:'));
    expect(inside.map((face) => face.family)).toEqual(['Plus Jakarta Sans Variable']);
  });

  it('bring an Arabic page both its faces inside, cut to what its first screen draws', () => {
    const inside = facesOf(facesCss('ar', data, url)).filter((face) => face.src.includes('data:'));
    expect(inside.map((face) => `${face.family} ${face.weight}`)).toEqual(['IBM Plex Sans Arabic 400', 'IBM Plex Sans Arabic 700', 'Plus Jakarta Sans Variable 400 800']);
    expect([...inside[0]!.characters].sort()).toEqual([...charactersOf(ARABIC_FIRST_SCREEN_RANGES)].sort());
  });
});

describe('withoutRanges', () => {
  it('leaves the characters the second list does not hold', () => {
    expect(withoutRanges([[0x20, 0x7e]], [[0x30, 0x39], [0x20, 0x20], [0x7e, 0x80]])).toEqual([
      [0x21, 0x2f],
      [0x3a, 0x7d],
    ]);
    expect(withoutRanges([[0x600, 0x670]], [[0x621, 0x652]])).toEqual([
      [0x600, 0x620],
      [0x653, 0x670],
    ]);
  });
});
