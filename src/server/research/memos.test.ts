/** The research memos (migrations 0013, 0014): read while the corpus stands, dropped when it changes. */
import { describe, expect, it } from 'vitest';

import { seedTestCorpusIn } from './apiTesting';
import { domainCompetitorsPage } from './competitors';
import { refreshDomainStats } from './domainStats';
import { kombatKeywords, kombatVennData } from './kombat';
import { domainRankingHistorySeries } from './rankingHistory';
import { useFreshDatabase, TEST_DATABASES } from '../testing/harness';

describe.each(TEST_DATABASES)('memoised research figures on %s', (kind) => {
  const db = useFreshDatabase(kind, seedTestCorpusIn);
  const ask = () => domainCompetitorsPage(db, { query: 'amazon.com', month: '2026-10', rowsPerPage: 1000 }, true);

  it('answers the same list from the memo as it counted the first time', async () => {
    const counted = await ask();
    expect(counted.rows.length).toBeGreaterThan(2);
    const memo = await db.kysely.selectFrom('competitor_memo_rows').selectAll().execute();
    expect(memo).toHaveLength(counted.rows.length);
    expect(await ask()).toEqual(counted);
  });

  it('reads the memo, not the corpus, while the corpus stands', async () => {
    const before = await ask();
    await db.kysely
      .updateTable('competitor_memo_rows')
      .set((eb) => ({ shared: eb('shared', '+', 1000) }))
      .execute();
    const after = await ask();
    expect(after.rows[0]!.sharedKeywords).toBe(before.rows[0]!.sharedKeywords! + 1000);
    await refreshDomainStats(db.kysely);
    expect(await ask()).toEqual(before);
  });

  it('counts again after the corpus changes: a competitor without results that month drops out', async () => {
    const before = await ask();
    const top = before.rows[0]!.domain!;
    const { id } = await db.kysely.selectFrom('domains').select('id').where('name', '=', top).executeTakeFirstOrThrow();
    await db.kysely.transaction().execute(async (trx) => {
      await trx.deleteFrom('serp_organic').where('domain_id', '=', id).where('month', '=', 202610).execute();
      await refreshDomainStats(trx);
    });
    const after = await ask();
    expect(after.rows.map((r) => r.domain)).not.toContain(top);
    expect(after.rows.length).toBe(before.rows.length - 1);
  });

  it('answers the ranking-history series from its memo, and counts again once the corpus is rewritten', async () => {
    const series = () => domainRankingHistorySeries(db, { query: 'wikipedia.org' });
    const counted = await series();
    expect(counted.months.length).toBeGreaterThan(1);
    expect(await db.kysely.selectFrom('ranking_history_memos').selectAll().execute()).toHaveLength(
      counted.months.length * counted.months[0]!.counts.length,
    );
    expect(await series()).toEqual(counted);

    await db.kysely
      .updateTable('ranking_history_memos')
      .set((eb) => ({ keywords: eb('keywords', '+', 1000) }))
      .where('type', '=', 'MostValuable')
      .execute();
    const fromMemo = await series();
    const mostValuable = (s: typeof counted) =>
      s.months.map((m) => m.counts.find((c) => c.type === 'MostValuable')!.keywords);
    expect(mostValuable(fromMemo)).toEqual(mostValuable(counted).map((n) => n + 1000));

    await refreshDomainStats(db.kysely);
    expect(await series()).toEqual(counted);
  });

  it('answers a Kombat comparison from its memo, and compares again once the corpus is rewritten', async () => {
    const request = { domains: ['amazon.com', 'wikipedia.org'], month: '2026-10', segment: 'all' as const };
    const venn = () => kombatVennData(db, request);
    const page = () => kombatKeywords(db, { ...request, startRow: 1, rowsToDisplay: 1000 }, true);
    const compared = { venn: await venn(), page: await page() };
    expect(compared.page.keywords.length).toBeGreaterThan(2);
    // One memo, one row per keyword either domain ranks for; the page read it too (no second memo).
    expect(await db.kysely.selectFrom('kombat_memos').selectAll().execute()).toHaveLength(1);
    expect(await db.kysely.selectFrom('kombat_memo_rows').selectAll().execute()).toHaveLength(
      compared.page.totalRowCount,
    );
    expect(await venn()).toEqual(compared.venn);

    const [first] = compared.page.keywords;
    await db.kysely
      .updateTable('kombat_memo_rows')
      .set((eb) => ({ volume: eb('volume', '+', 1_000_000) }))
      .where('keyword_id', '=', first!.termId!)
      .execute();
    expect((await page()).keywords[0]!.monthlySearches).toBe(first!.monthlySearches! + 1_000_000);

    await refreshDomainStats(db.kysely);
    expect(await db.kysely.selectFrom('kombat_memo_rows').selectAll().execute()).toHaveLength(0);
    expect(await page()).toEqual(compared.page);
  });

  it('keeps the newest Kombat comparisons only', async () => {
    await refreshDomainStats(db.kysely);
    const domains = (await db.kysely.selectFrom('domains').select('name').orderBy('id').limit(40).execute()).map(
      (d) => d.name,
    );
    const pairs = domains.slice(1).map((name) => [domains[0]!, name]);
    const idOf = new Map(
      (await db.kysely.selectFrom('domains').select(['id', 'name']).execute()).map((d) => [d.name, d.id]),
    );
    const pairIds = (pair: string[]) => pair.map((name) => idOf.get(name)).join(',');
    for (const pair of pairs) await kombatVennData(db, { domains: pair, month: '2026-10' });
    const memos = () => db.kysely.selectFrom('kombat_memos').select(['id', 'domain_ids']).orderBy('id').execute();
    const kept = await memos();
    expect(kept.length).toBeLessThan(pairs.length);
    // The first comparisons went with their rows; asking for a kept one stores nothing new.
    expect(kept.map((m) => m.domain_ids)).not.toContain(pairIds(pairs[0]!));
    const orphans = await db.kysely
      .selectFrom('kombat_memo_rows')
      .select('memo_id')
      .where(
        'memo_id',
        'not in',
        kept.map((m) => m.id),
      )
      .execute();
    expect(orphans).toHaveLength(0);
    await kombatVennData(db, { domains: pairs.at(-1)!, month: '2026-10' });
    expect(await memos()).toEqual(kept);
  });
});
