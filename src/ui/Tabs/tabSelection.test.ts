import { describe, expect, it } from 'vitest';

import { activeTab, firstVisibleTab, initialTab } from './tabSelection';

const tabs = [{ id: 'a' }, { id: 'b', isSelected: true }, { id: 'c' }];

describe('initialTab', () => {
  it('uses the initial tab when given', () => {
    expect(initialTab(tabs, 'c')).toBe('c');
  });

  it('else the one marked selected', () => {
    expect(initialTab(tabs)).toBe('b');
    expect(initialTab(tabs, 'nope')).toBe('b');
  });

  it('else the first', () => {
    expect(initialTab([{ id: 'x' }, { id: 'y' }])).toBe('x');
  });

  it('skips to the first non-hidden when the chosen tab is hidden', () => {
    expect(initialTab([{ id: 'x', isHidden: true }, { id: 'y' }, { id: 'z', isHidden: true }], 'z')).toBe('y');
    expect(initialTab([{ id: 'x', isHidden: true }, { id: 'y', isSelected: true, isHidden: true }, { id: 'z' }])).toBe(
      'z',
    );
  });

  it('is null with no tabs or only hidden ones', () => {
    expect(initialTab([])).toBeNull();
    expect(initialTab([{ id: 'x', isHidden: true }])).toBeNull();
  });
});

describe('activeTab', () => {
  it('keeps a visible active tab', () => {
    expect(activeTab(tabs, 'c')).toBe('c');
  });

  it('selects the first non-hidden tab when the active one becomes hidden', () => {
    expect(activeTab([{ id: 'a', isHidden: true }, { id: 'b' }, { id: 'c', isHidden: true }], 'c')).toBe('b');
  });

  it('selects the first non-hidden tab when nothing or an unknown tab is active', () => {
    expect(activeTab(tabs, null)).toBe('a');
    expect(activeTab(tabs, 'gone')).toBe('a');
  });

  it('firstVisibleTab skips hidden tabs', () => {
    expect(firstVisibleTab([{ id: 'a', isHidden: true }, { id: 'b' }])).toBe('b');
  });
});
