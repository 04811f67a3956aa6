import { describe, expect, it } from 'vitest';

import bundle from './openapi.gen.json';
import { throttledRow } from './throttledRow';
import { createSpecValidator } from '../lib/openapi/specValidator';
import { THROTTLED_CELL_PLACEHOLDER } from '../lib/spec/workspace';

const validator = createSpecValidator(bundle);

/** Every research list row of the contract that can be throttled, with the cell that names the row. */
const ROWS = [
  ['OrganicKeywordRow', 'keyword'],
  ['PaidKeywordRow', 'keyword'],
  ['PaidAdvisorRow', 'keyword'],
  ['CompetitorRow', 'domain'],
  ['TopPageRow', 'url'],
  ['RankingHistoryRow', 'keyword'],
  ['AdHistoryRow', 'domain'],
  ['SerpResultRow', 'url'],
  ['RelatedKeywordRow', 'keyword'],
  ['BacklinkRow', 'sourceUrl'],
  ['OutreachDomainRow', 'domain'],
  ['KombatKeywordRow', 'keyword'],
] as const;

describe('the throttled row of a research list', () => {
  it.each(ROWS)('%s: a row the contract accepts, naming nothing but the placeholder', (schema, nameCell) => {
    // The table mixes schemas, so the name cell is checked by the run, not by the compiler.
    const row = throttledRow(schema, nameCell as 'isThrottled') as unknown as Record<string, unknown>;
    expect(validator.validateComponent(schema, row)).toEqual([]);
    expect(row[nameCell]).toBe(THROTTLED_CELL_PLACEHOLDER);
    expect(row.isThrottled).toBe(true);
    // Nothing of the hidden row leaks: every other cell is null or an empty list.
    const others = Object.entries(row).filter(([cell]) => cell !== nameCell && cell !== 'isThrottled');
    expect(others.filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0))).toEqual([]);
  });

  it('empties the lists a row must have and nulls the ones it may leave out', () => {
    const adHistory = throttledRow('AdHistoryRow', 'domain');
    expect(adHistory.ads).toEqual([]);
    expect(adHistory.topMonths).toBeNull();
    expect(throttledRow('OrganicKeywordRow', 'keyword').rivalRanks).toEqual([]);
  });

  it('refuses a name cell the schema does not have', () => {
    expect(() => throttledRow('CompetitorRow', 'keyword' as 'domain')).toThrow(/keyword/);
  });
});
