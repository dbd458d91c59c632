/**
 * What scripts/generate-artwork.ts draws from that the owner edits: the brand and the tagline
 * (the share cards) and each post's drawing; the founder's drawing carries no words. `npm start`
 * draws the artwork again only when these change in a way that needs a new picture: drawing
 * takes seconds when little changed, minutes from nothing. Keep it in step with what
 * generate-artwork.ts reads.
 */
import { site } from '../../src/config/site';
import { locales } from '../../src/i18n/locale';
import { uiWords } from './content/read';
import type { ArtworkInputs } from './dev/plan';
import { readPosts } from './posts';

/** The inputs now; throws what is wrong with a post or the interface strings. */
export const artworkInputs = (): ArtworkInputs => ({
  words: JSON.stringify([site.brand, locales.map((locale) => uiWords(locale).tagline)]),
  posts: readPosts().map((post) => `${post.slug}:${post.en.artwork}`),
});

