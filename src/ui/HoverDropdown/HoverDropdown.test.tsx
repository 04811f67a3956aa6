import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { HoverDropdown } from './HoverDropdown';
import { DESKTOP_DROPDOWN_CLOSE_DELAY_MS, HOVER_DROPDOWN_HIDE_DELAY_MS } from '../../lib/spec/widgets';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function setup(variant?: 'hover' | 'menu') {
  const onOpenChange = vi.fn();
  render(
    <HoverDropdown label="SEO Research" variant={variant} onOpenChange={onOpenChange}>
      <a href="/seo/overview">Overview</a>
    </HoverDropdown>,
  );
  const trigger = screen.getByRole('button', { name: 'SEO Research' });
  const root = trigger.parentElement as HTMLElement;
  const panel = screen.getByRole('group', { hidden: true });
  return { trigger, root, panel, onOpenChange };
}

describe('HoverDropdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens on hover and hides 150 ms after the pointer leaves', () => {
    const { trigger, root, panel, onOpenChange } = setup();
    expect(HOVER_DROPDOWN_HIDE_DELAY_MS).toBe(150);
    fireEvent.mouseEnter(root);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    fireEvent.mouseLeave(root);
    advance(HOVER_DROPDOWN_HIDE_DELAY_MS - 1);
    expect(panel).toBeVisible();
    advance(1);
    expect(panel).not.toBeVisible();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('coming back before the delay keeps it open', () => {
    const { root, panel } = setup();
    fireEvent.mouseEnter(root);
    fireEvent.mouseLeave(root);
    advance(HOVER_DROPDOWN_HIDE_DELAY_MS - 50);
    fireEvent.mouseEnter(root);
    advance(HOVER_DROPDOWN_HIDE_DELAY_MS * 4);
    expect(panel).toBeVisible();
  });

  it('the desktop menu variant waits 500 ms', () => {
    const { root, panel } = setup('menu');
    fireEvent.mouseEnter(root);
    fireEvent.mouseLeave(root);
    advance(DESKTOP_DROPDOWN_CLOSE_DELAY_MS - 1);
    expect(panel).toBeVisible();
    advance(1);
    expect(panel).not.toBeVisible();
  });

  it('a tap (mouseenter, then click) opens the panel and keeps it open; a second tap closes it', () => {
    const { trigger, root, panel, onOpenChange } = setup('menu');
    fireEvent.mouseEnter(root);
    fireEvent.click(trigger);
    expect(panel).toBeVisible();
    fireEvent.click(trigger);
    expect(panel).not.toBeVisible();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('click toggles; Escape closes and returns focus', () => {
    const { trigger, panel } = setup();
    fireEvent.click(trigger);
    expect(panel).toBeVisible();
    const link = screen.getByRole('link', { name: 'Overview' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(panel).not.toBeVisible();
    expect(trigger).toHaveFocus();
  });

  it('sits 10 px below its target', () => {
    const { panel } = setup();
    expect(panel.style.top).toBe('calc(100% + 10px)');
  });
});
