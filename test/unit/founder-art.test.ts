/**
 * @jest-environment node
 */
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { FounderArt } from '../../scripts/artwork/founder-art';

describe("the founder's drawing", () => {
  it('carries no words: no text, no initials, no name (the pages set her name beside it as text)', () => {
    const svg = render(h(FounderArt, null));
    expect(svg).toMatch(/^<svg/);
    expect(svg).not.toMatch(/<(text|tspan|textPath)\b/);
  });
});
