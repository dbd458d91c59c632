/**
 * The privacy policy's words on visit counting, chosen by the analytics settings
 * (src/config/settings/analytics.json): with no service, that none is used; with some, what they
 * count and how, then who runs each one. A legal page's `analytics` block becomes these blocks at
 * build, so the policy never says more or less than the site does.
 */
import type { AnalyticsService } from '../../../src/config/analytics';
import type { LegalBlock } from '../../../src/content/types/legal';
import type { RichText } from '../../../src/content/types/common';

type Line = { cloud: RichText; ownServer: RichText };

/** An `analytics` block as the schema gives it. */
export type AnalyticsWords = { none: RichText; counted: RichText } & Record<AnalyticsService['name'], Line>;

export const isAnalyticsWords = (block: object): block is AnalyticsWords => 'counted' in block;

export function analyticsBlocks(words: AnalyticsWords, services: readonly AnalyticsService[]): LegalBlock[] {
  if (services.length === 0) return [{ paragraph: words.none }];
  return [{ paragraph: words.counted }, { list: services.map((service) => (service.ownServer ? words[service.name].ownServer : words[service.name].cloud)) }];
}

/** A legal page's sections with their analytics block written out. */
export function withAnalyticsWords<T extends { sections: { blocks: object[] }[] }>(words: T, services: readonly AnalyticsService[]): T {
  return { ...words, sections: words.sections.map((section) => ({ ...section, blocks: section.blocks.flatMap((block) => (isAnalyticsWords(block) ? analyticsBlocks(block, services) : [block])) })) };
}
