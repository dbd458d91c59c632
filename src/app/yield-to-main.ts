/**
 * Lets the browser paint and handle input before the next piece of start-up work. Chunks that
 * were preloaded resolve their imports at once, so without a break the whole start-up (running
 * the libraries, then rendering) would be one long task.
 */
export const yieldToMain = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
