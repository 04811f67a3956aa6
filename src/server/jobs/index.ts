/**
 * createJobQueue: pg-boss on PostgreSQL, the in-process SQL runner on SQLite — or on PostgreSQL too
 * with JOB_QUEUE=sql (one process, or no pg-boss schema wanted).
 */
import { PgBossJobQueue, type PgBossJobQueueOptions } from './pgBossQueue';
import type { JobQueue } from './queue';
import { SqlJobQueue, type SqlJobQueueOptions } from './sqlQueue';
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
