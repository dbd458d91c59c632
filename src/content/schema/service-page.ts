import { z } from 'zod';
import { fields, list, type Output, type Words } from './fields';
import type { Content as OffersContent } from './offers';

/**
 * The one order of a service page's sections: what changes, how, a client's words, what we work
 * on, what it costs, questions, where else to go. Every kind appears once, except `cards`, which a
 * page may list none, one or two of; the schema refuses any other order.
 */
export const serviceSectionOrder = ['outcomes', 'process', 'testimonial', 'cards', 'pricing', 'faq', 'related'] as const;

/** What is wrong with a page's kinds of section, in order, or undefined when they follow serviceSectionOrder. */
export function sectionOrderProblem(kinds: readonly string[]): string | undefined {
  // Card grids side by side count once; any other kind listed twice is out of order.
  const runs = kinds.filter((kind, i) => kind !== 'cards' || kinds[i - 1] !== 'cards');
  const expected = serviceSectionOrder.filter((kind) => kind !== 'cards' || kinds.includes('cards'));
  const cards = kinds.filter((kind) => kind === 'cards').length;
  if (runs.join() === expected.join() && cards <= 2) return undefined;
  return `are ${kinds.join(', ')}; a service page lists ${serviceSectionOrder.map((kind) => (kind === 'cards' ? 'cards (none, one or two, together)' : kind)).join(', ')}, in this order, each once`;
}

/** A service page: src/content/service-pages/<service>/<locale>.json. The sections' order is the template's (serviceSectionOrder). */
export const schema = ({ closing, faqItem, hero, iconItem, item, label, pageMeta, testimonial, text, title }: Words) => {
  const eyebrow = title({ max: 60 }).optional();
  const heading = { eyebrow, title: title({ max: 90 }), intro: text().optional() };

  const section = z.union(
    [
      // What changes for the client: short lines with check marks, or a few titled points with icons.
      fields({ kind: z.literal('outcomes'), ...heading, checklist: list(text()) }),
      fields({ kind: z.literal('outcomes'), ...heading, items: list(iconItem()) }),
      fields({ kind: z.literal('process'), ...heading, steps: list(item(), { min: 2, max: 6 }) }),
      fields({ kind: z.literal('testimonial'), ...heading, testimonial: testimonial() }),
      fields({ kind: z.literal('cards'), ...heading, items: list(iconItem(), { min: 2, max: 8 }) }),
      fields({ kind: z.literal('pricing'), ...heading }),
      fields({ kind: z.literal('faq'), ...heading, items: list(faqItem(), { min: 1, max: 10 }) }),
      fields({ kind: z.literal('related'), ...heading }),
    ],
    { error: 'must name its "kind": outcomes, process, testimonial, cards, pricing, faq or related' },
  );

  return fields({
    meta: pageMeta(),
    /** `cta` opens this service's own scheduling page, so it names the service. */
    hero: hero({ cta: label({ max: 60 }) }),
    sections: list(section, { min: 3 }).superRefine((sections, ctx) => {
      const problem = sectionOrderProblem(sections.map((section) => section.kind));
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: sections });
    }),
    closing: closing(),
  });
};

/** What the editor at /admin calls it. */
export const label = 'Service page';

/** One section of a service page: every service lists its own, in serviceSectionOrder. */
export type ServiceSection = Output<typeof schema>['sections'][number];

/** A service page's words, with the offers put in at build. */
export type Content = Output<typeof schema> & { offers: OffersContent };
