/**
 * How numbers, money, dates and missing values are shown (doc 1 §5; doc 2 §5, §9).
 * Durations are milliseconds (`_MS`), sizes pixels (`_PX`), prices whole US dollars (`_USD`).
 */

/** doc 2 §9 — shown for a missing value. */
export const NULL_SYMBOL = '-';
/** doc 2 §9 — number abbreviations, each step ×1000. */
export const NUMBER_ABBREVIATIONS = ['k', 'M', 'B', 'T', 'P', 'E'] as const;
/** doc 2 §9 — currency under this shows 2 decimals, otherwise none. */
export const CURRENCY_DECIMALS_BELOW = 100;
/** doc 1 §5; doc 2 §5, §9 — date input and display formats. */
export const DATE_INPUT_FORMAT = 'MM/DD/YYYY';
