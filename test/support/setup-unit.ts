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
