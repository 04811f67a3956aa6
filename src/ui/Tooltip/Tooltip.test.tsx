import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Tooltip } from './Tooltip';
import { TOOLTIP_HIDE_DELAY_MS, TOOLTIP_SHOW_DELAY_MS } from '../../lib/spec/widgets';
import { Button } from '../Button/Button';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const hover = (el: Element) => {
  // react-aria shows hover tooltips only when the last input was a pointer.
  fireEvent.pointerMove(el, { pointerType: 'mouse' });
  fireEvent.pointerOver(el, { pointerType: 'mouse' });
  fireEvent.pointerEnter(el, { pointerType: 'mouse' });
  fireEvent.mouseOver(el);
  fireEvent.mouseEnter(el);
};
const unhover = (el: Element) => {
  fireEvent.pointerOut(el, { pointerType: 'mouse' });
  fireEvent.pointerLeave(el, { pointerType: 'mouse' });
  fireEvent.mouseOut(el);
  fireEvent.mouseLeave(el);
};

describe('Tooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    // Let react-aria's global tooltip warm-up cool down so tests do not affect each other.
    advance(5_000);
    vi.useRealTimers();
  });

  it('opens 200 ms after the pointer arrives and closes 300 ms after it leaves', () => {
    render(
      <Tooltip content="Cost per click">
        <Button>CPC</Button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'CPC' });
    hover(trigger);
    advance(TOOLTIP_SHOW_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    advance(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Cost per click');
    expect(trigger).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);
    unhover(trigger);
    advance(TOOLTIP_HIDE_DELAY_MS - 1);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
