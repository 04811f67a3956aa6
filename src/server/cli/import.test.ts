import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { lastMonth, parseImportArgs, summaryLines } from './import';
import type { DatabaseConfig } from '../config';
import { openDatabase, type Db } from '../db';
import { hasKeywordVolumeIndex } from '../db/keywordVolumeIndex';
import { writeKeywordPlannerFile } from '../research/importers/formats/fixtures/generate';
import { IMPORT_BATCH_ROWS } from '../research/importers/importRun';
import { corpusDump } from '../research/importers/importTesting';
import { freshDatabase, TEST_DATABASES } from '../testing/harness';

const NOW = new Date('2026-11-20T12:00:00Z');

describe('npm run import arguments', () => {
  it('reads the kind, the file and the options', () => {
    expect(parseImportArgs(['keyword-planner', 'stats.csv', '--country', 'GB', '--month=2026-09'], NOW)).toEqual({
      request: { kind: 'keyword-planner', path: 'stats.csv', options: { country: 'gb', month: 202609 } },
      databaseUrl: null,
      databaseSchema: null,
      commitRows: null,
    });
    expect(parseImportArgs(['serp-json', 'a.json', '--commit-rows', '20000'], NOW).commitRows).toBe(20_000);
    expect(parseImportArgs(['gsc', 'Queries.csv', '--site', 'example.com'], NOW).request.options).toEqual({
      country: 'us',
      month: 202610,
      site: 'example.com',
    });
    expect(lastMonth(new Date('2026-01-03T00:00:00Z'))).toBe(202512);
  });

  it.each([
    [[], /Name the kind of file to import/],
    [['csv', 'a.csv'], /Unknown kind "csv": use one of gsc, keyword-planner, serp-json, serpbear, backlinks/],
    [['serp-json'], /Name the file to import/],
    [['serp-json', 'a.json', 'b.json'], /Unexpected argument "b.json"/],
    [['serp-json', 'a.json', '--month', '2026-13'], /--month takes a month as YYYY-MM, not "2026-13"/],
    [['serp-json', 'a.json', '--country', 'usa'], /--country takes a two-letter country code, not "usa"/],
    [['serp-json', 'a.json', '--country'], /--country needs a value/],
    [['serp-json', 'a.json', '--limit', '5'], /Unknown option --limit/],
    [['gsc', 'Queries.csv'], /--site is required for a gsc export/],
    [['serp-json', 'a.json', '--database-schema', 'x;drop'], /--database-schema takes a schema name/],
    [
      ['serp-json', 'a.json', '--commit-rows', '0'],
      /--commit-rows takes a whole number of rows \(at least 1\), not "0"/,
    ],
    [
      ['serp-json', 'a.json', '--commit-rows=1e5'],
      /--commit-rows takes a whole number of rows \(at least 1\), not "1e5"/,
    ],
  ])('refuses %j naming the argument, with the usage', (argv, message) => {
    expect(() => parseImportArgs(argv, NOW)).toThrow(message);
    expect(() => parseImportArgs(argv, NOW)).toThrow(/Usage: npm run import/);
  });

  it('sums up a run with its first refused rows', () => {
    expect(
      summaryLines({
        runId: 3,
        resumedFrom: 5000,
        rowsRead: 12_000,
        rowsStored: 11_988,
        rowsRefused: 12,
        firstRefused: [{ line: 17, reason: 'the keyword is empty' }],
      }),
    ).toEqual([
      '12,000 rows read, 11,988 stored, 12 refused (run 3, resumed after line 5,000)',
      '    line 17: the keyword is empty',
      '    and 11 more refused rows (table import_errors, run 3)',
    ]);
  });
});

interface Child {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** The CLI as a user runs it, on the given database. */
function runCli(args: string[], database: DatabaseConfig, onStart?: (kill: () => void) => void): Promise<Child> {
  const target =
    database.kind === 'sqlite'
      ? ['--database-url', database.file]
      : ['--database-url', database.url, ...(database.schema ? ['--database-schema', database.schema] : [])];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/import.ts', ...args, ...target], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  onStart?.(() => child.kill('SIGKILL'));
  return new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })));
}

/** How often the test looks at the run's checkpoint while the CLI imports. */
const CHECKPOINT_POLL_MS = 25;
/** Rows in the crash test's file: several transactions, so the kill lands between two of them. */
const CRASH_FILE_ROWS = IMPORT_BATCH_ROWS * 6;
/** Its transactions: two batches each, so a commit holds several checkpoints, as the default's ten do. */
const CRASH_COMMIT_ROWS = IMPORT_BATCH_ROWS * 2;

describe.each(TEST_DATABASES)('npm run import on %s', (kind) => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'rivalscope-import-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function withDatabase<T>(body: (db: Db, config: DatabaseConfig) => Promise<T>): Promise<T> {
    const database = await freshDatabase(kind);
    const db = await openDatabase(database.config);
    try {
      return await body(db, database.config);
    } finally {
      await db.close();
      await database.cleanup();
    }
  }

  it('says which file is missing, and exits 1', async () => {
    await withDatabase(async (_db, config) => {
      const missing = join(dir, 'missing.csv');
      const child = await runCli(['keyword-planner', missing], config);
      expect(child.code).toBe(1);
      expect(child.stderr).toContain(`No file at ${missing}.`);
    });
  });

  it('resumes an import killed half-way, ending with the tables an uninterrupted import gives', async () => {
    const file = join(dir, 'planner.tsv');
    await writeKeywordPlannerFile(file, CRASH_FILE_ROWS);
    const args = ['keyword-planner', file, '--month', '2026-10', '--commit-rows', String(CRASH_COMMIT_ROWS)];

    const resumed = await withDatabase(async (db, config) => {
      let killedAt = 0;
      let poll: NodeJS.Timeout | undefined;
      const killed = await runCli(args, config, (kill) => {
        poll = setInterval(() => {
          void db.kysely
            .selectFrom('import_runs')
            .select('checkpoint_line')
            .executeTakeFirst()
            .then((run) => {
              if (run && run.checkpoint_line > 0 && killedAt === 0) {
                killedAt = run.checkpoint_line;
                clearInterval(poll);
                kill();
              }
            });
        }, CHECKPOINT_POLL_MS);
      });
      clearInterval(poll);
      expect(killed.signal).toBe('SIGKILL');
      const [interrupted] = await db.kysely.selectFrom('import_runs').select(['status', 'checkpoint_line']).execute();
      expect(interrupted!.status).toBe('running');
      expect(interrupted!.checkpoint_line).toBeLessThan(CRASH_FILE_ROWS);
      // The killed command had taken keywords' (country, volume) index down for its batches: the
      // database's next opening (the server starting, another command) builds it again.
      expect(await hasKeywordVolumeIndex(db.kysely, db.dialect)).toBe(false);
      const reopened = await openDatabase(config);
      expect(await hasKeywordVolumeIndex(reopened.kysely, reopened.dialect)).toBe(true);
      await reopened.close();

      const again = await runCli(args, config);
      expect(again.code).toBe(0);
      expect(again.stdout).toMatch(
        new RegExp(
          `${CRASH_FILE_ROWS.toLocaleString('en-US')} rows read, ${CRASH_FILE_ROWS.toLocaleString('en-US')} stored, 0 refused \\(run 1, resumed after line`,
        ),
      );
      expect(await hasKeywordVolumeIndex(db.kysely, db.dialect)).toBe(true);
      return corpusDump(db);
    });

    const uninterrupted = await withDatabase(async (db, config) => {
      const child = await runCli(args, config);
      expect(child.code).toBe(0);
      return corpusDump(db);
    });
    expect(resumed.keywords).toHaveLength(CRASH_FILE_ROWS);
    expect(resumed).toEqual(uninterrupted);
  }, 240_000);
});
