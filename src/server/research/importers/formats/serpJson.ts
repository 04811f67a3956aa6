/**
 * SERP API result files: DataForSEO's Google organic (live/advanced) responses and SerpApi's
 * Google search results, as JSON Lines (one response per line) or as one JSON document (a response,
 * or an array of responses) of any size. Each keyword result becomes a SerpRecord.
 *
 * JSON Lines are parsed line by line with JSON.parse (a bad line is refused, the others read); a
 * document is walked by the streaming scanner (jsonScanner.ts), which parses only each result.
 */
import { extname } from 'node:path';

import { scanJson, type JsonPath, type PathAction } from './jsonScanner';
import { decodeText, fileChunks } from './text';
import { quoteCell, type Parsed } from './values';
import { dataForSeoLocationCode, isoCountryCode } from '../../providers/countryCodes';
import { serpRecord, withTopAdsAbove } from '../../providers/serpPage';
import type { AdResult, Device, FileReader, ImportOptions, OrganicResult, ParsedRow, SerpRecord } from '../../records';

/** A JSON Lines line longer than this is refused unread: no single SERP response is near it. */
export const MAX_JSON_LINE_CHARS = 64 * 1024 * 1024;
/** DataForSEO's default depth, for a result whose request depth is unknown and which has no results. */
export const DATAFORSEO_DEFAULT_DEPTH = 100;
/** SerpApi's default results per page, for a search without `num` and without results. */
export const SERPAPI_DEFAULT_NUM = 10;
/** DataForSEO's success status. */
const DATAFORSEO_OK = 20000;
const JSON_LINES_EXTENSIONS = new Set(['.jsonl', '.ndjson']);

type Json = Record<string, unknown>;

function asObject(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

function asText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function asPositiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined;
}

let countryByLocation: Map<number, string> | undefined;

/** The country of a DataForSEO location_code (2000 + ISO 3166 numeric), or undefined for a region or city. */
function countryOfLocation(code: unknown): string | undefined {
  if (!countryByLocation) {
    countryByLocation = new Map();
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    for (const a of letters) {
      for (const b of letters) {
        const location = dataForSeoLocationCode(a + b);
        if (location !== null) countryByLocation.set(location, a + b);
      }
    }
  }
  return typeof code === 'number' ? countryByLocation.get(code) : undefined;
}

function glOfUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const gl = new URL(url).searchParams.get('gl');
    return gl ? isoCountryCode(gl) : undefined;
  } catch {
    return undefined;
  }
}

function parseDevice(value: unknown): Parsed<Device> {
  if (value === undefined || value === null || value === '') return { value: 'desktop' };
  if (value === 'desktop' || value === 'mobile') return { value };
  return { error: `device ${quoteCell(String(value))} is not desktop or mobile` };
}

/** The corpus month of a timestamp that starts with its date ('2026-10-15 09:30:00 +00:00'). */
function parseMonth(field: string, value: unknown, fallback: number): Parsed<number> {
  if (value === undefined || value === null) return { value: fallback };
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-\d{2}/.exec(value.trim()) : null;
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) return { error: `${field} ${quoteCell(String(value))} is not a date` };
  return { value: Number(match[1]) * 100 + month };
}

/**
 * One DataForSEO result (tasks[].result[]). The country is the result's location_code when it is a
 * country, else the `gl` of its check_url, else the import's country; the depth is the task's
 * requested depth, raised to the deepest rank_absolute seen (ads and boxes count in rank_absolute).
 */
function fromDataForSeo(result: Json, task: Json | undefined, options: ImportOptions): Parsed<SerpRecord> {
  const term = asText(result.keyword)?.trim();
  if (!term) return { error: "the result has no 'keyword'" };
  const country =
    countryOfLocation(result.location_code) ??
    glOfUrl(asText(result.check_url)) ??
    countryOfLocation(task?.location_code) ??
    options.country;
  const device = parseDevice(result.device ?? task?.device);
  if ('error' in device) return device;
  const month = parseMonth('datetime', result.datetime, options.month);
  if ('error' in month) return month;
  const items = result.items ?? [];
  if (!Array.isArray(items)) return { error: "'items' is not a list" };
  const organic: OrganicResult[] = [];
  const paid: { rankAbsolute: number; ad: Omit<AdResult, 'block' | 'position'> }[] = [];
  for (const [index, value] of items.entries()) {
    const item = asObject(value);
    const type = item?.type;
    if (!item || (type !== 'organic' && type !== 'paid')) continue;
    const rankGroup = asPositiveInteger(item.rank_group);
    const rankAbsolute = asPositiveInteger(item.rank_absolute);
    const url = asText(item.url);
    const missing =
      rankGroup === undefined ? 'rank_group' : rankAbsolute === undefined ? 'rank_absolute' : !url ? 'url' : undefined;
    if (missing) return { error: `items[${index}] (${type}) has no valid '${missing}'` };
    if (type === 'organic') {
      organic.push({ rankGroup: rankGroup!, rankAbsolute: rankAbsolute!, url: url!, title: asText(item.title) ?? '' });
    } else {
      paid.push({
        rankAbsolute: rankAbsolute!,
        ad: {
          headline: asText(item.title) ?? '',
          description: asText(item.description) ?? '',
          displayUrl: asText(item.breadcrumb) ?? asText(item.domain) ?? '',
          landingUrl: url!,
        },
      });
    }
  }
  // DataForSEO does not say top or bottom: an ad below the last organic result is a bottom ad.
  const lastOrganic = organic.reduce((max, result) => Math.max(max, result.rankAbsolute), 0);
  const inBlock = { top: 0, bottom: 0 };
  const ads = paid
    .sort((a, b) => a.rankAbsolute - b.rankAbsolute)
    .map(({ rankAbsolute, ad }): AdResult => {
      const block = organic.length > 0 && rankAbsolute > lastOrganic ? 'bottom' : 'top';
      inBlock[block] += 1;
      return { ...ad, block, position: inBlock[block] };
    });
  const requested = asPositiveInteger(task?.depth);
  const depth = requested ?? (organic.length > 0 ? 1 : DATAFORSEO_DEFAULT_DEPTH);
  return {
    value: serpRecord({ term, country, device: device.value, depth, month: month.value }, depth, organic, ads),
  };
}

/**
 * One SerpApi search. The absolute rank counts the top ads above the organic results; the depth is
 * the requested `num`, raised to the deepest result seen; ads outside the top and bottom blocks are
 * left out.
 */
function fromSerpApi(response: Json, options: ImportOptions): Parsed<SerpRecord> {
  const parameters = asObject(response.search_parameters) ?? {};
  const term = asText(parameters.q)?.trim();
  if (!term) return { error: "the search has no 'search_parameters.q'" };
  const gl = asText(parameters.gl);
  const country = gl ? isoCountryCode(gl) : options.country;
  const device = parseDevice(parameters.device);
  if ('error' in device) return device;
  const month = parseMonth('search_metadata.created_at', asObject(response.search_metadata)?.created_at, options.month);
  if ('error' in month) return month;
  const ads: AdResult[] = [];
  for (const value of Array.isArray(response.ads) ? response.ads : []) {
    const ad = asObject(value);
    const block = ad?.block_position;
    if (!ad || (block !== 'top' && block !== 'bottom')) continue;
    const position = asPositiveInteger(ad.position);
    const link = asText(ad.link);
    if (position === undefined || !link) return { error: `an ad has no valid 'position' or 'link'` };
    ads.push({
      block,
      position,
      headline: asText(ad.title) ?? '',
      description: asText(ad.description) ?? '',
      displayUrl: asText(ad.displayed_link) ?? '',
      landingUrl: link,
    });
  }
  const organic: Omit<OrganicResult, 'rankAbsolute'>[] = [];
  const results = response.organic_results ?? [];
  if (!Array.isArray(results)) return { error: "'organic_results' is not a list" };
  for (const [index, value] of results.entries()) {
    const result = asObject(value);
    const position = asPositiveInteger(result?.position);
    const link = asText(result?.link);
    if (!result || position === undefined || !link) {
      return { error: `organic_results[${index}] has no valid '${position === undefined ? 'position' : 'link'}'` };
    }
    organic.push({ rankGroup: position, url: link, title: asText(result.title) ?? '' });
  }
  const depth = asPositiveInteger(parameters.num) ?? (organic.length > 0 ? 1 : SERPAPI_DEFAULT_NUM);
  return {
    value: serpRecord(
      { term, country, device: device.value, depth, month: month.value },
      depth,
      withTopAdsAbove(organic, ads),
      ads,
    ),
  };
}

const NOT_SERP =
  "neither a DataForSEO response ('tasks') nor a SerpApi search ('search_parameters', 'organic_results')";

function isSerpApi(value: Json): boolean {
  return 'organic_results' in value || 'search_parameters' in value;
}

function isDataForSeoResult(value: Json): boolean {
  return 'items' in value && 'keyword' in value;
}

function row(line: number, parsed: Parsed<SerpRecord>): ParsedRow<SerpRecord> {
  return 'error' in parsed ? { line, error: parsed.error } : { line, record: parsed.value };
}

function taskFailure(task: Json): string | undefined {
  const status = task.status_code;
  if (status === undefined || status === DATAFORSEO_OK) return undefined;
  return `task ${asText(task.id) ?? ''} failed: ${String(status)} ${asText(task.status_message) ?? ''}`
    .replace(/\s+/g, ' ')
    .trim();
}

/** The rows of one whole response (a JSON Lines line). */
function* fromResponse(value: unknown, line: number, options: ImportOptions): Generator<ParsedRow<SerpRecord>> {
  const response = asObject(value);
  if (!response) {
    yield { line, error: NOT_SERP };
    return;
  }
  if (Array.isArray(response.tasks)) {
    for (const taskValue of response.tasks) {
      const task = asObject(taskValue) ?? {};
      const results = Array.isArray(task.result) ? task.result : [];
      const failure = results.length === 0 ? taskFailure(task) : undefined;
      if (failure) yield { line, error: failure };
      for (const result of results) {
        const resultObject = asObject(result);
        yield resultObject
          ? row(line, fromDataForSeo(resultObject, asObject(task.data), options))
          : { line, error: 'a task result is not an object' };
      }
    }
  } else if (isSerpApi(response)) {
    yield row(line, fromSerpApi(response, options));
  } else if (isDataForSeoResult(response)) {
    yield row(line, fromDataForSeo(response, undefined, options));
  } else {
    yield { line, error: NOT_SERP };
  }
}

/** Splits text chunks into lines; a line over the limit is reported as such instead of held. */
async function* jsonLines(
  chunks: AsyncIterable<string>,
): AsyncGenerator<{ line: number; text: string } | { line: number; tooLong: true }> {
  let carry = '';
  let line = 1;
  let overlong = false;
  for await (const chunk of chunks) {
    let text = carry.length === 0 ? chunk : carry + chunk;
    let start = 0;
    let end = text.indexOf('\n');
    while (end >= 0) {
      if (overlong) {
        yield { line, tooLong: true };
        overlong = false;
      } else if (end > start) {
        yield { line, text: text.slice(start, end) };
      }
      line++;
      start = end + 1;
      end = text.indexOf('\n', start);
    }
    text = text.slice(start);
    if (text.length > MAX_JSON_LINE_CHARS) {
      overlong = true;
      text = '';
    }
    carry = text;
  }
  if (overlong) yield { line, tooLong: true };
  else if (carry.trim() !== '') yield { line, text: carry };
}

async function* readJsonLines(chunks: AsyncIterable<string>, options: ImportOptions): AsyncGenerator<ParsedRow> {
  for await (const entry of jsonLines(chunks)) {
    if ('tooLong' in entry) {
      yield { line: entry.line, error: `the line is longer than ${MAX_JSON_LINE_CHARS} characters` };
      continue;
    }
    const text = entry.text.trim();
    if (text === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      yield { line: entry.line, error: `not valid JSON (${error instanceof Error ? error.message : String(error)})` };
      continue;
    }
    yield* fromResponse(value, entry.line, options);
  }
}

/** The scanner's plan for a document: descend into responses and DataForSEO tasks, capture the rest at response level and each result. */
function documentAction(path: JsonPath): PathAction {
  const rest = path.length > 0 && typeof path[0] === 'number' ? path.slice(1) : path;
  if (rest.length === 0) return 'descend';
  if (rest[0] !== 'tasks') return rest.length === 1 ? 'capture' : 'skip';
  if (rest.length <= 2) return 'descend';
  if (rest.length === 3) {
    if (rest[2] === 'result') return 'descend';
    return rest[2] === 'data' || rest[2] === 'status_code' || rest[2] === 'status_message' || rest[2] === 'id'
      ? 'capture'
      : 'skip';
  }
  return rest.length === 4 ? 'capture' : 'skip';
}

async function* readDocument(chunks: AsyncIterable<string>, options: ImportOptions): AsyncGenerator<ParsedRow> {
  let fields: Json = {};
  let task: Json = {};
  let taskResults = 0;
  let responses = 0;
  /** The response in progress is a DataForSEO envelope (its tasks are read one by one). */
  let sawTasks = false;
  for await (const event of scanJson(chunks, documentAction)) {
    if (event.type === 'error') {
      yield { line: event.line, error: event.error };
      continue;
    }
    const offset = event.path.length > 0 && typeof event.path[0] === 'number' ? 1 : 0;
    const rest = event.path.slice(offset);
    if (event.type === 'value') {
      if (rest.length === 1) fields[String(rest[0])] = event.value;
      else if (rest.length === 3) task[String(rest[2])] = event.value;
      else if (rest.length === 4) {
        taskResults++;
        const result = asObject(event.value);
        yield result
          ? row(event.line, fromDataForSeo(result, asObject(task.data), options))
          : { line: event.line, error: 'a task result is not an object' };
      }
      continue;
    }
    if (rest.length === 1 && rest[0] === 'tasks') {
      sawTasks = true;
    } else if (rest.length === 2 && rest[0] === 'tasks') {
      const failure = taskResults === 0 ? taskFailure(task) : undefined;
      if (failure) yield { line: event.line, error: failure };
      task = {};
      taskResults = 0;
    } else if (rest.length === 0 && !(event.isArray && offset === 0)) {
      // A response closed (the top-level object, or one in a top-level array).
      responses++;
      if (!sawTasks) {
        if (isSerpApi(fields)) yield row(event.line, fromSerpApi(fields, options));
        else if (isDataForSeoResult(fields)) yield row(event.line, fromDataForSeo(fields, undefined, options));
        else if (responses === 1) throw new Error(`Not a SERP result file: the first response is ${NOT_SERP}.`);
        else yield { line: event.line, error: NOT_SERP };
      }
      fields = {};
      sawTasks = false;
    }
  }
}

/** Text chunks with the ones already read put back in front. */
async function* replay(first: string, rest: AsyncIterator<string>): AsyncGenerator<string> {
  if (first) yield first;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

export async function* serpJsonRows(
  chunks: AsyncIterable<string>,
  options: ImportOptions,
  jsonLinesByName = false,
): AsyncGenerator<ParsedRow> {
  const iterator = chunks[Symbol.asyncIterator]();
  // Read up to the first line break to see the shape: JSON Lines when that line is a whole JSON value.
  let head = '';
  let lineEnd = -1;
  for (;;) {
    const lead = head.length - head.trimStart().length;
    lineEnd = head.indexOf('\n', lead);
    if (lineEnd >= 0 || head.length > MAX_JSON_LINE_CHARS) break;
    const next = await iterator.next();
    if (next.done) break;
    head += next.value;
  }
  const firstChar = head.trimStart()[0];
  if (firstChar !== '{' && firstChar !== '[') {
    throw new Error('Not a SERP result file: expected JSON (a DataForSEO or SerpApi response) or JSON Lines.');
  }
  let isJsonLines = jsonLinesByName;
  if (!isJsonLines && lineEnd >= 0) {
    try {
      JSON.parse(head.slice(0, lineEnd));
      isJsonLines = true;
    } catch {
      isJsonLines = false;
    }
  }
  const text = replay(head, iterator);
  if (isJsonLines) yield* readJsonLines(text, options);
  else yield* readDocument(text, options);
}

export const readSerpJson: FileReader = (path, options) =>
  serpJsonRows(decodeText(fileChunks(path)), options, JSON_LINES_EXTENSIONS.has(extname(path).toLowerCase()));
