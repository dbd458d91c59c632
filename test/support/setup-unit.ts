import '@testing-library/jest-dom';

// jsdom has no layout, so no scrolling; links call scrollTo after navigating. (Tests of build
// code run in Node, with no window.)
if (typeof window !== 'undefined') window.scrollTo = () => {};

// The not-found page logs the missed path with console.info; tests assert it rather than print it.
beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
});

// jsdom has no fetch. The post page fetches its body from a static file, and a unit test's
// post body URL is the asset stub: answer with an empty body (test/unit/blog.test.ts reads
// the real ones from disk).
if (typeof window !== 'undefined' && !('fetch' in window)) {
  Object.assign(window, { fetch: async () => ({ ok: true, status: 200, json: async () => '' }) });
}
