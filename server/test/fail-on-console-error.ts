import { afterEach, vi } from 'vitest';

// A console.error during a test is a defect the test did not notice: fail it.
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  if (errors.length) {
    const copy = errors.splice(0);
    throw new Error(`console.error was called:\n${copy.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
