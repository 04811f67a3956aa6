/**
 * The A/B testing queue of doc 1 §4: the page pushes conversion goals onto a plain array on
 * `window`, which an A/B testing tool's snippet drains when the site loads one (none is bundled).
 * Pushing never fails and never waits, so a blocked or missing tool costs nothing.
 */

/** One queued command: its name, then its arguments. */
export type AbTestingCommand = [command: string, ...args: string[]];

declare global {
  interface Window {
    abTestingQueue?: AbTestingCommand[];
  }
}

/** Queues the conversion of goal `goalId`. */
export function pushConversionGoal(goalId: number): void {
  window.abTestingQueue ??= [];
  window.abTestingQueue.push(['triggerConversion', String(goalId)]);
}
