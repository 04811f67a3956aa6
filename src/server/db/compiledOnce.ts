/**
 * Queries whose SQL text depends only on the database, built and compiled once per database and
 * then run with each call's parameters. For the small queries every request makes (the session,
 * its counts, the live subscription), building and compiling the Kysely query cost more than
 * running it (the session route's cost). `parameters` states the values in the order
 * the SQL takes them; the first compilation checks that it does, so a query whose shape depends on
 * its arguments fails loudly instead of running with the wrong values.
 */
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

import type { Database } from './schema';

export type CompiledOnce<Args extends unknown[], Row> = (q: Kysely<Database>, ...args: Args) => Promise<Row[]>;

export function compiledOnce<Args extends unknown[], Row>(
  build: (q: Kysely<Database>, ...args: Args) => Compilable<Row>,
  parameters: (...args: Args) => readonly unknown[],
): CompiledOnce<Args, Row> {
  // Per Kysely instance: a transaction is another instance, compiled for itself.
  const texts = new WeakMap<Kysely<Database>, string>();
  return async (q, ...args) => {
    const values = parameters(...args);
    let text = texts.get(q);
    if (text === undefined) {
      const compiled = build(q, ...args).compile();
      const expected = JSON.stringify(compiled.parameters);
      if (expected !== JSON.stringify(values)) {
        throw new Error(`compiledOnce: the query takes ${expected}, the parameters give ${JSON.stringify(values)}`);
      }
      text = compiled.sql;
      texts.set(q, text);
    }
    const { rows } = await q.executeQuery<Row>(CompiledQuery.raw(text, [...values]));
    return rows;
  };
}
