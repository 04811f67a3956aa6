import { afterEach, describe, expect, it, vi } from 'vitest';

import { afterHeadingPainted, afterPaint, HEADING_WAIT_MS } from './afterPaint';

describe('afterPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the work after the next frame, not in the task that asked for it', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const work = vi.fn();
    afterPaint(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(work).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(work).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled, before or after the frame', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const early = vi.fn();
    afterPaint(early)();
    const late = vi.fn();
    const cancelLate = afterPaint(late);
    vi.advanceTimersToNextFrame();
    cancelLate();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('afterHeadingPainted', () => {
  const fake = () =>
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
  /** Lets the MutationObserver's callback (a microtask) run, then the paint that follows. */
  const paint = async () => {
    await Promise.resolve();
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
  };

  afterEach(() => {
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it('waits while the page shows no heading, then runs once the heading has painted', async () => {
    fake();
    const work = vi.fn();
    afterHeadingPainted(work);
    document.body.append(Object.assign(document.createElement('p'), { textContent: 'Checking your searches…' }));
    await paint();
    expect(work).not.toHaveBeenCalled();
    document.body.append(Object.assign(document.createElement('h1'), { textContent: 'github.com' }));
    await paint();
    expect(work).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(HEADING_WAIT_MS);
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs after the next paint when the heading is already there (a prerendered page)', () => {
    fake();
    document.body.append(document.createElement('h1'));
    const work = vi.fn();
    afterHeadingPainted(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs after the wait when no heading ever comes (a paywall), and never once cancelled', () => {
    fake();
    const work = vi.fn();
    afterHeadingPainted(work);
    vi.advanceTimersByTime(HEADING_WAIT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(work).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    afterHeadingPainted(cancelled)();
    vi.advanceTimersByTime(HEADING_WAIT_MS);
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
