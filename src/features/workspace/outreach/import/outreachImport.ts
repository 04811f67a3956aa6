/**
 * The outreach import's reading rules (doc 2 §2 outreach-import, §7 import/OutreachImport): pasted
 * lines or a CSV file become import entries {fullUrl, contactName?, contactEmail?, tagsCsv?}.
 *
 * - Records are CSV (RFC 4180 quoting: a quoted field may hold commas, doubled quotes and line
 *   breaks); a text whose first record holds a tab and no comma is read tab separated (a paste
 *   from a spreadsheet).
 * - Columns: url, contact name, contact email, tags. A first record naming a url column is a header
 *   and gives the column order; without one the order is that one. Fields past the last column
 *   belong to tags when tags is last (an unquoted tag list).
 * - Fields are trimmed; blank records are skipped; a URL without a scheme gets https://.
 * - A record with a bad field is left out and reported once per field, with its line and field.
 * - A page named twice (the server's page key: host without www., path and query) is kept once; the
 *   repeats are counted.
 */
import { IMPORT_TEXT } from './importTexts';
import type { components } from '../../../../api/schema.gen';
import { fill, TEXT } from '../../../../lib/spec/text';
import { isValidEmail } from '../../../../lib/validators';

export type OutreachImportEntry = components['schemas']['OutreachImportEntry'];

/** The contract's limits (openapi/schemas/workspace.yaml OutreachImportEntry) and the server's tag limit. */
export const MAX_URL_LENGTH = 2048;
export const MAX_CONTACT_NAME_LENGTH = 100;
export const MAX_TAG_LENGTH = 100;

/** The most problems the preview lists (the panel stays short); the rest are counted ('…and N more'). */
export const PROBLEMS_SHOWN = 20;

export type ImportColumn = 'url' | 'contactName' | 'contactEmail' | 'tags';
export const DEFAULT_COLUMNS: readonly ImportColumn[] = ['url', 'contactName', 'contactEmail', 'tags'];

export type ImportProblemReason = 'missing' | 'invalid' | 'tooLong';

export interface ImportProblem {
  /** 1-based line of the text where the record starts. */
  line: number;
  field: ImportColumn;
  /** The field as written (trimmed). */
  value: string;
  reason: ImportProblemReason;
}

export interface ParsedImport {
  entries: OutreachImportEntry[];
  /** The line each entry came from (same order as entries), to name a line the server refuses. */
  lines: number[];
  problems: ImportProblem[];
  /** Records naming a page an earlier record already named: dropped. */
  duplicateCount: number;
  hasHeader: boolean;
}

export interface CsvRecord {
  line: number;
  fields: string[];
}

/** Splits CSV text into records with the line each starts on; quoted fields may span lines. */
export function readCsvRecords(text: string, delimiter = ','): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endField = () => {
    fields.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push({ line: recordLine, fields });
    fields = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') {
        quoted = false;
      } else {
        if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line += 1;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field.trim() === '') {
      // A quote opens a quoted field only at its start (spaces before it are dropped).
      field = '';
      quoted = true;
    } else if (ch === delimiter) {
      endField();
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += ch;
    }
  }
  if (field !== '' || fields.length > 0 || quoted) endRecord();
  return records;
}

/** Tab separated when the first non-blank line holds a tab and no comma; else comma separated. */
export function delimiterOf(text: string): ',' | '\t' {
  const first = text.split(/\r\n|\n|\r/).find((l) => l.trim() !== '') ?? '';
  return first.includes('\t') && !first.includes(',') ? '\t' : ',';
}

const HEADER_NAMES: Record<string, ImportColumn> = {
  url: 'url',
  fullurl: 'url',
  pageurl: 'url',
  page: 'url',
  link: 'url',
  linkurl: 'url',
  website: 'url',
  site: 'url',
  domain: 'url',
  address: 'url',
  contactname: 'contactName',
  name: 'contactName',
  contact: 'contactName',
  fullname: 'contactName',
  contactemail: 'contactEmail',
  email: 'contactEmail',
  emailaddress: 'contactEmail',
  contactemailaddress: 'contactEmail',
  mail: 'contactEmail',
  tags: 'tags',
  tag: 'tags',
  tagscsv: 'tags',
};

/** The column a header field names ('Contact e-mail' → contactEmail), or undefined. */
export function headerColumn(field: string): ImportColumn | undefined {
  return HEADER_NAMES[field.toLowerCase().replace(/[^a-z0-9]/g, '')];
}

/** A record is a header when one of its fields names the url column. */
export function isHeaderRecord(fields: readonly string[]): boolean {
  return fields.some((f) => headerColumn(f.trim()) === 'url');
}

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]+)$/;

/** The URL to send (https:// added when no scheme is written), or null when it is no web page address. */
export function normalizeUrl(value: string): URL | null {
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(SCHEME.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // 'mailto:dana@example.org' would read as a user 'mailto' on example.org: a page address names no user.
  if (url.username !== '' || url.password !== '') return null;
  const labels = url.hostname.split('.');
  if (labels.length < 2 || !labels.every((l) => HOST_LABEL.test(l))) return null;
  if (!TOP_LABEL.test(labels[labels.length - 1]!)) return null;
  return url;
}

/** The address as written, with https:// in front when it has no scheme. */
export const withScheme = (value: string) => (SCHEME.test(value.trim()) ? value.trim() : `https://${value.trim()}`);

/** The page key the server dedupes on: host without www., path and query (scheme and fragment ignored). */
export const pageKeyOf = (url: URL) => `${url.hostname.replace(/^www\./, '')}${url.pathname}${url.search}`;

/** Tags of a field: split on commas or semicolons, trimmed, blanks and (any case) repeats dropped. */
export function tagsOf(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of text.split(/[,;]/)) {
    const tag = part.trim();
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** A file we can read as text: by its type, or by its name (a CSV often comes typed as Excel, or untyped). */
export const isTextFile = (file: { name: string; type: string }) =>
  file.type.startsWith('text/') || file.type === 'application/vnd.ms-excel' || /\.(csv|tsv|txt)$/i.test(file.name);

/** Reads an import text (pasted lines or a CSV file's contents) into entries and per-line problems. */
export function parseOutreachImport(text: string): ParsedImport {
  const records = readCsvRecords(text, delimiterOf(text)).filter((r) => r.fields.some((f) => f.trim() !== ''));
  const result: ParsedImport = { entries: [], lines: [], problems: [], duplicateCount: 0, hasHeader: false };
  let columns: readonly (ImportColumn | undefined)[] = DEFAULT_COLUMNS;
  const first = records[0];
  if (first && isHeaderRecord(first.fields)) {
    result.hasHeader = true;
    const named = new Set<ImportColumn>();
    // A column named twice is read from its first place only.
    columns = first.fields.map((f) => {
      const column = headerColumn(f.trim());
      if (!column || named.has(column)) return undefined;
      named.add(column);
      return column;
    });
    records.shift();
  }
  const tagsLast = columns[columns.length - 1] === 'tags';
  const seen = new Set<string>();

  for (const record of records) {
    const values: Partial<Record<ImportColumn, string>> = {};
    record.fields.forEach((raw, i) => {
      const column = i < columns.length ? columns[i] : tagsLast ? 'tags' : undefined;
      if (!column) return;
      const value = raw.trim();
      values[column] = column === 'tags' && values.tags !== undefined ? `${values.tags},${value}` : value;
    });
    const problems: ImportProblem[] = [];
    const report = (field: ImportColumn, value: string, reason: ImportProblemReason) =>
      problems.push({ line: record.line, field, value, reason });

    const urlText = values.url ?? '';
    const url = urlText === '' ? null : normalizeUrl(urlText);
    if (urlText === '') report('url', '', 'missing');
    else if (withScheme(urlText).length > MAX_URL_LENGTH) report('url', urlText, 'tooLong');
    else if (!url) report('url', urlText, 'invalid');

    const contactName = values.contactName ?? '';
    if (contactName.length > MAX_CONTACT_NAME_LENGTH) report('contactName', contactName, 'tooLong');
    const contactEmail = values.contactEmail ?? '';
    if (contactEmail !== '' && !isValidEmail(contactEmail)) report('contactEmail', contactEmail, 'invalid');
    const tags = tagsOf(values.tags ?? '');
    const longTag = tags.find((t) => t.length > MAX_TAG_LENGTH);
    if (longTag) report('tags', longTag, 'tooLong');

    if (problems.length > 0 || !url) {
      result.problems.push(...problems);
      continue;
    }
    const key = pageKeyOf(url);
    if (seen.has(key)) {
      result.duplicateCount += 1;
      continue;
    }
    seen.add(key);
    result.entries.push({
      fullUrl: withScheme(urlText),
      ...(contactName !== '' ? { contactName } : {}),
      ...(contactEmail !== '' ? { contactEmail } : {}),
      ...(tags.length > 0 ? { tagsCsv: tags.join(',') } : {}),
    });
    result.lines.push(record.line);
  }
  return result;
}

const FIELD_WORDS: Record<ImportColumn, string> = {
  url: IMPORT_TEXT.fieldUrl,
  contactName: IMPORT_TEXT.fieldContactName,
  contactEmail: IMPORT_TEXT.fieldContactEmail,
  tags: IMPORT_TEXT.fieldTags,
};

const MAX_LENGTH: Record<ImportColumn, number> = {
  url: MAX_URL_LENGTH,
  contactName: MAX_CONTACT_NAME_LENGTH,
  contactEmail: 254,
  tags: MAX_TAG_LENGTH,
};

/** Where a problem is ('Line 4, contact email') and what it is (the spec's e-mail message for an e-mail). */
export function problemText(problem: ImportProblem): { where: string; what: string } {
  const where = fill(IMPORT_TEXT.problemLine, { line: problem.line, field: FIELD_WORDS[problem.field] });
  const max = MAX_LENGTH[problem.field];
  let what: string;
  if (problem.reason === 'missing') what = IMPORT_TEXT.problemMissing;
  else if (problem.field === 'contactEmail') what = TEXT.invalidEmail;
  else if (problem.field === 'tags') what = fill(IMPORT_TEXT.problemTagTooLong, { value: problem.value, max });
  else if (problem.reason === 'tooLong') what = fill(IMPORT_TEXT.problemTooLong, { max });
  else what = fill(IMPORT_TEXT.problemInvalidUrl, { value: problem.value });
  return { where, what };
}
