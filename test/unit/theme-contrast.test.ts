import { colors } from '../../src/styles/theme';
import { contrast } from '../support/contrast';

// Every text/background pair the components use.
const pairs: [string, string, string][] = [
  ['ink on paper', colors.ink, colors.paper],
  ['ink on tint', colors.ink, colors.tint],
  ['muted on paper', colors.muted, colors.paper],
  ['muted on tint', colors.muted, colors.tint],
  ['brand on paper', colors.brand, colors.paper],
  ['brand on tint', colors.brand, colors.tint],
  ['brandSoft on paper (eyebrows)', colors.brandSoft, colors.paper],
  ['brandSoft on tint (eyebrows)', colors.brandSoft, colors.tint],
  ['white on brand', colors.onBrand, colors.brand],
  ['white on brandStrong', colors.onBrand, colors.brandStrong],
  ['onBrandMuted on brand', colors.onBrandMuted, colors.brand],
  ['onBrandMuted on brandStrong', colors.onBrandMuted, colors.brandStrong],
  ['accent on brand', colors.accent, colors.brand],
  ['accent on brandStrong', colors.accent, colors.brandStrong],
  ['accentInk on accent (buttons)', colors.accentInk, colors.accent],
  ['danger on paper (invalid fields)', colors.danger, colors.paper],
];

describe('colour contrast (WCAG AA, 4.5:1 for body text)', () => {
  it.each(pairs)('%s', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws the rating stars at 3:1 or more (non-text contrast)', () => {
    expect(contrast(colors.star, colors.paper)).toBeGreaterThanOrEqual(3);
  });

  it('edges form fields at 3:1 or more on light surfaces (non-text contrast)', () => {
    expect(contrast(colors.fieldLine, colors.paper)).toBeGreaterThanOrEqual(3);
    expect(contrast(colors.fieldLine, colors.tint)).toBeGreaterThanOrEqual(3);
  });

  it('shows focus rings at 3:1 or more on light and dark surfaces', () => {
    expect(contrast(colors.brandSoft, colors.paper)).toBeGreaterThanOrEqual(3);
    expect(contrast(colors.brandSoft, colors.tint)).toBeGreaterThanOrEqual(3);
    expect(contrast(colors.accent, colors.brand)).toBeGreaterThanOrEqual(3);
  });
});
