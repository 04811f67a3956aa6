/**
 * A link's activity history (doc 2 §7 LinkHistory): one row per change to a page, written by the
 * change itself inside its transaction, so a change and its history row exist together or not at
 * all. The actions are the contract's LinkHistoryEntry actions.
 */
import type { Kysely } from 'kysely';

import type { components } from '../../api/schema.gen';
import type { Database } from '../db/schema';

export type HistoryAction = components['schemas']['LinkHistoryEntry']['action'];

export async function recordHistory(
  trx: Kysely<Database>,
  urlId: number,
  action: HistoryAction,
  description: string,
): Promise<void> {
  await trx
    .insertInto('outreach_history')
    .values({ url_id: urlId, action, description, occurred_at: new Date().toISOString() })
    .execute();
}
