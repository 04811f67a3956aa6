/**
 * Timings, sizes and defaults of the shared widgets: alerts, tooltips, dropdowns, gauges, buttons,
 * inputs (doc 1 §9; doc 2 §3, §4, §5, §9).
 * Durations are milliseconds (`_MS`), sizes pixels (`_PX`), prices whole US dollars (`_USD`).
 */

/** doc 2 §3, §9 — toast alerts. */
export const ALERT_TIMEOUT_MS = 8_000;
export const ALERT_MOUSELEAVE_TIMEOUT_MS = 1_000;
export const ALERT_TYPES = ['info', 'error'] as const;
/** doc 2 §9 — tooltip hover delays. */
export const TOOLTIP_SHOW_DELAY_MS = 200;
export const TOOLTIP_HIDE_DELAY_MS = 300;
/** doc 2 §9 — desktop dropdown close delay (same as doc 1's desktop menu). */
export const DESKTOP_DROPDOWN_CLOSE_DELAY_MS = 500;
/** doc 2 §9 — hover dropdown hides after 150 ms and sits 10 px below its target. */
export const HOVER_DROPDOWN_HIDE_DELAY_MS = 150;
export const HOVER_DROPDOWN_OFFSET_PX = 10;
/** doc 2 §5, §9 — textarea default max length. */
export const TEXTAREA_DEFAULT_MAX_LENGTH = 1770;
/** doc 2 §9 — searchable dropdown / select default results shown. */
export const DROPDOWN_DEFAULT_RESULTS = 5;
/** doc 2 §9 — star rating default maximum. */
export const STAR_RATING_DEFAULT_MAX = 3;
/** doc 2 §4, §9 — tags input duplicate / invalid flash. */
export const TAG_FLASH_MS = 800;
/** doc 2 §9 — tornado chart label positioning delay after mount. */
export const TORNADO_LABEL_POSITION_DELAY_MS = 500;
/** doc 2 §5 — gauge range. */
export const GAUGE_MIN = 0;
export const GAUGE_MAX = 100;
/** doc 2 §9 — button heights by size. */
export const BUTTON_SIZES_PX = { large: 60, medium: 48, small: 36, 'x-small': 24 } as const;
/** doc 2 §5 — input sizes and validation states. */
export const INPUT_SIZES = ['x-small', 'small', 'medium', 'large'] as const;
export const VALIDATION_STATES = ['normal', 'valid', 'invalid', 'warning'] as const;
/** doc 2 §9 — region dropdown: toggle debounce, focus delay. */
export const REGION_DROPDOWN_TOGGLE_DEBOUNCE_MS = 150;
export const REGION_DROPDOWN_FOCUS_DELAY_MS = 100;
/** doc 2 §9 — scroll helper animation bounds. */
export const SCROLL_HELPER_MIN_MS = 250;
export const SCROLL_HELPER_MAX_MS = 1_000;
/** doc 2 §4 — wizard step states. */
export const WIZARD_STEP_STATES = ['active', 'complete', 'incomplete'] as const;
