/** Worked examples of the PPC advisor's lists: each keyword classified by hand from the definition. */
import { describe, expect, it } from 'vitest';

import { advisorTypeOf, BUY_MIN_MONTHS, NEGATIVE_MATCH_MAX_MONTHS } from './advisor';

describe('advisorTypeOf', () => {
  const notBought = { domainBuys: false, domainMonths: 0 };

  it('suggests buying what a competitor has bought long enough and the domain does not buy', () => {
    // Two competitors buy it this month, one of them for BUY_MIN_MONTHS months: buy.
    expect(advisorTypeOf({ ...notBought, competitorMonths: [1, BUY_MIN_MONTHS] })).toBe('buy');
    // The domain bought it in earlier months but not this one: still buy.
    expect(advisorTypeOf({ domainBuys: false, domainMonths: 4, competitorMonths: [BUY_MIN_MONTHS + 2] })).toBe('buy');
  });

  it('does not suggest what competitors only tried, what nobody buys, or what the domain already buys', () => {
    // Three competitors, none yet for BUY_MIN_MONTHS months.
    expect(advisorTypeOf({ ...notBought, competitorMonths: Array(3).fill(BUY_MIN_MONTHS - 1) })).toBeNull();
    expect(advisorTypeOf({ ...notBought, competitorMonths: [] })).toBeNull();
    expect(advisorTypeOf({ domainBuys: true, domainMonths: 6, competitorMonths: [BUY_MIN_MONTHS + 3] })).toBeNull();
  });

  it('flags as negative match a keyword bought lately that no compared competitor buys', () => {
    expect(advisorTypeOf({ domainBuys: true, domainMonths: 1, competitorMonths: [] })).toBe('negativematch');
    expect(advisorTypeOf({ domainBuys: true, domainMonths: NEGATIVE_MATCH_MAX_MONTHS, competitorMonths: [] })).toBe(
      'negativematch',
    );
  });

  it('keeps a keyword bought for longer, or one a competitor buys too, off the negative list', () => {
    // A keyword it has kept buying past NEGATIVE_MATCH_MAX_MONTHS months is a choice, not a slip.
    expect(
      advisorTypeOf({ domainBuys: true, domainMonths: NEGATIVE_MATCH_MAX_MONTHS + 1, competitorMonths: [] }),
    ).toBeNull();
    // A competitor buying it this month (even for the first time) makes it contested.
    expect(advisorTypeOf({ domainBuys: true, domainMonths: 1, competitorMonths: [1] })).toBeNull();
  });
});
