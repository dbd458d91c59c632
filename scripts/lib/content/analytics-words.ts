/**
 * The privacy policy's words on visit counting, chosen by the analytics settings
 * (src/config/settings/analytics.json): with no service, that none is used; with Google Analytics,
 * what it counts once the visitor accepts, its cookies, who runs it and how to take the consent
 * back; with cookieless services, what they count and how, then who runs each one. A legal page's
 * `analytics` block becomes these blocks at build, so the policy never says more or less than the
 * site does.
 */
import type { AnalyticsService } from '../../../src/config/analytics';
import type { AnalyticsSettings } from '../../../src/config/schema/analytics';
import type { LegalBlock } from '../../../src/content/types/legal';
import type { RichText } from '../../../src/content/types/common';

type Line = { cloud: RichText; ownServer: RichText };

/** Google Analytics' words, as the schema gives them. */
type GoogleAnalyticsWords = { counted: RichText; cookies: RichText[]; whoRunsIt: RichText; changeYourMind: RichText; withCookieless: RichText };

/** An `analytics` block as the schema gives it. */
export type AnalyticsWords = { none: RichText; counted: RichText; googleAnalytics: GoogleAnalyticsWords } & Record<AnalyticsService['name'], Line>;

/** What the policy follows: the services the sender counts with, and Google Analytics if chosen. */
export type CountedWith = Pick<AnalyticsSettings, 'services' | 'googleAnalytics'>;

export const isAnalyticsWords = (block: object): block is AnalyticsWords => 'counted' in block;

export function analyticsBlocks(words: AnalyticsWords, { services, googleAnalytics }: CountedWith): LegalBlock[] {
  const cookieless = services.map((service) => (service.ownServer ? words[service.name].ownServer : words[service.name].cloud));
  if (!googleAnalytics) return services.length === 0 ? [{ paragraph: words.none }] : [{ paragraph: words.counted }, { list: cookieless }];
  // The cookieless services' `counted` opens by saying the site sets no cookies: with Google's, they get a paragraph of their own.
  const ga = words.googleAnalytics;
  return [
    { paragraph: ga.counted },
    { list: ga.cookies },
    { paragraph: ga.whoRunsIt },
    { paragraph: ga.changeYourMind },
    ...(services.length === 0 ? [] : [{ paragraph: ga.withCookieless }, { list: cookieless }]),
  ];
}

/** A legal page's sections with their analytics block written out. */
export function withAnalyticsWords<T extends { sections: { blocks: object[] }[] }>(words: T, countedWith: CountedWith): T {
  return { ...words, sections: words.sections.map((section) => ({ ...section, blocks: section.blocks.flatMap((block) => (isAnalyticsWords(block) ? analyticsBlocks(block, countedWith) : [block])) })) };
}
