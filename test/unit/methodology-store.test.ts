import { BAR_DELAY_MS, isBarFilled, isShown, stepDelayMs, useMethodologyStore } from '../../src/state/methodology-store';

const initial = useMethodologyStore.getState();
beforeEach(() => {
  jest.useFakeTimers();
  useMethodologyStore.setState(initial, true);
});
afterEach(() => jest.useRealTimers());

const shown = () => [0, 1, 2, 3].map((i) => isShown(useMethodologyStore.getState(), i));
const filled = () => isBarFilled(useMethodologyStore.getState());

describe('the methodology reveal', () => {
  it('shows everything until it is armed: the prerender, reduced motion, no JavaScript', () => {
    expect(shown()).toEqual([true, true, true, true]);
    expect(filled()).toBe(true);
  });

  it('hides while waiting, then fills the bar after 200 ms and shows step i after 300 + 100 × i ms', () => {
    const { wait, reveal } = useMethodologyStore.getState();
    wait();
    expect(shown()).toEqual([false, false, false, false]);
    expect(filled()).toBe(false);
    reveal(4);
    jest.advanceTimersByTime(BAR_DELAY_MS - 1);
    expect(filled()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(filled()).toBe(true);
    expect(shown()).toEqual([false, false, false, false]);
    expect([0, 1, 2, 3].map(stepDelayMs)).toEqual([300, 400, 500, 600]);
    jest.advanceTimersByTime(stepDelayMs(0) - BAR_DELAY_MS);
    expect(shown()).toEqual([true, false, false, false]);
    jest.advanceTimersByTime(100);
    expect(shown()).toEqual([true, true, false, false]);
    jest.advanceTimersByTime(200);
    expect(shown()).toEqual([true, true, true, true]);
  });

  it('reveals once: it never hides again, and a second reveal does nothing', () => {
    const { wait, reveal } = useMethodologyStore.getState();
    wait();
    reveal(4);
    jest.runAllTimers();
    wait();
    reveal(4);
    expect(useMethodologyStore.getState().phase).toBe('revealing');
    expect(shown()).toEqual([true, true, true, true]);
  });

  it('does not reveal what was never hidden', () => {
    useMethodologyStore.getState().reveal(4);
    expect(useMethodologyStore.getState().phase).toBe('static');
  });
});
