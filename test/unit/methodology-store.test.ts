import { isShown, methodologyStore } from '../../src/state/methodology-store';
import { reveal, revealStaggerMs } from '../../src/styles/theme';

const initial = methodologyStore.getState();
beforeEach(() => methodologyStore.setState(initial, true));

const shown = () => isShown(methodologyStore.getState());

describe('the methodology reveal', () => {
  it('shows everything until it is armed: the prerender, reduced motion, no JavaScript', () => {
    expect(shown()).toBe(true);
  });

  it('hides while waiting, then shows the bar and every step at once for the styles to stagger', () => {
    const { wait, reveal: show } = methodologyStore.getState();
    wait();
    expect(shown()).toBe(false);
    show();
    expect(methodologyStore.getState().phase).toBe('revealing');
    expect(shown()).toBe(true);
  });

  it('reveals once: it never hides again, and a second reveal does nothing', () => {
    const { wait, reveal: show } = methodologyStore.getState();
    wait();
    show();
    wait();
    show();
    expect(methodologyStore.getState().phase).toBe('revealing');
    expect(shown()).toBe(true);
  });

  it('does not reveal what was never hidden', () => {
    methodologyStore.getState().reveal();
    expect(methodologyStore.getState().phase).toBe('static');
  });
});

describe('the reveal’s timing', () => {
  it.each([1, 2, 3, 4, 6, 10])('ends within the budget with %i steps, the bar included', (count) => {
    const lastEnds = (count - 1) * revealStaggerMs(count) + reveal.stepMs;
    expect(lastEnds).toBeLessThanOrEqual(reveal.budgetMs);
    expect(reveal.barMs).toBeLessThanOrEqual(reveal.budgetMs);
  });

  it('is held to 400 ms, the issue’s ceiling', () => {
    expect(reveal.budgetMs).toBeLessThanOrEqual(400);
  });
});
