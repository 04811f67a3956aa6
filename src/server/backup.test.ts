/**
 * Online backups of the embedded database: `npm run backup` copies the live SQLite file while the
 * real server keeps importing keywords; the server restored from the copy has every import
 * acknowledged before the backup began, and each import whole or not at all.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { backupPostgres } from './cli/backup';
import { pendingMigrations } from './db/migrations/index';
import { openFreshDatabase } from './testing/harness';
import { demoCaller, startServer, type RunningServer } from '../../scripts/lib/server-process.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const KW = '/NsaApi/MySpyFu/Keywords';
const TERMS_PER_IMPORT = 25;
/** Imports acknowledged before the backup starts; more keep coming while it runs. */
const BEFORE_BACKUP = 5;
const SERVER_ENV = { RESEARCH_DEMO_KEYWORDS: '40', STATIC_DIR: '/nonexistent' };

function runBackup(databaseFile: string, target: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'src/server/cli/backup.ts'), target], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => child.once('exit', (code) => done({ code, output })));
}

describe('npm run backup (SQLite, while the server writes)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rivalscope-backup-'));
  const servers: RunningServer[] = [];
  afterAll(() => {
    for (const server of servers) server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('holds every import acknowledged before it began, each whole, and the server starts on it', async () => {
    const live = await startServer({ env: SERVER_ENV });
    servers.push(live);
    const send = await demoCaller(live.base);
    const created = await send('GET', `/NsaApi/MySpyFu/Projects/CreateProject?projectName=Backed%20up`);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const projectId = String(created.body.id);

    const termsOf = (i: number) => Array.from({ length: TERMS_PER_IMPORT }, (_, j) => `backup ${i} term ${j}`);
    const acknowledged: number[] = [];
    let writing = true;
    let ackedWhenBackupBegan: number[] | null = null;
    let backup: Promise<{ code: number | null; output: string }> | null = null;
    const target = join(dir, 'copy.sqlite');
    // One import after another; the backup starts once BEFORE_BACKUP of them are acknowledged.
    const writes = (async () => {
      for (let i = 0; writing; i += 1) {
        const res = await send('POST', `${KW}/KeywordActions/Import`, {
          projectId,
          termCsv: termsOf(i).join(','),
          groupNameCsv: `Import ${i}`,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        acknowledged.push(i);
        if (acknowledged.length === BEFORE_BACKUP) {
          ackedWhenBackupBegan = [...acknowledged];
          backup = runBackup(live.databasePath, target);
          void backup.then(() => (writing = false));
        }
      }
    })();
    await writes;
    const result = await backup!;
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/pages written to/);
    expect(acknowledged.length).toBeGreaterThan(BEFORE_BACKUP);

    // Restore: the copy becomes a new server's database.
    const restoredFile = join(dir, 'restored.sqlite');
    copyFileSync(target, restoredFile);
    const restored = await startServer({ env: { ...SERVER_ENV, DATABASE_URL: restoredFile } });
    servers.push(restored);
    const again = await demoCaller(restored.base);
    const groups = await again('GET', `${KW}/Groups/GetGroups?projectId=${projectId}&maxResults=1000`);
    expect(groups.status, JSON.stringify(groups.body)).toBe(200);
    const countOf = new Map(
      (groups.body as unknown as { name: string; numberOfKeywords: number }[]).map((g) => [g.name, g.numberOfKeywords]),
    );
    for (const i of ackedWhenBackupBegan!) expect(countOf.get(`Import ${i}`), `Import ${i}`).toBe(TERMS_PER_IMPORT);
    // An import during the backup is in it whole or not at all.
    for (const [name, count] of countOf) expect([0, TERMS_PER_IMPORT], name).toContain(count);
  }, 180_000);

  it('refuses to overwrite a file, and says which', async () => {
    const existing = join(dir, 'existing.sqlite');
    copyFileSync(join(ROOT, 'package.json'), existing);
    const result = await runBackup(join(dir, 'whatever.sqlite'), existing);
    expect(result.code).toBe(2);
    expect(result.output).toContain(`${existing} already exists`);
    expect(existsSync(join(dir, 'whatever.sqlite'))).toBe(false);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('npm run backup (PostgreSQL, pg_dump)', () => {
  it('writes an archive that pg_restore brings back after the schema is lost', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const { db, close } = await openFreshDatabase('postgres');
    const dir = mkdtempSync(join(tmpdir(), 'rivalscope-pg-backup-'));
    try {
      const [{ schema }] = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely))
        .rows as [{ schema: string }];
      await sql`insert into email_outbox (to_address, subject, body, created_at)
        values ('a@example.com', 'Kept', 'in the backup', ${new Date().toISOString()})`.execute(db.kysely);
      const archive = join(dir, 'rivalscope.dump');
      await backupPostgres(url, schema, archive);

      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
      await new Promise<void>((done, fail) =>
        spawn('pg_restore', ['--dbname', url, archive], { stdio: 'inherit' }).once('exit', (code) =>
          code === 0 ? done() : fail(new Error(`pg_restore exited ${code}`)),
        ),
      );

      const restored = await sql<{ subject: string }>`select subject from email_outbox`.execute(db.kysely);
      expect(restored.rows.map((r) => r.subject)).toEqual(['Kept']);
      expect(await pendingMigrations(db.kysely as Kysely<unknown>, 'postgres', schema)).toEqual([]);
    } finally {
      await close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
