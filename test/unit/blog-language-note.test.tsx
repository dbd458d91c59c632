import arWords from '../../src/content/generated/ar/blog';
import { renderApp } from '../support/render-app';

// Every post with its Arabic version, as on the live site, whatever posts the tests' fixtures add
// (the English-only one, for which the note shows: test/browser/blog.test.ts).
jest.mock('../../src/content/blog/generated/posts-ar', () => {
  const actual = jest.requireActual('../../src/content/blog/generated/posts-ar');
  return { __esModule: true, default: actual.default.filter((post: { lang: string }) => post.lang === 'ar') };
});

it('says nothing of English articles on the Arabic blog while every post has its Arabic version', async () => {
  expect(arWords.otherLanguageNote).toBeTruthy();
  await renderApp('/ar/blog');
  const main = document.querySelector('main')!;
  expect(main.querySelector('h1')?.textContent).toBe(arWords.hero.title);
  expect(main.querySelectorAll('ul > li').length).toBeGreaterThan(0);
  expect(main.textContent).not.toContain(arWords.otherLanguageNote);
});
