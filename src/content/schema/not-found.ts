import { routeKeys, type RouteKey } from '../../routes/route-table';
import { fields, list, oneOf, type Output, type Words } from './fields';

/** The not-found page: src/content/pages/not-found/<locale>.json. */
export const schema = ({ label, pageMeta, text, title }: Words) => {
  /** Pages with one address: a post needs its slug. */
  const pages = routeKeys.filter((key) => key !== 'blogPost') as [RouteKey, ...RouteKey[]];

  return fields({
    meta: pageMeta(),
    title: title({ max: 60 }),
    body: text(),
    returnHome: label({ max: 40 }),
    /** Pages a visitor who missed is likely to want, beside the way home. */
    links: fields({
      title: title({ max: 60 }),
      items: list(fields({ page: oneOf(pages), label: label({ max: 40 }), description: text() }), { min: 2, max: 6 }),
    }),
  });
};

/** What the editor at /admin calls it. */
export const label = 'Not-found page';

export type Content = Output<typeof schema>;
