import { describe, expect, it } from 'vitest';

import { KOMBAT_TEXT } from './kombatTexts';
import { checkFailureOf, validationState } from './kombatValidation';
import { ApiError } from '../../../api/client';
import { fill } from '../../../lib/spec/text';

const loader = <T>(load: 'loading' | 'ready' | 'failed' | 'loggedOut', data: T) => ({
  load,
  data,
  setData: () => undefined,
  retry: () => undefined,
  refresh: () => undefined,
});

describe('the check of the URL’s domains', () => {
  it('asks a logged-out visitor to log in (401); anything else failed', () => {
    expect(checkFailureOf(new ApiError(401, 'Unauthorized'))).toBe('loggedOut');
    expect(checkFailureOf(new ApiError(500, 'Oops'))).toBe('failed');
    expect(checkFailureOf(new TypeError('offline'))).toBe('failed');
  });

  it('is nothing without a comparison, else its state with each input’s error', () => {
    expect(validationState(false, loader('ready', null))).toBeNull();
    expect(validationState(true, loader('loggedOut', null))).toEqual({ load: 'loggedOut' });
    const answers = [
      { domain: 'a.com', isValid: true, normalizedDomain: 'a.com', keywordCount: 1 },
      { domain: 'x', isValid: false, normalizedDomain: null, keywordCount: 0 },
    ];
    expect(validationState(true, loader('ready', answers))).toEqual({
      load: 'ready',
      errors: [null, fill(KOMBAT_TEXT.notADomain, { value: 'x' })],
    });
  });
});
