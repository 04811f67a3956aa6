import { describe, expect, it } from 'vitest';

import {
  competitorFieldMessages,
  latestPosition,
  movementCell,
  positionText,
  sortQuery,
  type TrackedKeywordRow,
} from './rankTracking';
import { RANK_TRACKING_TEXT as T } from './rankTrackingTexts';

/** Checked on weeks 1 and 3, not week 2; acme.com ranked 9 then 7, rival.com 3 then not ranked. */
const ROW: TrackedKeywordRow = {
  termId: 1,
  keyword: 'seo tools',
  searches: 100,
  checked: [true, false, true],
  domains: [
    { positions: [9, null, 7], change: 2, movement: 'up' },
    { positions: [3, null, null], change: null, movement: 'dropped' },
  ],
};

describe('rank tracking cells', () => {
  it('reads the latest check, a gap as not checked and a checked date without a position as not ranked', () => {
    expect(latestPosition(ROW, 0)).toBe(7);
    expect(latestPosition(ROW, 1)).toBeNull();
    expect(positionText(ROW, 0, 1)).toBe(T.notChecked);
    expect(positionText(ROW, 1)).toBe(T.notRanked);
    expect(positionText(ROW, 1, 0)).toBe('3');
    expect(positionText({ ...ROW, checked: [false, false, false] }, 0)).toBe(T.notChecked);
  });

  it('shows a move with an arrow and says it in words', () => {
    expect(movementCell(ROW.domains[0])).toEqual({
      shown: '▲ 2',
      spoken: 'Up 2 places since the week before',
      tone: 'up',
    });
    expect(movementCell({ positions: [], change: -3, movement: 'down' })).toMatchObject({ shown: '▼ 3', tone: 'down' });
    expect(movementCell(ROW.domains[1])).toMatchObject({ spoken: T.droppedLong, tone: 'down' });
    expect(movementCell({ positions: [], change: null, movement: null })).toMatchObject({ tone: 'none' });
  });
});

describe('sortQuery', () => {
  it('turns a domain column into its column and domain index, and no sort into none', () => {
    expect(sortQuery({ columnId: 'change:2', direction: 'desc' })).toEqual({
      sortColumn: 'change',
      sortDomainIndex: 2,
      sortDirection: 'desc',
    });
    expect(sortQuery({ columnId: 'keyword', direction: 'asc' })).toEqual({
      sortColumn: 'keyword',
      sortDirection: 'asc',
    });
    expect(sortQuery({ columnId: 'keyword', direction: 'none' })).toEqual({});
    expect(sortQuery({ columnId: 'week:3', direction: 'asc' })).toEqual({});
  });
});

describe('competitorFieldMessages', () => {
  it('puts each refusal under the field it came from, counting only the filled fields', () => {
    const values = ['rival.com', '', ' acme.com '];
    expect(
      competitorFieldMessages(values, [
        { field: 'body.competitors.1', message: "is the project's own domain" },
        { field: 'body.competitors', message: 'too many' },
      ]),
    ).toEqual([undefined, undefined, "acme.com is the project's own domain"]);
  });
});
