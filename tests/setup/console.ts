// An unexpected console.error fails the test that caused it; a test that expects one says so with expectConsoleError.
import { afterEach, beforeEach, expect, vi } from 'vitest';

let expected = 0;
let spy: ReturnType<typeof vi.spyOn>;

/** Declares that the current test logs `count` console.error calls on purpose. */
export function expectConsoleError(count = 1): void {
  expected += count;
}

beforeEach(() => {
  expected = 0;
  spy = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  if (calls.length !== expected) {
    const shown = calls.map((args: unknown[]) => args.map(String).join(' ')).join('\n');
    expect.fail(`expected ${expected} console.error call(s), got ${calls.length}:\n${shown}`);
  }
});
