import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import * as stories from '../../../stories/features/layout/AccountMenu.stories';
import { DESKTOP_MENU_CLOSE_DELAY_MS } from '../../lib/spec/navigation';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

// The menu as its stories stage it: a full user's items, and an admin's with their own group.
const { Closed, Admin } = composeStories(stories);

function setup(Story: typeof Closed = Closed) {
  render(
    <MemoryRouter>
      <Story />
    </MemoryRouter>,
  );
  const trigger = screen.getByRole('button', { name: 'Account jane@example.com' });
  const root = trigger.parentElement as HTMLElement;
  const menu = screen.getByRole('menu', { hidden: true });
  return { trigger, root, menu };
}

describe('AccountMenu', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens on hover and closes 500 ms after the pointer leaves', () => {
    const { trigger, root, menu } = setup();
    fireEvent.mouseEnter(root);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    fireEvent.mouseLeave(root);
    advance(DESKTOP_MENU_CLOSE_DELAY_MS - 1);
    expect(menu).toBeVisible();
    fireEvent.mouseEnter(root); // back in time: stays open
    fireEvent.mouseLeave(root);
    advance(DESKTOP_MENU_CLOSE_DELAY_MS - 1);
    expect(menu).toBeVisible();
    advance(1);
    expect(menu).not.toBeVisible();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click on a menu the pointer opened keeps it open; a second click closes it', () => {
    const { trigger, root, menu } = setup();
    fireEvent.mouseEnter(root);
    fireEvent.click(trigger, { detail: 1 });
    expect(menu).toBeVisible();
    fireEvent.click(trigger, { detail: 1 });
    expect(menu).not.toBeVisible();
  });

  it('opens from the keyboard with focus on the first item (ArrowUp: the last), arrows wrap', () => {
    const { trigger } = setup();
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const menuItems = screen.getAllByRole('menuitem');
    const [first, second] = menuItems;
    const last = menuItems.at(-1);
    expect(first).toHaveFocus();
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowDown' });
    expect(second).toHaveFocus();
    fireEvent.keyDown(second as HTMLElement, { key: 'End' });
    expect(last).toHaveFocus();
    fireEvent.keyDown(last as HTMLElement, { key: 'ArrowDown' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowUp' });
    expect(last).toHaveFocus();
  });

  it('a keyboard press (click with detail 0) focuses the first item; ArrowUp opens at the last', () => {
    const { trigger, menu } = setup();
    fireEvent.click(trigger, { detail: 0 });
    expect(screen.getAllByRole('menuitem')[0]).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Escape' });
    fireEvent.keyDown(trigger, { key: 'ArrowUp' });
    expect(screen.getAllByRole('menuitem').at(-1)).toHaveFocus();
  });

  it('Escape closes it and gives focus back to the trigger', () => {
    const { trigger, menu } = setup();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getAllByRole('menuitem')[1] as HTMLElement, { key: 'Escape' });
    expect(menu).not.toBeVisible();
    expect(trigger).toHaveFocus();
  });

  it('following an item closes it', () => {
    const { trigger, menu } = setup();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Account Settings' }));
    expect(menu).not.toBeVisible();
  });

  it('lists admin pages in a group of their own', () => {
    const { trigger } = setup(Admin);
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const group = screen.getByRole('group', { name: 'Admin' });
    expect(group).toContainElement(screen.getByRole('menuitem', { name: 'RivalFlow' }));
    const { items = [], adminItems = [] } = Admin.args;
    expect(screen.getAllByRole('menuitem')).toHaveLength(items.length + adminItems.length);
  });
});
