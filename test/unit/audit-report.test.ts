/**
 * The rules `npm run audit` holds every page to, and the two things it derives: medians and the
 * page without its scripts. Build code: it runs in Node.
 * @jest-environment node
 */
import { auditTable, budgetMisses, median, medianFigures, type Floor, type PageAudit, type RunFigures } from '../../scripts/lib/audit-report';
import { withoutScripts } from '../../scripts/lib/script-free-twin';

const perfect: RunFigures = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 1200,
  lcp: 1300,
  tbt: 120,
  cls: 0,
  transferred: 210_000,
};

/** The floor page as this machine kind scores it. */
const floor: Floor = { performance: 99, tbt: 97, fcp: 900, lcp: 900 };

const audit = (site: Partial<RunFigures>, page: Partial<PageAudit> = {}): PageAudit => ({
  path: '/',
  indexed: true,
  site: { ...perfect, ...site },
  initialJs: 89_000,
  ...page,
});

describe('the budget', () => {
  it('holds performance and TBT to the floor page: 2 points under it, 100 ms over it, and no further', () => {
    expect(budgetMisses(audit({ performance: 97, tbt: 197 }), floor)).toEqual([]);
    expect(budgetMisses(audit({ performance: 96, tbt: 198 }), floor)).toEqual([
      "performance 96 < 97 (the floor page's 99 − 2)",
      "TBT 198 ms > 197 ms (the floor page's 97 + 100)",
    ]);
    // The same page passes on a machine whose floor is lower, where a perfect score cannot be shown.
    expect(budgetMisses(audit({ performance: 96 }), { ...floor, performance: 98 })).toEqual([]);
  });

  it('names each other bar a page misses', () => {
    expect(budgetMisses(audit({ accessibility: 98, bestPractices: 96, seo: 92 }), floor)).toEqual(['accessibility 98 < 100', 'best practices 96 < 100', 'SEO 92 < 100']);
  });

  it('excuses the SEO score of a page that is not indexed, and nothing else', () => {
    expect(budgetMisses(audit({ seo: 66 }, { indexed: false }), floor)).toEqual([]);
    expect(budgetMisses(audit({ seo: 66, accessibility: 96 }, { indexed: false }), floor)).toEqual(['accessibility 96 < 100']);
  });

  it('holds CLS to zero at the precision it is reported', () => {
    expect(budgetMisses(audit({ cls: 0.0004 }), floor)).toEqual([]);
    expect(budgetMisses(audit({ cls: 0.002 }), floor)).toEqual(['CLS 0.002 > 0']);
  });

  it('wants the first view complete within 150 ms of the first paint', () => {
    expect(budgetMisses(audit({ fcp: 1000, lcp: 1150 }), floor)).toEqual([]);
    expect(budgetMisses(audit({ fcp: 1000, lcp: 1151 }), floor)).toEqual(['LCP 151 ms after FCP > 150 ms']);
  });

  it("holds an Arabic page's LCP to 1.05 times its English twin's", () => {
    const pages = [audit({ fcp: 1000, lcp: 1000 }), audit({ fcp: 1000, lcp: 1050 }, { path: '/ar' }), audit({ fcp: 1000, lcp: 1000 }, { path: '/about' })];
    const arabicAbout = audit({ fcp: 1000, lcp: 1060 }, { path: '/ar/about' });
    expect(budgetMisses(pages[1]!, floor, pages)).toEqual([]);
    expect(budgetMisses(arabicAbout, floor, [...pages, arabicAbout])).toEqual(["LCP 1.06 × the English page's > 1.05"]);
    // Without its twin in the run (an audit of some pages only), nothing to compare.
    expect(budgetMisses(arabicAbout, floor, [arabicAbout])).toEqual([]);
  });
});

describe('medians', () => {
  it('takes the middle value, whatever the order of the runs', () => {
    expect(median([2100, 1300, 1500])).toBe(1500);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('takes each figure from its own runs', () => {
    const runs = [
      { ...perfect, performance: 96, lcp: 1800 },
      { ...perfect, performance: 99, lcp: 1200 },
      { ...perfect, performance: 94, lcp: 1500 },
    ];
    expect(medianFigures(runs)).toMatchObject({ performance: 96, lcp: 1500 });
  });
});

describe('the table', () => {
  it('gives the floor page a row, then each page beside it, an Arabic one with its LCP over the English', () => {
    const table = auditTable([audit({}), audit({ lcp: 1370 }, { path: '/ar' })], floor, 3);
    expect(table).toContain('| the floor page | 99 | 97 ms | 0.90 s | 0.90 s | 0 ms |');
    expect(table).toContain('| `/` | 99 | 120 ms | 1.20 s | 1.30 s | 100 ms |  | 0.000 | 100 | 100 | 100 | 210.0 KB | 89.0 KB |');
    expect(table).toContain('| `/ar` | 99 | 120 ms | 1.20 s | 1.37 s | 170 ms | 1.05 | 0.000 |');
    expect(table).toContain("- `/ar`: LCP 170 ms after FCP > 150 ms");
  });

  it('says when every page meets the budget', () => {
    expect(auditTable([audit({})], floor, 3)).toContain('Every page meets the budget (1 pages).');
  });

  it("says whether the machine is as fast as Lighthouse's CPU slowdown assumes", () => {
    const fast = auditTable([audit({})], floor, 3, [1650.4, 1210, 2160]);
    expect(fast).toContain("Lighthouse's CPU benchmark of this machine: median 1650 (1210–2160 over 3 runs); at or above the 1000");
    expect(fast).not.toContain('understate');
    expect(auditTable([audit({})], floor, 3, [800, 950, 1200])).toContain('median 950 (800–1200 over 3 runs); below the 1000 its 4× CPU slowdown assumes');
    expect(auditTable([audit({})], floor, 3)).not.toContain('CPU benchmark');
  });
});

describe('the page without scripts', () => {
  const page =
    '<html><head><script type="module" src="/assets/js/main.1a2b3c4d.js" data-chunks="/assets/js/a.js /assets/js/b.js" fetchpriority="low"></script>' +
    '<script type="application/ld+json">{"@context":"https://schema.org"}</script></head><body><h1>Hi</h1></body></html>';

  it('drops the app and keeps the structured data and the page', () => {
    const twin = withoutScripts(page);
    expect(twin).not.toContain('type="module"');
    expect(twin).toContain('application/ld+json');
    expect(twin).toContain('<h1>Hi</h1>');
  });

  it('refuses a page with a script it does not know how to remove', () => {
    expect(() => withoutScripts(`${page}<script src="/other.js"></script>`)).toThrow(/script/);
  });
});
