/**
 * The words that speak of the founder follow the founder's gender (`site.founder.gender`): every page
 * compiled for a man carries none of the feminine forms, and for a woman it carries them. Build code:
 * it runs in Node.
 * @jest-environment node
 */
import { site, type SiteConfig } from '../../src/config/site';
import type { CompiledContent } from '../../scripts/lib/content/compile';

type Gender = SiteConfig['founder']['gender'];

/** A sentence of the compiled site: where it is, and its words. */
interface Sentence {
  where: string;
  text: string;
}

/** Every data file compiled as the build does, with the founder of the given gender. */
function compiledFor(gender: Gender): CompiledContent {
  let compiled: CompiledContent | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { site } = require('../../src/config/site') as typeof import('../../src/config/site');
    site.founder.gender = gender;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { compileAll } = require('../../scripts/lib/content/compile') as typeof import('../../scripts/lib/content/compile');
    compiled = compileAll();
  });
  return compiled!;
}

/** Each string of a compiled value, with its collection, language and field path. */
function sentences({ values }: CompiledContent, locale: 'en' | 'ar'): Sentence[] {
  const found: Sentence[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') found.push({ where, text: value });
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}.${index}`));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, `${where}.${key}`);
  };
  for (const { collection, locale: language, value } of values) if (language === locale) walk(value, `${collection.name} (${locale})`);
  return found;
}

const containing = (all: Sentence[], form: RegExp) => all.filter(({ text }) => form.test(text)).map(({ where, text }) => `${where}: "${text}"`);

/**
 * The Arabic words that agree with the founder, as each gender reads them. The feminine side must
 * never reach a man's site; both sides are where the data files write `{feminine|masculine}`.
 * (`معتمدة` alone is not one: the certificates, شهادات معتمدة, are feminine whoever holds them.)
 */
const arabic: { woman: RegExp; man: RegExp }[] = [
  { woman: /مؤسِّسة/, man: /مؤسِّس(?!ة)/ },
  { woman: /كوتش معتمدة/, man: /كوتش معتمد(?!ة)/ },
  { woman: /الكاتبة/, man: /الكاتب(?!ة)/ },
  { woman: /تدوّنها الكوتش/, man: /يدوّنها الكوتش/ },
];

/** English pronouns for a woman, as whole words. */
const herWords = /\b(she|her|hers|herself)\b/i;

describe('the words follow the founder’s gender', () => {
  const woman = compiledFor('woman');
  const man = compiledFor('man');

  it('compiles for either gender', () => {
    expect(woman.problems).toEqual([]);
    expect(man.problems).toEqual([]);
  });

  it.each(arabic)('Arabic for a man has no $woman, and has $man', ({ woman: feminine, man: masculine }) => {
    const words = sentences(man, 'ar');
    expect(containing(words, feminine)).toEqual([]);
    expect(containing(words, masculine)).not.toEqual([]);
  });

  it.each(arabic)('Arabic for a woman has $woman, and no $man', ({ woman: feminine, man: masculine }) => {
    const words = sentences(woman, 'ar');
    expect(containing(words, feminine)).not.toEqual([]);
    expect(containing(words, masculine)).toEqual([]);
  });

  it('the founder page names a man founder and certified coach', () => {
    const role = sentences(man, 'ar').find(({ where }) => where === 'founder (ar).hero.role');
    expect(role?.text).toBe(`مؤسِّس ${site.brandShort.ar} وكوتش معتمد`);
  });

  it('English for a man has no she or her', () => {
    expect(containing(sentences(man, 'en'), herWords)).toEqual([]);
  });
});
