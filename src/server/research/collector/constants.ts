/**
 * The collector's timings, limits and defaults: one place for each (tests read them from here).
 */
import type { Device } from '../records';

/** The queue of single SERP checks: one job per keyword, country, device and period. */
export const COLLECT_SERP_QUEUE = 'collect-serp';
/** The scheduled run over the tracked (project) keywords, weekly by default. */
export const COLLECT_TRACKED_QUEUE = 'collect-tracked';
/** The scheduled run over the other keywords (requested, imported), monthly by default. */
export const COLLECT_OTHER_QUEUE = 'collect-other';
/** The queues the collector's two schedules queue their runs on. */
export const COLLECT_SCHEDULE_QUEUES: readonly string[] = [COLLECT_TRACKED_QUEUE, COLLECT_OTHER_QUEUE];

/** Tracked keywords: Mondays 03:00 UTC. */
export const DEFAULT_TRACKED_CRON = '0 3 * * 1';
/** Requested and imported keywords: the 1st of the month, 03:00 UTC. */
export const DEFAULT_OTHER_CRON = '0 3 1 * *';
/** Calls a minute to the SERP provider unless the admin sets another rate. */
export const DEFAULT_REQUESTS_PER_MINUTE = 30;
/** The highest rate the settings accept (every provider's documented limits are below it). */
export const MAX_REQUESTS_PER_MINUTE = 6_000;

export type CheckPeriod = 'weekly' | 'monthly';

/** How old a keyword's last ok check may be before it is due again. */
export const PERIOD_MS: Record<CheckPeriod, number> = {
  weekly: 7 * 24 * 60 * 60 * 1000,
  // Shorter than any month, so the monthly run always finds last month's checks due.
  monthly: 28 * 24 * 60 * 60 * 1000,
};
/**
 * Taken off each period when deciding what is due: a run starts at the same time each period, but
 * last period's check of a keyword may have been stored hours after its run started.
 */
export const DUE_SLACK_MS = 24 * 60 * 60 * 1000;

/** Results looked at per check (an adapter checks at most its provider's maximum). */
export const CHECK_DEPTH = 100;
/** The device checked: the corpus keeps one results page per keyword and month. */
export const CHECK_DEVICE: Device = 'desktop';

/** Retries of a check after a transient failure (rate limit, network, 5xx). */
export const CHECK_RETRY_LIMIT = 4;
/** The wait before the first retry; each further one waits twice as long. */
export const CHECK_RETRY_DELAY_SECONDS = 60;
/** Checks this process runs at once (the token bucket paces the provider calls either way). */
export const CHECK_CONCURRENCY = 2;
/**
 * The token bucket's size in seconds of the rate: after a quiet spell at most this many seconds'
 * worth of calls go out at once (at least one).
 */
export const RATE_BURST_SECONDS = 1;

/** Keywords queued per batch of the scheduled run, between two progress reports. */
export const ENQUEUE_BATCH = 200;
/** Failed checks a listing answers at most per page. */
export const MAX_FAILED_CHECKS_PAGE = 500;
/** The queue of the rebuild of the per-domain totals after checks were stored. */
export const COLLECT_REFRESH_QUEUE = 'collect-refresh';
/** How long after a stored check the totals are rebuilt: later checks of a run join that rebuild. */
export const REFRESH_DELAY_SECONDS = 5 * 60;
