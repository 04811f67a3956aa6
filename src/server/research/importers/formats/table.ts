/**
 * A delimited table with a header, as every CSV/TSV kind reads it: the header is looked for among
 * the first rows (an export may put a preamble before it), then each row under it becomes a record
 * or the reason it is refused, and a row the parser could not read passes through as its error.
 */
import type { DelimitedError, DelimitedRecord } from './delimited';
import type { Parsed } from './values';
import type { ParsedRow, ResearchRecord } from '../../records';

export interface HeaderedTable<Columns, R extends ResearchRecord> {
  /** Rows looked at for the header. */
  headerRows: number;
  /** The columns when `row` is the header; undefined to look at the next row; throws to refuse the file. */
  header(row: DelimitedRecord | DelimitedError): Columns | undefined;
  /** A row under the header as a record, or why it is refused. */
  record(columns: Columns, fields: string[]): Parsed<R>;
  /** Why the file is refused when no header turned up; absent: such a file yields nothing. */
  noHeader?: string;
}

export async function* tableRecords<Columns, R extends ResearchRecord>(
  rows: AsyncIterable<DelimitedRecord | DelimitedError>,
  table: HeaderedTable<Columns, R>,
): AsyncGenerator<ParsedRow<R>> {
  let columns: Columns | undefined;
  let seen = 0;
  for await (const row of rows) {
    if (columns === undefined) {
      seen++;
      columns = table.header(row);
      if (columns === undefined && seen >= table.headerRows) break;
      continue;
    }
    if ('error' in row) {
      yield row;
      continue;
    }
    const parsed = table.record(columns, row.fields);
    yield 'error' in parsed ? { line: row.line, error: parsed.error } : { line: row.line, record: parsed.value };
  }
  if (columns === undefined && table.noHeader !== undefined) throw new Error(table.noHeader);
}
