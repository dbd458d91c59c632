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
import type { LegalBlock } from '../../../src/content/schema/legal';
import type { RichText } from '../../../src/content/schema/fields';

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

/** A list with a line for Google Analytics (the privacy policy's providers): the line, second to last, only while it counts. */
type ListWithGoogle = { list: RichText[]; googleAnalytics?: RichText };
const hasGoogleLine = (block: object): block is ListWithGoogle => 'list' in block && (block as ListWithGoogle).googleAnalytics !== undefined;

function withGoogleLine({ googleAnalytics: line, ...block }: ListWithGoogle, { googleAnalytics }: CountedWith): object {
  return googleAnalytics && line !== undefined ? { ...block, list: [...block.list.slice(0, -1), line, ...block.list.slice(-1)] } : block;
}

/** A legal page's sections with their analytics block written out, and their lists' Google Analytics line kept or left out. */
export function withAnalyticsWords<T extends Written>(words: T, countedWith: CountedWith): WithAnalyticsWords<T> {
  const written = (block: object) => (isAnalyticsWords(block) ? analyticsBlocks(block, countedWith) : hasGoogleLine(block) ? [withGoogleLine(block, countedWith)] : [block]);
  return { ...words, sections: words.sections.map((section) => ({ ...section, blocks: section.blocks.flatMap(written) })) } as WithAnalyticsWords<T>;
}

type Written = { sections: { blocks: object[] }[] };
type Section<T extends Written> = T['sections'][number];
/** The words with every analytics block (the one with `none`) written out as paragraphs and lists. */
export type WithAnalyticsWords<T extends Written> = Omit<T, 'sections'> & {
  sections: (Omit<Section<T>, 'blocks'> & { blocks: (Exclude<Section<T>['blocks'][number], { none: unknown }> | LegalBlock)[] })[];
};
