/**
 * Health checks for a process manager or load balancer, outside the API contract: /healthz says the process answers; /readyz says it can serve — the database answers,
 * every migration has run, and it is not shutting down (a draining server answers 503 so traffic
 * moves elsewhere while its last requests finish).
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';

import type { DatabaseConfig } from './config';
import type { Db } from './db';
import { pendingMigrations } from './db/migrations/index';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

export interface Readiness {
  ready: boolean;
  database: 'ok' | 'unreachable';
  /** Migrations this code knows that the database has not run. */
  pendingMigrations: string[];
  draining: boolean;
}

/** Whether the server can serve now, and if not, why. */
export async function readiness(db: Db, database: DatabaseConfig, isDraining: () => boolean): Promise<Readiness> {
  const draining = isDraining();
  try {
    await sql`select 1`.execute(db.kysely);
  } catch {
    return { ready: false, database: 'unreachable', pendingMigrations: [], draining };
  }
  const schema = database.kind === 'postgres' ? database.schema : undefined;
  const pending = await pendingMigrations(db.kysely as Kysely<unknown>, db.dialect, schema);
  return { ready: !draining && pending.length === 0, database: 'ok', pendingMigrations: pending, draining };
}

export function registerHealth(
  app: FastifyInstance,
  { db, database, isDraining }: { db: Db; database: DatabaseConfig; isDraining: () => boolean },
): void {
  // While draining, each answer closes its connection: a kept-alive one would hold the server open
  // until the client dropped it. A callback hook: it runs on every answer, and an async one cost
  // each a promise and a turn of the microtask queue.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isDraining()) reply.header('connection', 'close');
    done(null, payload);
  });
  const noStore = { 'cache-control': 'no-store' };
  app.get(HEALTH_PATH, async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));
  app.get(READY_PATH, async (_request, reply) => {
    const state = await readiness(db, database, isDraining);
    return reply
      .code(state.ready ? 200 : 503)
      .headers(noStore)
      .send(state);
  });
}
