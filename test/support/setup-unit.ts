import '@testing-library/jest-dom';

// jsdom has no layout, so no scrolling; links call scrollTo after navigating.
window.scrollTo = () => {};

// The not-found page logs the missed path with console.info; tests assert it rather than print it.
beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
});
