import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A console.error or console.warn during a test is a bug the test did not look for (a React
 * key warning, an act() warning, an unhandled request): it fails the test that caused it.
 */
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      calls.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (calls.length > 0) {
    const message = calls.join('\n');
    calls.length = 0;
    throw new Error(`The test wrote to the console:\n${message}`);
  }
});
