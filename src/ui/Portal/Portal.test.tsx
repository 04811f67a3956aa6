import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Portal } from './Portal';
import { scrollToSelector } from './scrollToSelector';
import { SCROLL_HELPER_MAX_MS, SCROLL_HELPER_MIN_MS } from '../../lib/spec/widgets';

describe('Portal', () => {
  let target: HTMLElement;
  beforeEach(() => {
    target = document.createElement('div');
    target.id = 'panel-root';
    target.className = 'slot';
    document.body.append(target);
  });
  afterEach(() => target.remove());

  it('renders into a target found by id', () => {
    render(<Portal target="panel-root">Inside</Portal>);
    expect(target).toHaveTextContent('Inside');
  });

  it('renders into a target found by selector', () => {
    render(<Portal target=".slot">Inside</Portal>);
    expect(screen.getByText('Inside')).toBe(target);
  });

  it('names a missing target', () => {
    expect(() => render(<Portal target="#nowhere">x</Portal>)).toThrow('Portal target node "#nowhere" was not found.');
  });
});

describe('scrollToSelector', () => {
  let section: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    section = document.createElement('section');
    section.id = 'groups';
    document.body.append(section);
    vi.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top: 3000 } as DOMRect);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    section.remove();
    vi.useRealTimers();
  });

  const lastY = () => (vi.mocked(window.scrollTo).mock.calls.at(-1) as unknown as [number, number])[1];

  it('throws for a missing element', () => {
    expect(() => scrollToSelector('#missing')).toThrow('An element with a selector of #missing was not found.');
  });

  it('takes at most 1000 ms for a long way', async () => {
    const done = vi.fn();
    void scrollToSelector('#groups', { offset: 100 }).then(done);
    await vi.advanceTimersByTimeAsync(SCROLL_HELPER_MAX_MS - 50);
    expect(lastY()).toBeGreaterThan(0);
    expect(lastY()).toBeLessThan(2900);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(lastY()).toBe(2900);
    expect(done).toHaveBeenCalled();
  });

  it('takes at least 250 ms for a short way', async () => {
    vi.mocked(section.getBoundingClientRect).mockReturnValue({ top: 20 } as DOMRect);
    const done = vi.fn();
    void scrollToSelector('#groups', { durationMs: 10 }).then(done);
    await vi.advanceTimersByTimeAsync(SCROLL_HELPER_MIN_MS - 50);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(lastY()).toBe(20);
    expect(done).toHaveBeenCalled();
  });
});
