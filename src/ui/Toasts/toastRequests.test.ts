import { afterEach, describe, expect, it, vi } from 'vitest';

import { TOAST_REQUESTED_EVENT, toasterMounted, whenToasterMounted } from './toastRequests';
import { ALERT_TIMEOUT_MS } from '../../lib/spec/widgets';

describe('toasts before the container is mounted', () => {
  let unmount: (() => void) | undefined;
  afterEach(() => {
    unmount?.();
    vi.useRealTimers();
  });

  it('asks the app for a container and shows the toast once it mounts', () => {
    const asked = vi.fn();
    window.addEventListener(TOAST_REQUESTED_EVENT, asked);
    const show = vi.fn();
    whenToasterMounted(show);
    expect(asked).toHaveBeenCalledOnce();
    expect(show).not.toHaveBeenCalled();
    unmount = toasterMounted();
    expect(show).toHaveBeenCalledOnce();
    window.removeEventListener(TOAST_REQUESTED_EVENT, asked);
  });

  it('shows at once while a container is mounted, and keeps toasts again after it unmounts', () => {
    unmount = toasterMounted();
    const now = vi.fn();
    whenToasterMounted(now);
    expect(now).toHaveBeenCalledOnce();
    unmount();
    const later = vi.fn();
    whenToasterMounted(later);
    expect(later).not.toHaveBeenCalled();
    unmount = toasterMounted();
    expect(later).toHaveBeenCalledOnce();
  });

  it(`drops a toast kept ${ALERT_TIMEOUT_MS} ms or more: it would have closed already`, () => {
    vi.useFakeTimers();
    const stale = vi.fn();
    whenToasterMounted(stale);
    vi.advanceTimersByTime(ALERT_TIMEOUT_MS - 1);
    const fresh = vi.fn();
    whenToasterMounted(fresh);
    vi.advanceTimersByTime(1);
    unmount = toasterMounted();
    expect(stale).not.toHaveBeenCalled();
    expect(fresh).toHaveBeenCalledOnce();
  });
});
