/**
 * CSV text as RFC 4180 writes it: fields separated by commas, records ended by CRLF, and a field
 * that holds a comma, a double quote, CR or LF enclosed in double quotes with its quotes doubled.
 * null and undefined are empty fields; numbers and booleans are written as JavaScript prints them.
 */
export type CsvValue = string | number | boolean | null | undefined;

const NEEDS_QUOTES = /[",\r\n]/;

/** One field, quoted only when it must be. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF included. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** A whole file: the header record, then one record per row. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return csvRecord(header) + rows.map(csvRecord).join('');
}

/**
 * The values of a comma (or line) separated list as the workspace calls take them ('a, b,,A' → a,
 * b): trimmed, blanks and case-insensitive repeats dropped, in their order. The server and the
 * mocks read such lists with this one function.
 */
export function csvValues(csv: string | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of (csv ?? '').split(/[,\n]/)) {
    const value = part.trim();
    if (value === '' || seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    out.push(value);
  }
  return out;
}
