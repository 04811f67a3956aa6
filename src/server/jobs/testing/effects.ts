/**
 * Test support: an idempotent job whose effect can be compared — it writes steps 1..EFFECT_STEPS of
 * its key to `job_effects` (a test table), skipping steps already written, and reports progress.
 * It can stall after a step, so a test can kill the process running it mid-way.
 */
import { sql } from 'kysely';

import type { Db } from '../../db';
import type { JobHandler } from '../queue';

export const EFFECT_STEPS = 5;

export interface EffectJob extends Record<string, unknown> {
  key: string;
}

export async function createEffectsTable(db: Db): Promise<void> {
  await sql`create table if not exists job_effects (job_key text not null, step integer not null, primary key (job_key, step))`.execute(
    db.kysely,
  );
}

export async function effectsOf(db: Db, key: string): Promise<number[]> {
  const { rows } = await sql<{
    step: number;
  }>`select step from job_effects where job_key = ${key} order by step`.execute(db.kysely);
  return rows.map((row) => Number(row.step));
}

/** The handler; with `stallAfterStep` it calls `onStall` after that step and never finishes. */
export function effectHandler(
  db: Db,
  stall?: { afterStep: number; onStall: (jobId: string) => void },
): JobHandler<EffectJob> {
  return async (job) => {
    for (let step = 1; step <= EFFECT_STEPS; step++) {
      await sql`insert into job_effects (job_key, step) values (${job.data.key}, ${step}) on conflict do nothing`.execute(
        db.kysely,
      );
      await job.progress(step, EFFECT_STEPS, `step ${step}`);
      if (step === stall?.afterStep) {
        stall.onStall(job.id);
        await new Promise<never>(() => undefined);
      }
    }
  };
}
