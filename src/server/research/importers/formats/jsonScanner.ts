/**
 * A streaming JSON scanner for documents too big to parse whole: it walks the structure chunk by
 * chunk and hands out only the values a caller asks for (by their path from the root), each parsed
 * with JSON.parse and tagged with the line it starts on. Values the caller neither captures nor
 * descends into are skipped by a fast bracket-and-string scan, so most of a file is never tokenized.
 * Several top-level values may follow each other (concatenated or line-delimited JSON).
 */

/** A key in an object or an index in an array. */
export type JsonPath = readonly (string | number)[];

/** What to do with the value at a path: hand it out parsed, look inside it, or skip it. */
export type PathAction = 'capture' | 'descend' | 'skip';

export type ScanEvent =
  | { type: 'value'; path: JsonPath; line: number; value: unknown }
  /** A container that was descended into closed (`line` is where it opened). */
  | { type: 'end'; path: JsonPath; line: number; isArray: boolean }
  | { type: 'error'; line: number; error: string };

/**
 * The longest captured value. A longer one means the file is not shaped as expected (or a string is
 * never closed), and holding it would hold the file.
 */
export const MAX_CAPTURE_CHARS = 256 * 1024 * 1024;

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const COMMA = 44;
const COLON = 58;

interface Frame {
  isArray: boolean;
  /** The current key (objects) or index (arrays). */
  key: string | number;
  line: number;
  /** In an object: the next token is a key (after '{' or ','). */
  expectKey: boolean;
  /** The container holds no member yet (a closing bracket is allowed). */
  empty: boolean;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

/** Index of the quote closing the string whose content starts at `from`, or -1 when the text ends first. */
function stringEnd(text: string, from: number): number {
  let at = text.indexOf('"', from);
  while (at >= 0) {
    let slashes = 0;
    while (text.charCodeAt(at - 1 - slashes) === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return at;
    at = text.indexOf('"', at + 1);
  }
  return -1;
}

const PRIMITIVE_END = /[\s,\]}]/g;

export class JsonScanner {
  readonly events: ScanEvent[] = [];
  private readonly action: (path: JsonPath) => PathAction;
  private text = '';
  /** Line number at `lineAt` in `text`. */
  private line = 1;
  private lineAt = 0;
  private readonly stack: Frame[] = [];
  /** A value was read and a ',' or closing bracket (or, at the top, another value) follows. */
  private afterValue = false;
  /** A key was read and ':' follows. */
  private expectColon = false;
  /** The capture or skip of a value in progress. */
  private capture:
    | { keep: boolean; parts: string[]; size: number; start: number; line: number; depth: number; path: JsonPath }
    | undefined;
  /** Where a capture paused for more text (the text before it is consumed). */
  private pausedAt = 0;
  private failed = false;

  constructor(action: (path: JsonPath) => PathAction) {
    this.action = action;
  }

  push(chunk: string): void {
    if (this.failed) return;
    this.text = this.text.length === 0 ? chunk : this.text + chunk;
    const consumed = this.scan(false);
    this.trim(consumed);
  }

  end(): void {
    if (this.failed) return;
    const consumed = this.scan(true);
    this.trim(consumed);
    if (this.failed) return;
    if (this.capture) {
      this.fail(
        this.capture.line,
        'the value starting on this line is cut off: the file ends before its closing brackets',
      );
    } else if (this.stack.length > 0 || this.expectColon) {
      this.fail(this.lineOf(this.text.length), 'the file ends before its closing brackets (a cut-off file?)');
    }
  }

  private path(): (string | number)[] {
    return this.stack.map((frame) => frame.key);
  }

  private lineOf(at: number): number {
    let i = this.text.indexOf('\n', this.lineAt);
    while (i >= 0 && i < at) {
      this.line++;
      i = this.text.indexOf('\n', i + 1);
    }
    this.lineAt = at;
    return this.line;
  }

  /** Drops the consumed text; a capture in progress keeps its part. */
  private trim(consumed: number): void {
    this.lineOf(consumed);
    const capture = this.capture;
    if (capture) {
      if (capture.keep) {
        const part = this.text.slice(capture.start, consumed);
        capture.parts.push(part);
        capture.size += part.length;
        if (capture.size > MAX_CAPTURE_CHARS) {
          this.capture = undefined;
          this.fail(capture.line, `a value starting on this line runs over ${MAX_CAPTURE_CHARS} characters`);
        }
      }
      capture.start = 0;
    }
    this.text = this.text.slice(consumed);
    this.lineAt = 0;
  }

  private fail(line: number, error: string): void {
    this.failed = true;
    this.events.push({ type: 'error', line, error });
  }

  /** Scans from the start of `text`; returns how far the text was consumed. */
  private scan(final: boolean): number {
    const text = this.text;
    const n = text.length;
    let i = 0;
    while (i < n) {
      if (this.capture) {
        const end = this.skipValue(i);
        if (end < 0) return this.pausedAt;
        i = end;
        continue;
      }
      const c = text.charCodeAt(i);
      if (isSpace(c)) {
        i++;
        continue;
      }
      const frame = this.stack[this.stack.length - 1];
      if (this.expectColon) {
        if (c !== COLON) return this.syntaxError(i, `expected ':' after a key`);
        this.expectColon = false;
        i++;
        continue;
      }
      if (this.afterValue) {
        if (!frame) {
          // Another top-level value may follow (concatenated or line-delimited JSON).
          this.afterValue = false;
          continue;
        }
        if (c === COMMA) {
          this.afterValue = false;
          if (frame.isArray) frame.key = (frame.key as number) + 1;
          else frame.expectKey = true;
          frame.empty = false;
          i++;
          continue;
        }
        if (c === (frame.isArray ? CLOSE_BRACKET : CLOSE_BRACE)) {
          i++;
          this.close();
          continue;
        }
        return this.syntaxError(i, `expected ',' or '${frame.isArray ? ']' : '}'}'`);
      }
      if (frame && !frame.isArray && frame.expectKey) {
        if (c === CLOSE_BRACE && frame.empty) {
          i++;
          this.close();
          continue;
        }
        if (c !== QUOTE) return this.syntaxError(i, 'expected a key in double quotes');
        const close = stringEnd(text, i + 1);
        if (close < 0) return final ? this.syntaxError(i, 'a string is never closed') : i;
        frame.key = JSON.parse(text.slice(i, close + 1)) as string;
        frame.expectKey = false;
        this.expectColon = true;
        i = close + 1;
        continue;
      }
      if (frame?.isArray && frame.empty && c === CLOSE_BRACKET) {
        i++;
        this.close();
        continue;
      }
      // A value starts here.
      const end = this.startValue(i, final);
      if (end < 0) return i;
      if (this.failed) return n;
      i = end;
    }
    return n;
  }

  /** Handles the start of a value at `at`; returns where scanning goes on, or -1 to wait for more text. */
  private startValue(at: number, final: boolean): number {
    const text = this.text;
    const c = text.charCodeAt(at);
    const isContainer = c === OPEN_BRACE || c === OPEN_BRACKET;
    const action = this.action(this.path());
    if (isContainer && action === 'descend') {
      this.stack.push({
        isArray: c === OPEN_BRACKET,
        key: c === OPEN_BRACKET ? 0 : '',
        line: this.lineOf(at),
        expectKey: c === OPEN_BRACE,
        empty: true,
      });
      return at + 1;
    }
    if (isContainer) {
      this.capture = {
        keep: action === 'capture',
        parts: [],
        size: 0,
        start: at,
        line: this.lineOf(at),
        depth: 0,
        path: this.path(),
      };
      return at;
    }
    // A primitive: a string, number, true, false or null.
    let end: number;
    if (c === QUOTE) {
      const close = stringEnd(text, at + 1);
      if (close < 0) return final ? this.syntaxError(at, 'a string is never closed') : -1;
      end = close + 1;
    } else {
      PRIMITIVE_END.lastIndex = at;
      const match = PRIMITIVE_END.exec(text);
      if (!match && !final) return -1;
      end = match ? match.index : text.length;
    }
    const raw = text.slice(at, end);
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return this.syntaxError(at, `'${raw.slice(0, 40)}' is not a JSON value`);
    }
    if (action === 'capture') this.events.push({ type: 'value', path: this.path(), line: this.lineOf(at), value });
    this.afterValue = true;
    return end;
  }

  /** Closes the innermost container; its path is then the keys of the frames left. */
  private close(): void {
    const frame = this.stack.pop()!;
    this.events.push({ type: 'end', path: this.path(), line: frame.line, isArray: frame.isArray });
    this.afterValue = true;
  }

  /** Continues the capture or skip in progress from `from`; returns the index after its end, or -1 when the text ends first. */
  private skipValue(from: number): number {
    const capture = this.capture!;
    const text = this.text;
    const n = text.length;
    let depth = capture.depth;
    let i = from;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === QUOTE) {
        const close = stringEnd(text, i + 1);
        if (close < 0) {
          // Resume at the string's opening quote once more text arrives.
          capture.depth = depth;
          return this.pauseCapture(i);
        }
        i = close + 1;
        continue;
      }
      if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
      else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        depth--;
        if (depth === 0) {
          i++;
          this.finishCapture(i);
          return i;
        }
      }
      i++;
    }
    capture.depth = depth;
    return this.pauseCapture(n);
  }

  /** The text ended inside the capture: scanning resumes at `at` (the text before it is consumed). */
  private pauseCapture(at: number): number {
    this.pausedAt = at;
    return -1;
  }

  private finishCapture(end: number): void {
    const capture = this.capture!;
    this.capture = undefined;
    this.afterValue = true;
    if (!capture.keep) return;
    capture.parts.push(this.text.slice(capture.start, end));
    const raw = capture.parts.length === 1 ? capture.parts[0]! : capture.parts.join('');
    try {
      this.events.push({ type: 'value', path: capture.path, line: capture.line, value: JSON.parse(raw) });
    } catch (error) {
      this.events.push({
        type: 'error',
        line: capture.line,
        error: `not valid JSON (${error instanceof Error ? error.message : String(error)})`,
      });
    }
  }

  private syntaxError(at: number, error: string): number {
    this.fail(this.lineOf(at), `invalid JSON: ${error}; the rest of the file cannot be read`);
    return this.text.length;
  }
}

/** Scans decoded text chunks, yielding the events as they come. */
export async function* scanJson(
  chunks: AsyncIterable<string>,
  action: (path: JsonPath) => PathAction,
): AsyncGenerator<ScanEvent> {
  const scanner = new JsonScanner(action);
  for await (const chunk of chunks) {
    scanner.push(chunk);
    yield* scanner.events;
    scanner.events.length = 0;
  }
  scanner.end();
  yield* scanner.events;
  scanner.events.length = 0;
}
