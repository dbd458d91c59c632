import { showQuoteFacesNear } from '../../src/app/quote-faces';
import { QUOTE_FACES_ATTRIBUTE } from '../../src/config/runtime';

/** jsdom has no IntersectionObserver: this one reports what a test tells it to. */
let report: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
let watched: Element[] = [];
let disconnected = false;
class FakeObserver {
  constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    report = callback;
  }
  observe(element: Element) {
    watched.push(element);
  }
  disconnect() {
    disconnected = true;
  }
}

const html = document.documentElement;
const marked = () => html.hasAttribute(QUOTE_FACES_ATTRIBUTE);

beforeEach(() => {
  Object.assign(window, { IntersectionObserver: FakeObserver });
  report = undefined;
  watched = [];
  disconnected = false;
  html.removeAttribute(QUOTE_FACES_ATTRIBUTE);
  document.body.innerHTML = '<main><p>First view</p><blockquote><p>One</p></blockquote><blockquote><p>Two</p></blockquote></main>';
});

afterEach(() => {
  delete (window as { __prerendering?: true }).__prerendering;
});

it('watches every quote and marks <html> once one nears the view, then stops watching', () => {
  showQuoteFacesNear(document.body);
  expect(watched).toHaveLength(2);
  report!([{ isIntersecting: false, target: watched[0]! }]);
  expect(marked()).toBe(false);
  report!([{ isIntersecting: true, target: watched[1]! }]);
  expect(marked()).toBe(true);
  expect(disconnected).toBe(true);
});

it('watches nothing on a page without quotes', () => {
  document.body.innerHTML = '<main><p>No quote here</p></main>';
  showQuoteFacesNear(document.body);
  expect(report).toBeUndefined();
});

it('watches nothing once <html> is marked: a later page’s quotes have their face already', () => {
  html.setAttribute(QUOTE_FACES_ATTRIBUTE, '');
  showQuoteFacesNear(document.body);
  expect(report).toBeUndefined();
});

it('leaves the prerender’s HTML unmarked, whatever its viewport shows', () => {
  Object.assign(window, { __prerendering: true });
  showQuoteFacesNear(document.body);
  expect(report).toBeUndefined();
  expect(marked()).toBe(false);
});

it('stops watching when the page is left', () => {
  const stop = showQuoteFacesNear(document.body);
  stop();
  expect(disconnected).toBe(true);
});
