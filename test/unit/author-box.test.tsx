import enBlog from '../../src/content/en/blog';
import { site } from '../../src/config/site';
import { initialsOf } from '../../src/components/ui/initials';
import type { Locale } from '../../src/config/site';
import { pathFor } from '../../src/routes/paths';
import { renderApp } from '../support/render-app';

// Whether the owner has given a photograph (src/config/settings/site.json, founder.photo), as the build writes it.
let mockKind: 'photo' | 'drawing' = 'drawing';
jest.mock('../../src/assets/generated/founder-image-kind', () => ({
  get founderImageKind() {
    return mockKind;
  },
}));

const authorBox = async (locale: Locale) => {
  await renderApp(pathFor('blogPost', locale, { slug: enBlog.posts[0]!.slug }));
  const box = document.querySelector('section[aria-labelledby="author-name"]')!;
  return { images: box.querySelectorAll('img').length, initials: box.querySelector('[data-letters]')?.textContent ?? null };
};

describe.each(['en', 'ar'] as const)('the author box under a post (%s)', (locale) => {
  it('shows her initials in the brand disc while there is no photograph, never a crop of the drawing', async () => {
    mockKind = 'drawing';
    expect(await authorBox(locale)).toEqual({ images: 0, initials: initialsOf(site.founder.name[locale]).join('') });
  });

  it('shows her photograph once the owner gives one', async () => {
    mockKind = 'photo';
    expect(await authorBox(locale)).toEqual({ images: 1, initials: null });
  });
});

describe('initials', () => {
  it('take a name’s first and last word, an Arabic name’s first letter alone, and initials as written', () => {
    expect(initialsOf('Layla Haddad')).toEqual(['L', 'H']);
    expect(initialsOf('Layla bint Ahmed Haddad')).toEqual(['L', 'H']);
    expect(initialsOf('ليلى حداد')).toEqual(['ل']);
    expect(initialsOf('R. A. K.')).toEqual(['R', 'A', 'K']);
    expect(initialsOf('م. ك.')).toEqual(['م']);
  });
});
