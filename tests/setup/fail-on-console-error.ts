import { afterEach, vi } from 'vitest';

// A test that makes anything log console.error fails: errors must be asserted, not printed.
const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  if (errors.length > 0) {
    const logged = errors.splice(0).map((args) => args.map(String).join(' '));
    vi.restoreAllMocks();
    throw new Error(`console.error was called:\n${logged.join('\n')}`);
  }
});
