/**
 * @jest-environment node
 */
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { BookingBanner } from '../../scripts/artwork/booking-banner';

describe("the booking page's banner", () => {
  it('carries no words: the page says them beside it, and it mirrors whole in Arabic', () => {
    const svg = render(h(BookingBanner, null));
    expect(svg).toMatch(/^<svg/);
    expect(svg).not.toMatch(/<(text|tspan|textPath)\b/);
  });
});
