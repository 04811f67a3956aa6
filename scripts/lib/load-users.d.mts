/** Only what the tests use; scripts/bench-load.mjs imports the module as plain JavaScript. */
export function applySetCookies(jar: Map<string, string>, lines: readonly string[], now?: number): Map<string, string>;
