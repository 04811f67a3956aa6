/**
 * createJobQueue: pg-boss on PostgreSQL, the in-process SQL runner on SQLite — or on PostgreSQL too
 * with JOB_QUEUE=sql (one process, or no pg-boss schema wanted).
 */
import { PgBossJobQueue, type PgBossJobQueueOptions } from './pgBossQueue';
import type { JobQueue } from './queue';
import { SQL_LEASE_MS, SqlJobQueue, type SqlJobQueueOptions } from './sqlQueue';
import type { DatabaseConfig } from '../config';
import type { Db } from '../db';

export type { JobQueue } from './queue';

export type JobQueueKind = 'sql' | 'pg-boss';

/** pg-boss's schema when the application has none of its own (pg-boss's default name). */
export const DEFAULT_BOSS_SCHEMA = 'pgboss';

/** JOB_QUEUE: `sql` forces the SQL runner, `pg-boss` asks for pg-boss; unset, the database decides. */
export function jobQueueKindFromEnv(env: NodeJS.ProcessEnv = process.env): JobQueueKind | undefined {
  const value = env.JOB_QUEUE?.trim();
  if (!value) return undefined;
  if (value === 'sql' || value === 'pg-boss') return value;
  throw new Error(`JOB_QUEUE must be sql or pg-boss, not ${JSON.stringify(value)}`);
}

/** The shortest and longest JOB_LEASE_SECONDS: a lease fits four heartbeats, and a dead worker's job waits at most a day. */
const LEASE_SECONDS_RANGE = { min: 4, max: 86_400 };

/**
 * JOB_LEASE_SECONDS: how long the SQL runner's running job is its worker's before another may take
 * it up (a worker that died holds it that long); renewed every quarter of it while the job runs.
 */
export function sqlQueueOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SqlJobQueueOptions {
  const value = env.JOB_LEASE_SECONDS?.trim();
  if (!value) return {};
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < LEASE_SECONDS_RANGE.min || seconds > LEASE_SECONDS_RANGE.max) {
    throw new Error(
      `JOB_LEASE_SECONDS must be a whole number of seconds from ${LEASE_SECONDS_RANGE.min} to ${LEASE_SECONDS_RANGE.max}, not ${JSON.stringify(value)} (default ${SQL_LEASE_MS / 1000})`,
    );
  }
  return { leaseMs: seconds * 1000, heartbeatMs: (seconds * 1000) / 4 };
}

/** pg-boss's schema beside the application's: one per application schema (each test schema has its own). */
export function bossSchemaOf(database: DatabaseConfig): string {
  return database.kind === 'postgres' && database.schema ? `${database.schema}_pgboss` : DEFAULT_BOSS_SCHEMA;
}

export interface JobQueueConfig {
  database: DatabaseConfig;
  /** Forces an implementation (JOB_QUEUE); pg-boss needs PostgreSQL. */
  kind?: JobQueueKind;
  sql?: SqlJobQueueOptions;
  pgBoss?: Omit<PgBossJobQueueOptions, 'connectionString' | 'schema'>;
  onError?: (error: unknown) => void;
}

export function createJobQueue(db: Db, config: JobQueueConfig): JobQueue {
  const { database } = config;
  const kind = config.kind ?? (database.kind === 'postgres' ? 'pg-boss' : 'sql');
  if (kind === 'sql') return new SqlJobQueue(db, { onError: config.onError, ...config.sql });
  if (database.kind !== 'postgres') throw new Error('JOB_QUEUE=pg-boss needs a PostgreSQL DATABASE_URL');
  return new PgBossJobQueue(db, {
    onError: config.onError,
    ...config.pgBoss,
    connectionString: database.url,
    schema: bossSchemaOf(database),
  });
}
