import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A console.error or console.warn during a test is a bug the test did not look for (a React
 * key warning, an act() warning, an unhandled request): it fails the test that caused it.
 */
const calls: string[] = [];

/**
 * Said by React when act() runs while the test tooling has switched its act environment off:
 * Storybook's findBy/waitFor turns it off while it waits, and its own event and render wrappers
 * call act meanwhile when the page changes under a loaded machine. Our code never calls act, so the
 * message is the tooling's, not the app's.
 */
const TOOLING_ACT_ENVIRONMENT = 'The current testing environment is not configured to support act(';

beforeEach(() => {
  calls.length = 0;
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ');
      if (text.startsWith(TOOLING_ACT_ENVIRONMENT)) return;
      calls.push(`console.${level}: ${text}`);
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
