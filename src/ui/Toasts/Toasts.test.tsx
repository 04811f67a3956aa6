import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { toast, Toaster } from './Toasts';
import { ALERT_MOUSELEAVE_TIMEOUT_MS, ALERT_TIMEOUT_MS } from '../../lib/spec/widgets';

// After a dismissal sonner waits a frame, then plays its exit animation; past this it is gone.
const EXIT_MS = 1_000;

/** Sonner renders a new toast on its next tick. */
const show = (open: () => string | number) => {
  let id: string | number = '';
  act(() => {
    id = open();
    vi.advanceTimersByTime(0);
  });
  return id;
};

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Sonner removes a dismissed toast in steps (frames, then its exit animation), each after a render. */
const finishExit = () => {
  for (let step = 0; step < 10; step++) advance(EXIT_MS / 10);
};

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => toast.dismiss());
    finishExit();
    vi.useRealTimers();
  });

  it('closes an info toast 8000 ms after it appears', () => {
    render(<Toaster />);
    const dismiss = vi.spyOn(sonnerToast, 'dismiss');
    const id = show(() => toast.info('Export ready'));
    expect(screen.getByRole('status')).toHaveTextContent('Export ready');
    advance(ALERT_TIMEOUT_MS - 1);
    expect(dismiss).not.toHaveBeenCalled();
    advance(1);
    expect(dismiss).toHaveBeenCalledWith(id);
    finishExit();
    expect(screen.queryByText('Export ready')).toBeNull();
  });

  it('an error toast is an alert with the same timeout', () => {
    render(<Toaster />);
    const dismiss = vi.spyOn(sonnerToast, 'dismiss');
    show(() => toast.error('Export failed'));
    expect(screen.getByRole('alert')).toHaveTextContent('Export failed');
    advance(ALERT_TIMEOUT_MS - 1);
    expect(dismiss).not.toHaveBeenCalled();
    advance(1);
    finishExit();
    expect(screen.queryByText('Export failed')).toBeNull();
  });

  it('stays while hovered and closes 1000 ms after the mouse leaves', () => {
    render(<Toaster />);
    const dismiss = vi.spyOn(sonnerToast, 'dismiss');
    const id = show(() => toast.info('Hold me'));
    const card = screen.getByRole('status');
    advance(5_000);
    fireEvent.mouseEnter(card);
    advance(ALERT_TIMEOUT_MS * 2);
    expect(dismiss).not.toHaveBeenCalled();
    expect(screen.getByText('Hold me')).toBeInTheDocument();
    fireEvent.mouseLeave(card);
    advance(ALERT_MOUSELEAVE_TIMEOUT_MS - 1);
    expect(dismiss).not.toHaveBeenCalled();
    advance(1);
    expect(dismiss).toHaveBeenCalledWith(id);
    finishExit();
    expect(screen.queryByText('Hold me')).toBeNull();
  });

  it('the close button dismisses at once', () => {
    render(<Toaster />);
    show(() => toast.info('Bye'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    finishExit();
    expect(screen.queryByText('Bye')).toBeNull();
  });

  it('reusing an id replaces the toast', () => {
    render(<Toaster />);
    show(() => toast.info('Exporting…', { id: 'export' }));
    show(() => toast.info('Export ready', { id: 'export' }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Export ready');
  });
});
