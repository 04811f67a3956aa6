/** A domain's organic keyword pages against the same figures computed in JS, on every database. */
import { beforeAll, describe, expect, it } from 'vitest';

import { seedTestCorpusIn } from './apiTesting';
import { domainFigures } from './domainStats';
import { estimatedClicks } from './metrics';
import { domainOrganicKeywords, type OrganicKeywordsQuery } from './organicKeywords';
import { useFreshDatabase, TEST_DATABASES } from '../testing/harness';

describe.each(TEST_DATABASES)('organic keywords of a domain on %s', (kind) => {
  const db = useFreshDatabase(kind, (fresh) => seedTestCorpusIn(fresh, 80));
  let base: OrganicKeywordsQuery;

  beforeAll(async () => {
    const domain = await db.kysely
      .selectFrom('domains')
      .select('id')
      .where('name', '=', 'wikipedia.org')
      .executeTakeFirstOrThrow();
    base = {
      domainId: domain.id,
      month: 202610,
      previousMonth: 202609,
      curve: 'sistrix-2020',
      sort: 'clicks',
      direction: 'desc',
      startRow: 1,
      rowsPerPage: 250,
    };
  });

  it('lists every ranked keyword once, as many as the overview counts', async () => {
    const { rows, totalRowCount } = await domainOrganicKeywords(db, base);
    const figures = await domainFigures(db, 'wikipedia.org');
    expect(totalRowCount).toBe(figures.months.at(-1)!.organicKeywords);
    expect(rows).toHaveLength(totalRowCount);
    expect(new Set(rows.map((r) => r.keywordId)).size).toBe(rows.length);
  });

  it('computes clicks as volume × CTR and sorts by them, most first', async () => {
    const { rows } = await domainOrganicKeywords(db, base);
    for (const row of rows) {
      expect(row.clicks).toBe(Math.round(estimatedClicks(row.volume, row.position!, 'sistrix-2020')));
      expect(row.rankChange).toBe(row.previousPosition === null ? null : row.previousPosition - row.position!);
    }
    const clicks = rows.map((r) => r.clicks);
    expect(clicks).toEqual([...clicks].sort((a, b) => b! - a!));
  });

  it('pages: two half pages are the whole page', async () => {
    const whole = await domainOrganicKeywords(db, { ...base, rowsPerPage: 20 });
    const first = await domainOrganicKeywords(db, { ...base, rowsPerPage: 10 });
    const second = await domainOrganicKeywords(db, { ...base, rowsPerPage: 10, startRow: 11 });
    expect([...first.rows, ...second.rows]).toEqual(whole.rows);
    expect(second.totalRowCount).toBe(whole.totalRowCount);
  });

  it('sorts by keyword both ways and puts keywords new this month last by rank change', async () => {
    const asc = (await domainOrganicKeywords(db, { ...base, sort: 'keyword', direction: 'asc' })).rows.map(
      (r) => r.keyword,
    );
    expect(asc).toEqual([...asc].sort());
    const desc = (await domainOrganicKeywords(db, { ...base, sort: 'keyword', direction: 'desc' })).rows.map(
      (r) => r.keyword,
    );
    expect(desc).toEqual([...asc].reverse());
    for (const direction of ['asc', 'desc'] as const) {
      const changes = (await domainOrganicKeywords(db, { ...base, sort: 'rankChange', direction })).rows.map(
        (r) => r.rankChange,
      );
      const firstNull = changes.indexOf(null);
      if (firstNull >= 0) expect(changes.slice(firstNull).every((c) => c === null)).toBe(true);
    }
  });

  it('filters by text, treating % and _ as text', async () => {
    const all = (await domainOrganicKeywords(db, base)).rows;
    const word = all[0]!.keyword.split(' ')[0]!;
    const filtered = await domainOrganicKeywords(db, { ...base, filter: word.toUpperCase() });
    expect(filtered.rows.length).toBeGreaterThan(0);
    expect(filtered.rows.every((r) => r.keyword.includes(word))).toBe(true);
    expect(filtered.totalRowCount).toBe(all.filter((r) => r.keyword.includes(word)).length);
    expect((await domainOrganicKeywords(db, { ...base, filter: '%' })).totalRowCount).toBe(0);
  });
});
