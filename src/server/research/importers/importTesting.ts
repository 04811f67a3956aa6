/**
 * Test support for the import pipeline: a reader of JSON Lines files holding one ResearchRecord per
 * line (a line that is not JSON is a refused row), and a dump of the tables an import writes keyed
 * by natural keys (names, terms, paths — not generated ids), so two databases filled by different
 * routes compare equal when they hold the same data.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

import { sql } from 'kysely';

import type { Db } from '../../db';
import type { FileReader, ParsedRow, ResearchRecord } from '../records';

/** Reads `{ ...ResearchRecord }` per line; the first line must be JSON, or the file is not of this kind. */
export const recordLinesReader: FileReader = async function* (path) {
  const lines = createInterface({ input: createReadStream(path), crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line += 1;
    if (text.trim() === '') continue;
    let record: ResearchRecord;
    try {
      record = JSON.parse(text) as ResearchRecord;
    } catch {
      if (line === 1) throw new Error(`${path} is not a JSON Lines file of records`);
      yield { line, error: 'not a JSON object' } satisfies ParsedRow;
      continue;
    }
    yield { line, record } satisfies ParsedRow;
  }
};

const DUMPS = {
  keywords: sql`select term, country, volume, cpc_cents, difficulty, competition, is_demo from keywords order by country, term`,
  keyword_volumes: sql`select k.term, v.month, v.volume from keyword_volumes v join keywords k on k.id = v.keyword_id
    order by k.term, v.month`,
  domains: sql`select name, is_demo from domains order by name`,
  urls: sql`select d.name, u.path from urls u join domains d on d.id = u.domain_id order by d.name, u.path`,
  serp_organic: sql`select k.term, s.month, s.rank_group, s.rank_absolute, d.name, u.path, s.volume, s.checked_depth
    from serp_organic s join keywords k on k.id = s.keyword_id join urls u on u.id = s.url_id
    join domains d on d.id = s.domain_id order by k.term, s.month, s.rank_group`,
  serp_ads: sql`select k.term, a.month, a.block, a.position, d.name, c.headline, c.description, c.display_url,
    c.landing_url, c.landing_page from serp_ads a join keywords k on k.id = a.keyword_id
    join domains d on d.id = a.domain_id join ad_copies c on c.id = a.ad_copy_id
    order by k.term, a.month, a.block, a.position`,
  ad_copies: sql`select count(*) as n from ad_copies`,
  backlinks: sql`select su.path as source, tu.path as target, sd.name as source_domain, td.name as target_domain,
    b.anchor, b.nofollow, b.first_seen, b.last_seen from backlinks b
    join urls su on su.id = b.source_url_id join urls tu on tu.id = b.target_url_id
    join domains sd on sd.id = b.source_domain_id join domains td on td.id = b.target_domain_id
    order by sd.name, su.path, td.name, tu.path`,
  search_performance: sql`select d.name, p.month, p.dimension, p.value, p.clicks, p.impressions, p.ctr, p.position
    from search_performance p join domains d on d.id = p.domain_id order by d.name, p.month, p.dimension, p.value`,
  tracked_ranks: sql`select k.term, t.device, d.name, t.date, t.position, u.path from tracked_ranks t
    join keywords k on k.id = t.keyword_id join domains d on d.id = t.domain_id
    left join urls u on u.id = t.url_id order by k.term, t.device, d.name, t.date`,
  domain_rank_stats: sql`select d.name, s.month, s.rank_group, s.keywords, s.volume, s.volume_cpc_cents
    from domain_rank_stats s join domains d on d.id = s.domain_id order by d.name, s.month, s.rank_group`,
  research_months: sql`select month from research_months order by month`,
};

/** Every table an import writes, by natural keys; numbers as numbers (PostgreSQL returns bigints as text). */
export async function corpusDump(db: Db): Promise<Record<string, unknown[]>> {
  const dump: Record<string, unknown[]> = {};
  for (const [table, query] of Object.entries(DUMPS)) {
    const { rows } = await query.execute(db.kysely);
    dump[table] = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row as Record<string, unknown>).map(([k, v]) => [
          k,
          typeof v === 'string' && /^\d+$/.test(v) && !['term', 'path', 'value', 'name'].includes(k) ? Number(v) : v,
        ]),
      ),
    );
  }
  return dump;
}
