/**
 * The workspace: groups, keyword tables (columns, sort, pagination, throttled cells) and export
 * limits (doc 2 §2, §3, §5, §6, §9).
 * Durations are milliseconds (`_MS`), sizes pixels (`_PX`), prices whole US dollars (`_USD`).
 */

/** doc 2 §3 — group defaults. */
export const GROUP_CREATED_STATUS = 'Group created';

/**
 * doc 2 §5 — 'Keyword import is capped by the keyword allowance (hasReachedLimit)', over the cap
 * 'Unable to add keywords. You are currently tracking N/N keywords'. The spec gives no figure, so
 * the allowance per plan is our design: keywords an account keeps across all its projects (a team
 * shares its owner's). A full user without a named plan has Basic's; a user who is not full has none.
 */
export const KEYWORD_ALLOWANCE_BY_PLAN = { Basic: 5_000, Professional: 15_000 } as const;
/** Our design: terms one import may carry; all of them are added in one transaction, or none. */
export const MAX_IMPORT_TERMS = 10_000;

/** doc 2 §4 (Export), §9 — an export request is polled every 3 s until it is ready or failed ("Export poll 3 s"). */
export const EXPORT_POLL_MS = 3_000;

/** doc 2 §4, §9 — the panel's content transition is suppressed 150 ms after opening. */
export const PANEL_TRANSITION_SUPPRESS_MS = 150;
/** doc 2 §4 — hovering the project selector expands it after 200 ms; leaving collapses it after 300 ms. */
export const PROJECT_SELECTOR_EXPAND_MS = 200;
export const PROJECT_SELECTOR_COLLAPSE_MS = 300;
/** doc 2 §9 — recent projects in the selector, groups in the nav (plus 'More...'), groups fetched. */
export const RECENT_PROJECTS_SHOWN = 4;
export const NAV_GROUPS_SHOWN = 3;
export const NAV_GROUPS_FETCHED = 16;

/** doc 2 §5, §9 — visible-column bounds in keyword tables. */
export const MAX_VISIBLE_COLUMNS = 5;
export const MIN_VISIBLE_COLUMNS = 1;

/** doc 2 §3 — match types, default broad. */
export const MATCH_TYPES = ['broad', 'phrase', 'exact'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];
export const DEFAULT_MATCH_TYPE: MatchType = 'broad';

/** doc 2 §9 — default visible columns. */
export const DEFAULT_COLUMNS = {
  keywords: ['groups', 'costPerClick', 'monthlySearches', 'currentRank', 'clickChange'],
  groups: ['costPerClick', 'monthlySearches', 'currentRank', 'clickChange'],
  labels: ['costPerClick', 'monthlySearches', 'currentRank', 'clickChange'],
} as const satisfies Record<string, readonly string[]>;

/** doc 2 §4 — sort directions. */
export const SORT_DIRECTIONS = ['none', 'asc', 'desc'] as const;

/** doc 2 §9 — pagination. */
export const PAGE_SIZES: readonly number[] = [20, 50, 100, 250, 500, 1000];
export const DEFAULT_PAGE_SIZE = 20;
/** doc 2 §5, §9 — the start-row input is debounced 500 ms and is at least 1. */
export const START_ROW_DEBOUNCE_MS = 500;
/**
 * Our design: how long a research list waits before asking again while the server says its phrase
 * and broad figures are being prepared (matchTypesPending).
 */
export const MATCH_TYPES_PENDING_RETRY_MS = 3_000;
export const MIN_START_ROW = 1;
/** doc 2 §9 — table bodies with 1 to 50 rows animate; spinner only above 5 expected rows. */
export const TABLE_ANIMATE_MIN_ROWS = 1;
export const TABLE_ANIMATE_MAX_ROWS = 50;
export const TABLE_SPINNER_MIN_EXPECTED_ROWS = 5;
/** doc 2 §5 — table cell alignments. */
export const CELL_ALIGNMENTS = ['left', 'right', 'center'] as const;
/** doc 2 §6 — a cell is throttled when its text is empty, this placeholder, or 'log in to see all results'. */
export const THROTTLED_CELL_PLACEHOLDER = '!~~sub~~fo~~mo~~!';
export const THROTTLED_CELL_TEXTS = ['', THROTTLED_CELL_PLACEHOLDER, 'log in to see all results'] as const;

/** doc 2 §9 — default max rows to export (plan maxExportRows unless unlimited). */
export const MAX_EXPORT_ROWS_DEFAULT = 500_000;
/** doc 2 §5, §9 — Google Sheets export cap. */
export const GOOGLE_SHEETS_ROW_CAP = 100_000;
