/**
 * The ids and roles both specifications share (doc 1 §3, §5, §6, §9; doc 2 §2, §3, §9).
 * Durations are milliseconds (`_MS`), sizes pixels (`_PX`), prices whole US dollars (`_USD`).
 */

/** doc 1 §3, §5, §9; doc 2 §2, §3, §9 — anonymous user id, all-projects id, "empty id". */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';
/** doc 2 §2 — the all-projects bucket uses the empty id. */
export const ALL_PROJECTS_ID = EMPTY_GUID;

/** doc 1 §3, §6 — the roles the client recognises. */
export const ROLES = ['admin', 'recon_full', 'infinitelogin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_ADMIN = 'admin';
export const ROLE_RECON_FULL = 'recon_full';
export const ROLE_INFINITE_LOGIN = 'infinitelogin';
