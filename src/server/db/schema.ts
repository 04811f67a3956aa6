/**
 * Table types. Portable column types only: integers, text, and ISO-8601 timestamps as text.
 * Booleans are integers 0/1 (SQLite has no boolean, better-sqlite3 cannot bind one).
 */
import type { Generated, Insertable, Selectable } from 'kysely';

import type { TeamTables } from './migrations/0002_team_accounts';
import type { BillingTables } from './migrations/0003_billing';
import type { AccountSettingsTables } from './migrations/0004_account_settings';
import type { AccountDataTables } from './migrations/0005_account_data';
import type { SearchIndexTables } from './migrations/0006_search_index';
import type { OutboxDeliveryColumns } from './migrations/0007_outbox_delivery';
import type { ResearchCorpusTables } from './migrations/0008_research_corpus';

export interface UsersTable {
  id: Generated<number>;
  /** Public GUID (userId in the user state). */
  guid: string;
  /** As typed at sign-up; unique case-insensitively (index on lower(email)). */
  email: string;
  password_hash: string;
  display_name: string | null;
  /** JSON array of role names (admin, recon_full, infinitelogin). */
  roles: string;
  /** Plan name, null for free accounts. */
  plan: string | null;
  is_full_user: number;
  max_export_rows: number;
  has_unlimited_export_rows: number;
  should_show_onboarding: number;
  created_at: string;
  /** The paying parent of a team (child) account; null for everyone else (0002_team_accounts). */
  parent_user_id: number | null;
}

export interface SessionsTable {
  /** Public GUID (sessionId in the user state). */
  id: string;
  /** SHA-256 of the secret carried by the rs_session cookie; the secret itself is never stored. */
  token_hash: string;
  user_id: number | null;
  csrf_token: string;
  remember: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  killed_at: string | null;
  user_agent: string | null;
  last_path: string | null;
}

/** The outbox; its delivery columns come from 0007_outbox_delivery. */
export interface EmailOutboxTable extends OutboxDeliveryColumns {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  created_at: string;
  sent_at: string | null;
}

export interface PasswordResetsTable {
  /** SHA-256 of the single-use token in the e-mailed link. */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface EventLogTable {
  id: Generated<number>;
  user_id: number | null;
  session_id: string | null;
  name: string;
  /** JSON object with the event's details. */
  detail: string | null;
  created_at: string;
}

/** Every table: the core ones below, and each area's from its migration. */
export interface Database
  extends TeamTables, BillingTables, AccountSettingsTables, AccountDataTables, SearchIndexTables, ResearchCorpusTables {
  users: UsersTable;
  sessions: SessionsTable;
  email_outbox: EmailOutboxTable;
  password_resets: PasswordResetsTable;
  event_log: EventLogTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
