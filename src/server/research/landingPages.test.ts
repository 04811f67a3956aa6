/** Ad copies written before migration 0012 get their landing page filled, on every database. */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { fillLandingPages } from '../db/migrations/0012_research_lists';
import { useFreshDatabase, TEST_DATABASES } from '../testing/harness';

describe.each(TEST_DATABASES)('landing pages of existing ad copies on %s', (kind) => {
  const db = useFreshDatabase(kind);

  it('fills each copy from its landing URL, dropping scheme, www and tracking', async () => {
    const domain = await db.kysely
      .insertInto('domains')
      .values({ name: 'shop.example', is_demo: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const landings = [
      'https://www.shop.example/boots?utm_source=search',
      'http://shop.example/boots#top',
      'https://sale.shop.example/',
      'not a url',
    ];
    for (const landing_url of landings) {
      await db.kysely
        .insertInto('ad_copies')
        .values({
          domain_id: domain.id,
          headline: 'h',
          description: 'd',
          display_url: 'shop.example',
          landing_url,
          is_demo: 0,
        })
        .execute();
    }
    await fillLandingPages(db.kysely);
    const { rows } = await sql<{ landing_page: string }>`select landing_page from ad_copies order by id`.execute(
      db.kysely,
    );
    expect(rows.map((r) => r.landing_page)).toEqual([
      'shop.example/boots',
      'shop.example/boots',
      'sale.shop.example/',
      '',
    ]);
  });
});
