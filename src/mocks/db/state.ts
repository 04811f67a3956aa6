/**
 * The mock database's current state, with the helpers several tags share. It is kept apart from
 * index.ts so the tag modules can read it without importing the seed (which uses them).
 * `resetMockDb` (index.ts) replaces it.
 */
import type { AdminState } from './admin';
import type { MockAccount } from './auth';
import type { OutreachState } from './outreach';
import type { StoredProject } from './projects';
import type { TrackedRankRow } from './rankTracking';
import { csvValues } from '../../lib/csv';
import type { EnvironmentState, TrackingState, UserState } from '../fixtures';
import type { MockSearchConsoleSite } from '../fixtures/searchConsole';
import type { Schemas } from '../spec';

export interface MockDb {
  /** The session's user; the anonymous state when logged out. */
  user: UserState;
  tracking: TrackingState;
  environment: EnvironmentState;
  /** Known accounts by lower-case e-mail (login, duplicate e-mail on sign-up). */
  accounts: Map<string, MockAccount>;
  projects: Map<string, StoredProject>;
  /** The projects' outreach websites and pages with their notes, tasks, contact events and history. */
  outreach: OutreachState;
  /** The research database's term ids by lower-case keyword. */
  terms: Map<string, number>;
  /** The plan's keyword allowance (KeywordCount.totalCount). */
  keywordAllowance: number;
  /** Keywords tracked outside workspace projects; they count against the allowance. */
  otherTrackedCount: number;
  /** Rank checks of tracked keywords (the server's tracked_ranks). */
  trackedRanks: TrackedRankRow[];
  /** Imported Search Console data by site (the server's search_performance); read through searchConsoleFor. */
  searchConsoleSites: Readonly<Record<string, MockSearchConsoleSite>>;
  /** When the weekly check of tracked keywords runs next (GetRankTracking's nextCheckAt). */
  nextTrackingCheckAt: string | null;
  childAccounts: Schemas['ChildAccount'][];
  sessions: Schemas['ChildSession'][];
  isSessionKilled: boolean;
  userAttributes: Map<string, string | null>;
  counters: { term: number; group: number; label: number; project: number; child: number; row: number };
  /** The admin area: data sources, job queue, failed checks, import runs. */
  admin: AdminState;
  /** Phrase or broad list answers still to say their figures are being computed (the server's match-type job). */
  matchTypesPendingAnswers: number;
}

let current = {} as MockDb;

export function getMockDb(): MockDb {
  return current;
}

/** Swaps the state in (index.ts: on reset, and while a new state is being seeded). */
export function setMockDb(next: MockDb): void {
  current = next;
}

export function guid(prefix: string, n: number): string {
  return `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export function splitIds(csv: string | null | undefined): number[] {
  return csvValues(csv)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

export function nextRowId(): number {
  const db = getMockDb();
  db.counters.row += 1;
  return db.counters.row;
}
