import { describe, expect, it } from 'vitest';

import { PAYWALL_TEXT, SIGN_UP_PROMPT_TEXT } from './paywallTexts';
import { TEXT, UI_TEXT } from '../../lib/spec/text';

describe('the paywall and prompt wording', () => {
  it('never words one of our texts like a spec text', () => {
    const specTexts = new Set<unknown>([...Object.values(TEXT), ...Object.values(UI_TEXT)]);
    for (const text of [...Object.values(PAYWALL_TEXT), ...Object.values(SIGN_UP_PROMPT_TEXT)]) {
      expect(specTexts.has(text)).toBe(false);
    }
  });
});
