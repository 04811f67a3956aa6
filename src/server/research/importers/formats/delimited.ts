/**
 * A streaming CSV/TSV parser (RFC 4180): quoted fields may hold the delimiter, doubled quotes and
 * line breaks; lines end in CRLF, LF or CR; the text is decoded by text.ts (UTF-8 or UTF-16 with or
 * without a byte-order mark). Each record carries the 1-based line it starts on. The parser is a
 * resumable state machine over the decoded chunks, so a record split across chunks is never
 * re-scanned and memory holds one record at a time.
 */
import { decodeText, fileChunks } from './text';

/**
 * The longest field accepted. A longer one is almost always a quote that was never closed, which
 * would otherwise swallow the rest of a (possibly gigabyte) file into one string.
 */
export const MAX_FIELD_CHARS = 1 << 20;
/** Text looked at to choose between tab and comma when the caller leaves it open. */
export const DELIMITER_SAMPLE_CHARS = 64 * 1024;

export type Delimiter = ',' | '\t';

export interface DelimitedRecord {
  /** The 1-based line the record starts on. */
  line: number;
  fields: string[];
}

export interface DelimitedError {
  line: number;
  error: string;
}

const QUOTE = 34;
const LF = 10;
const CR = 13;

/** At the start of a field: a quote opens a quoted field. */
const FIELD_START = 0;
/** Inside an unquoted field. */
const UNQUOTED = 1;
/** Inside a quoted field. */
const QUOTED = 2;
/** Just after a quote inside a quoted field: another quote is a literal one, else the field ended. */
const QUOTE_IN_QUOTED = 3;

/**
 * Push text chunks in with `push`, take the complete records out of `records` after each push
 * (the caller empties it), call `end` once. Blank lines are skipped.
 */
export class DelimitedParser {
  readonly records: (DelimitedRecord | DelimitedError)[] = [];
  private readonly delimiter: number;
  private state = FIELD_START;
  private fields: string[] = [];
  private field = '';
  /** The line the parser is on. */
  private line = 1;
  private recordLine = 1;
  /** The previous chunk ended in a CR: a LF opening the next one belongs to the same line break. */
  private pendingCr = false;
  /** The same inside a quoted field, where the line break is part of the field. */
  private pendingQuotedCr = false;

  constructor(delimiter: Delimiter) {
    this.delimiter = delimiter.charCodeAt(0);
  }

  push(text: string): void {
    const delimiter = this.delimiter;
    const n = text.length;
    let i = 0;
    if (this.pendingCr) {
      this.pendingCr = false;
      if (n > 0 && text.charCodeAt(0) === LF) i = 1;
    }
    while (i < n) {
      switch (this.state) {
        case FIELD_START:
          if (text.charCodeAt(i) === QUOTE) {
            this.state = QUOTED;
            i++;
          } else {
            this.state = UNQUOTED;
          }
          break;
        case UNQUOTED: {
          let j = i;
          let c = 0;
          while (j < n) {
            c = text.charCodeAt(j);
            if (c === delimiter || c === LF || c === CR) break;
            j++;
          }
          this.field = this.field === '' ? text.slice(i, j) : this.field + text.slice(i, j);
          if (j === n) {
            this.state = UNQUOTED;
            this.checkFieldLength();
            i = n;
          } else if (c === delimiter) {
            this.fields.push(this.field);
            this.field = '';
            this.state = FIELD_START;
            i = j + 1;
          } else {
            i = this.endRecord(text, j);
          }
          break;
        }
        case QUOTED: {
          const close = text.indexOf('"', i);
          const end = close < 0 ? n : close;
          this.countLineBreaks(text, i, end);
          this.field += text.slice(i, end);
          this.checkFieldLength();
          if (close < 0) {
            i = n;
          } else {
            this.state = QUOTE_IN_QUOTED;
            i = close + 1;
          }
          break;
        }
        case QUOTE_IN_QUOTED: {
          const c = text.charCodeAt(i);
          if (c === QUOTE) {
            this.field += '"';
            this.state = QUOTED;
            i++;
          } else if (c === delimiter) {
            this.fields.push(this.field);
            this.field = '';
            this.state = FIELD_START;
            i++;
          } else if (c === LF || c === CR) {
            i = this.endRecord(text, i);
          } else {
            // Text after a closing quote ('"abc"def'): kept as part of the field, as spreadsheets do.
            this.state = UNQUOTED;
          }
          break;
        }
      }
    }
  }

  /** The input ended: the last record (without a final line break) is complete, or a quote was never closed. */
  end(): void {
    if (this.state === QUOTED) {
      this.records.push({
        line: this.recordLine,
        error: 'a quoted field starting on this line is never closed (the file ends inside it)',
      });
    } else if (this.state !== FIELD_START || this.fields.length > 0) {
      this.fields.push(this.field);
      this.emit();
    }
    this.fields = [];
    this.field = '';
    this.state = FIELD_START;
  }

  /** Ends the record at the line break at `at`; returns the index after the break. */
  private endRecord(text: string, at: number): number {
    this.fields.push(this.field);
    this.field = '';
    this.state = FIELD_START;
    this.emit();
    this.line++;
    this.recordLine = this.line;
    if (text.charCodeAt(at) === CR) {
      if (at + 1 === text.length) {
        this.pendingCr = true;
        return at + 1;
      }
      if (text.charCodeAt(at + 1) === LF) return at + 2;
    }
    return at + 1;
  }

  private emit(): void {
    const fields = this.fields;
    this.fields = [];
    if (fields.length === 1 && fields[0] === '') return;
    this.records.push({ line: this.recordLine, fields });
  }

  /** Line breaks inside a quoted field still move the line count on. */
  private countLineBreaks(text: string, from: number, to: number): void {
    let i = from;
    if (this.pendingQuotedCr) {
      this.pendingQuotedCr = false;
      if (i < to && text.charCodeAt(i) === LF) i++;
    }
    for (;;) {
      let lf = text.indexOf('\n', i);
      let cr = text.indexOf('\r', i);
      if (lf >= to) lf = -1;
      if (cr >= to) cr = -1;
      if (lf < 0 && cr < 0) return;
      const at = lf < 0 ? cr : cr < 0 ? lf : Math.min(lf, cr);
      this.line++;
      if (at === cr && at + 1 < to && text.charCodeAt(at + 1) === LF) i = at + 2;
      else if (at === cr && at + 1 === to && to === text.length) {
        this.pendingQuotedCr = true;
        return;
      } else i = at + 1;
    }
  }

  private checkFieldLength(): void {
    if (this.field.length > MAX_FIELD_CHARS) {
      throw new Error(
        `line ${this.recordLine}: a field runs over ${MAX_FIELD_CHARS} characters — probably a quote that is never closed`,
      );
    }
  }
}

/** Tab when the sample has more tabs than commas (a tab-separated export), else comma. */
export function guessDelimiter(sample: string): Delimiter {
  let tabs = 0;
  let commas = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if (c === 9) tabs++;
    else if (c === 44) commas++;
  }
  return tabs > commas ? '\t' : ',';
}

/**
 * Parses decoded text chunks into records. Without a delimiter, it is guessed from the first
 * DELIMITER_SAMPLE_CHARS characters.
 */
export async function* parseDelimitedText(
  chunks: AsyncIterable<string>,
  delimiter?: Delimiter,
): AsyncGenerator<DelimitedRecord | DelimitedError> {
  let parser = delimiter ? new DelimitedParser(delimiter) : undefined;
  let sample = '';
  for await (const chunk of chunks) {
    if (!parser) {
      sample += chunk;
      if (sample.length < DELIMITER_SAMPLE_CHARS) continue;
      parser = new DelimitedParser(guessDelimiter(sample.slice(0, DELIMITER_SAMPLE_CHARS)));
      parser.push(sample);
      sample = '';
    } else {
      parser.push(chunk);
    }
    yield* drain(parser);
  }
  if (!parser) {
    parser = new DelimitedParser(guessDelimiter(sample));
    parser.push(sample);
  }
  parser.end();
  yield* drain(parser);
}

function* drain(parser: DelimitedParser): Generator<DelimitedRecord | DelimitedError> {
  const records = parser.records;
  for (let i = 0; i < records.length; i++) yield records[i]!;
  records.length = 0;
}

/** Parses a byte stream (a file, a zip entry): decodes it, then parses it. */
export function parseDelimitedBytes(
  bytes: AsyncIterable<Uint8Array>,
  delimiter?: Delimiter,
): AsyncGenerator<DelimitedRecord | DelimitedError> {
  return parseDelimitedText(decodeText(bytes), delimiter);
}

/** Parses a CSV or TSV file, streaming. */
export function readDelimitedFile(
  path: string,
  delimiter?: Delimiter,
): AsyncGenerator<DelimitedRecord | DelimitedError> {
  return parseDelimitedBytes(fileChunks(path), delimiter);
}
