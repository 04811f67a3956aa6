import { describe, expect, it, vi } from 'vitest';

import { onResearchEvent, trackResearchEvent } from './researchEvents';

const EVENT = { name: 'Domain Overview Search', category: 'Domain Overview', action: 'domain', label: '0' };

describe('research events', () => {
  it('reach every listener until it unsubscribes', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onResearchEvent(first);
    const stopSecond = onResearchEvent(second);
    trackResearchEvent(EVENT);
    stopFirst();
    trackResearchEvent(EVENT);
    stopSecond();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledWith(EVENT);
  });

  it('go on to the other listeners when one fails', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    const stops = [
      onResearchEvent(() => {
        throw new Error('boom');
      }),
      onResearchEvent(after),
    ];
    trackResearchEvent(EVENT);
    stops.forEach((stop) => stop());
    expect(after).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledOnce();
  });
});
