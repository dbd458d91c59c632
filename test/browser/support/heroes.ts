/** What a page's opening shows: a drawing or none, the rule that closes an inner hero, an arch round the founder's photo. */
import type { ElementHandle, Page } from 'puppeteer';

export interface HeroLook {
  /** The pictures in the hero other than a portrait (a figure with its caption), by file name. */
  drawings: string[];
  /** The rule under the hero's words: its thickness in px, 0 when there is none. */
  rule: number;
  /** The rule, after the hero's words, runs at least as wide as the headline. */
  ruleSpansText: boolean;
  /** The h1's font size in px, and the padding above the hero's first line. */
  titleSize: number;
  paddingTop: number;
}

/** The inner hero (the region its h1 names), as a visitor sees it. */
export const innerHero = (page: Page): Promise<HeroLook> =>
  page.$eval('section[aria-labelledby="page-title"]', (hero) => {
    const fileOf = (el: Element) => {
      const address = el instanceof HTMLImageElement ? el.currentSrc || el.src : el.getAttribute('srcset') ?? '';
      return new URL(address.split(/[ ,]/)[0] || 'data:', location.href).pathname.split('/').pop()!.split('.')[0]!;
    };
    // A drawing is an image, or an inline SVG bigger than an icon, that is not her portrait.
    const drawings = Array.from(hero.querySelectorAll('img, source, svg'))
      .filter((el) => !el.closest('figure'))
      .filter((el) => el.tagName !== 'svg' || el.getBoundingClientRect().width > 48)
      .map((el) => (el.tagName === 'svg' ? 'svg' : fileOf(el)));
    const container = hero.firstElementChild!;
    const after = getComputedStyle(container, '::after');
    const rule = after.content !== 'none' && after.borderTopStyle === 'solid' ? parseFloat(after.borderTopWidth) : 0;
    // A pseudo-element has no box to ask for: its width is the used one its style resolves to.
    const h1 = hero.querySelector('h1')!;
    return {
      drawings,
      rule,
      ruleSpansText: parseFloat(after.width) >= h1.getBoundingClientRect().width,
      titleSize: parseFloat(getComputedStyle(h1).fontSize),
      paddingTop: parseFloat(getComputedStyle(hero).paddingTop),
    };
  });

/** The home hero's drawing: its file and whether it shows. */
export const homeHeroArt = (page: Page): Promise<{ file: string; shown: boolean }[]> =>
  page.$$eval('section[aria-labelledby="hero-title"] img', (images) =>
    images.map((img) => ({
      file: new URL((img as HTMLImageElement).currentSrc).pathname.split('/').pop()!.split('.')[0]!,
      shown: img.getBoundingClientRect().width > 100 && (img as HTMLImageElement).naturalWidth > 0,
    })),
  );

/**
 * Whether the founder's picture stands in the arch: the top of the image a half circle (each top
 * corner rounded by half its width, the bottom square), and a line drawn round it.
 */
export const inArch = (figure: ElementHandle<Element>): Promise<boolean> =>
  figure.evaluate((el) => {
    const img = el.querySelector('img')!;
    const style = getComputedStyle(img);
    const half = img.getBoundingClientRect().width / 2;
    // A radius larger than the box is kept as written; the browser draws it scaled to fit.
    const rounded = (corner: string) => parseFloat(corner) >= half - 1;
    const ring = getComputedStyle(img.parentElement!, '::before');
    return (
      rounded(style.borderTopLeftRadius) &&
      rounded(style.borderTopRightRadius) &&
      parseFloat(style.borderBottomLeftRadius) === 0 &&
      ring.content !== 'none' &&
      parseFloat(ring.borderTopWidth) >= 1 &&
      ring.borderTopStyle === 'solid'
    );
  });
