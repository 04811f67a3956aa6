import { describe, expect, it } from 'vitest';

import { compiledOnce } from './compiledOnce';
import { TEST_DATABASES, useFreshDatabase } from '../testing/harness';

describe.each(TEST_DATABASES)('compiledOnce on %s', (kind) => {
  const db = useFreshDatabase(kind, (fresh) =>
    fresh.kysely
      .insertInto('search_log')
      .values(
        ['a', 'a', 'b'].map((visitor, i) => ({
          visitor_id: visitor,
          user_id: null,
          query: `q${i}`,
          result_type: 'Domain',
          was_found: 1,
          created_at: '2026-11-26T00:00:00.000Z',
        })),
      )
      .execute(),
  );

  it('answers each call with its own parameters', async () => {
    const searchesOf = compiledOnce(
      (q, visitor: string) =>
        q.selectFrom('search_log').select('query').where('visitor_id', '=', visitor).orderBy('query'),
      (visitor) => [visitor],
    );
    expect(await searchesOf(db.kysely, 'a')).toEqual([{ query: 'q0' }, { query: 'q1' }]);
    expect(await searchesOf(db.kysely, 'b')).toEqual([{ query: 'q2' }]);
    expect(await searchesOf(db.kysely, 'c')).toEqual([]);
  });

  it('refuses parameters that are not the ones the query takes, in its order', async () => {
    const swapped = compiledOnce(
      (q, visitor: string, query: string) =>
        q.selectFrom('search_log').select('id').where('visitor_id', '=', visitor).where('query', '=', query),
      (visitor, query) => [query, visitor],
    );
    await expect(swapped(db.kysely, 'a', 'q0')).rejects.toThrow(/the query takes \["a","q0"\]/);
  });
});
