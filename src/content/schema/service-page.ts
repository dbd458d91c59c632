import { z } from 'zod';
import { fields, list, type Words } from './fields';

/** A service page: src/content/service-pages/<service>/<locale>.json. The sections' order is the template's (serviceSectionOrder). */
export const servicePageSchema = ({ closing, faqItem, hero, iconItem, item, pageMeta, testimonial, text }: Words) => {
  const eyebrow = text({ max: 60 }).optional();
  const heading = { eyebrow, title: text({ max: 90 }), intro: text().optional() };

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
    hero: hero({ cta: text({ max: 60 }) }),
    sections: list(section, { min: 3 }),
    closing: closing(),
  });
};
