/**
 * The rules `npm run audit` holds every page to, and the two things it derives: medians and the
 * page without its scripts. Build code: it runs in Node.
 * @jest-environment node
 */
import { auditTable, budgetMisses, median, medianFigures, type PageAudit, type RunFigures } from '../../scripts/lib/audit-report';
import { withoutScripts } from '../../scripts/lib/script-free-twin';

const perfect: RunFigures = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1300,
  tbt: 120,
  cls: 0,
  transferred: 210_000,
};

const audit = (site: Partial<RunFigures>, page: Partial<PageAudit> = {}): PageAudit => ({
  path: '/',
  indexed: true,
  site: { ...perfect, ...site },
  twin: { performance: 100, tbt: 40, lcp: 1300 },
  initialJs: 97_000,
  ...page,
});

describe('the budget', () => {
  it('passes a page that meets every bar, performance exactly 95 included', () => {
    expect(budgetMisses(audit({}))).toEqual([]);
    expect(budgetMisses(audit({ performance: 95 }))).toEqual([]);
  });

  it('names each bar a page misses', () => {
    expect(budgetMisses(audit({ performance: 94, accessibility: 98, bestPractices: 96, seo: 92 }))).toEqual([
      'performance 94 < 95',
      'accessibility 98 < 100',
      'best practices 96 < 100',
      'SEO 92 < 100',
    ]);
  });

  it('excuses the SEO score of a page that is not indexed, and nothing else', () => {
    expect(budgetMisses(audit({ seo: 66 }, { indexed: false }))).toEqual([]);
    expect(budgetMisses(audit({ seo: 66, accessibility: 96 }, { indexed: false }))).toEqual(['accessibility 96 < 100']);
  });

  it('holds CLS to zero at the precision it is reported', () => {
    expect(budgetMisses(audit({ cls: 0.0004 }))).toEqual([]);
    expect(budgetMisses(audit({ cls: 0.002 }))).toEqual(['CLS 0.002 > 0']);
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
  it('gives each page a row with its LCP against the page without scripts, and marks one past the goal', () => {
    const table = auditTable([audit({}), audit({ lcp: 2000 }, { path: '/ar' })], 3);
    expect(table).toContain('| `/` | 99 | 100 | 100 | 100 | 100 | 1.30 s | 1.30 s | 1.00 | 120 ms | 40 ms | 0.000 | 210.0 KB | 97.0 KB |');
    expect(table).toContain('| `/ar` | 99 | 100 | 100 | 100 | 100 | 2.00 s | 1.30 s | 1.54 ✗ |');
    expect(table).toContain('Every page meets the budget (2 pages).');
    expect(table).toContain('Past the LCP goal: `/ar` (1.54).');
    expect(table).not.toContain('floor page');
  });

  it('ends with the floor page, what any page scores on the machine, when it was measured', () => {
    expect(auditTable([audit({})], 3, { floor: { performance: 99, tbt: 62.4 } })).toContain(
      'The floor page (one heading and one paragraph, nothing else) served the same way: performance 99, TBT 62 ms',
    );
  });

  it("says whether the machine is as fast as Lighthouse's CPU slowdown assumes", () => {
    const fast = auditTable([audit({})], 3, { benchmarks: [1650.4, 1210, 2160] });
    expect(fast).toContain("Lighthouse's CPU benchmark of this machine: median 1650 (1210–2160 over 3 runs); at or above the 1000");
    expect(fast).not.toContain('understate');
    expect(auditTable([audit({})], 3, { benchmarks: [800, 950, 1200] })).toContain('median 950 (800–1200 over 3 runs); below the 1000 its 4× CPU slowdown assumes');
    expect(auditTable([audit({})], 3)).not.toContain('CPU benchmark');
  });

  it('lists the pages that miss the budget, with what they miss', () => {
    expect(auditTable([audit({ performance: 90 }, { path: '/blog' })], 3)).toContain('- `/blog`: performance 90 < 95');
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
