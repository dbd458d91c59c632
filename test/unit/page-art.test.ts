/**
 * @jest-environment node
 */
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { PageArt, pageArtNames } from '../../scripts/artwork/page-art';

/** A drawing's SVG with its own id prefix taken out: two names drawing the same scene give the same text. */
const drawn = (name: (typeof pageArtNames)[number]) => render(h(PageArt, { name })).replaceAll(`pg-${name}`, 'pg-');

describe('the drawings in the arch (scripts/artwork/page-art.tsx)', () => {
  it('are each a scene of their own, with no words in them', () => {
    const byScene = new Map<string, string[]>();
    for (const name of pageArtNames) {
      const svg = drawn(name);
      expect(svg).toMatch(/^<svg/);
      expect(svg).not.toMatch(/<(text|tspan|textPath)\b/);
      byScene.set(svg, [...(byScene.get(svg) ?? []), name]);
    }
    expect([...byScene.values()].filter((names) => names.length > 1)).toEqual([]);
  });
});
