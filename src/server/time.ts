/** The time as the database stores it: ISO 8601 text in UTC (a leaf module, so any layer may import it). */
export const nowIso = (now = Date.now()): string => new Date(now).toISOString();
