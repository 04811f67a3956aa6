/**
 * An online backup of the configured database (DATABASE_URL, as the server reads it) while the
 * server keeps running and writing:
 *   node --import tsx src/server/cli/backup.ts <file>      (npm run backup -- <file>)
 * SQLite: SQLite's backup API copies the live file page by page into <file>, a complete database
 * of its own; every write committed before the backup began is in it. Restore by stopping the
 * server and putting <file> where DATABASE_URL points. PostgreSQL: pg_dump's custom format
 * (restore with pg_restore), run for you when pg_dump is on the PATH.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

import SqliteDatabase from 'better-sqlite3';

import { runAsCommand } from './entry';
import { progressLine, type ProgressLine } from './progress';
import { loadConfig } from '../config';

export const USAGE = `Usage: npm run backup -- <file>
  Copies the database the server uses (DATABASE_URL) into <file> while the server runs.
  SQLite: <file> is a database file; restore by stopping the server and copying it to DATABASE_URL.
  PostgreSQL: <file> is a pg_dump archive; restore with pg_restore --clean --dbname <url> <file>.`;

/** Pages copied by each step after the first: the rest at once, inside one read of the source. */
const PAGES_AT_ONCE = 1_000_000_000;

/**
 * Copies a live SQLite database into `target` with SQLite's backup API. The source stays open to
 * the server; a write the server commits while the copy runs restarts the step, so the copy is one
 * consistent state, never a mix.
 */
export async function backupSqlite(
  source: string,
  target: string,
  progress?: Pick<ProgressLine, 'update'>,
): Promise<{ pages: number }> {
  const database = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
  try {
    const { totalPages } = await database.backup(target, {
      progress: ({ totalPages: total, remainingPages }) => {
        progress?.update(total - remainingPages, total, 'pages');
        return PAGES_AT_ONCE;
      },
    });
    return { pages: totalPages };
  } finally {
    database.close();
  }
}

/** pg_dump of the database into a custom-format archive; rejects with pg_dump's own message. */
export function backupPostgres(url: string, schema: string | undefined, target: string): Promise<void> {
  const args = ['--format=custom', `--file=${target}`, ...(schema ? [`--schema=${schema}`] : []), url];
  return new Promise((done, fail) => {
    const child = spawn('pg_dump', args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      fail(
        new Error(
          error.code === 'ENOENT'
            ? 'pg_dump is not installed (Debian: apt-get install postgresql-client); run it against DATABASE_URL yourself.'
            : error.message,
        ),
      ),
    );
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(errors.trim() || `pg_dump exited ${code}`))));
  });
}

async function main(argv: readonly string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (argv.length !== 1 || !argv[0]) {
    process.stderr.write(`Name the file to write the backup to.\n${USAGE}\n`);
    return 2;
  }
  const target = resolve(argv[0]);
  if (existsSync(target)) {
    process.stderr.write(`${target} already exists: name a new file, so no backup is overwritten.\n`);
    return 2;
  }
  // A backup needs no session secret: a placeholder keeps loadConfig from generating one.
  const config = loadConfig({ ...process.env, SESSION_SECRET: process.env.SESSION_SECRET || 'x'.repeat(32) });
  const started = Date.now();
  try {
    if (config.database.kind === 'sqlite') {
      if (!existsSync(config.database.file)) {
        process.stderr.write(`No database at ${config.database.file}: nothing to back up.\n`);
        return 1;
      }
      const progress = progressLine('backup');
      const { pages } = await backupSqlite(config.database.file, target, progress);
      progress.done(`${pages.toLocaleString('en-US')} pages written to ${target} in ${Date.now() - started} ms`);
    } else {
      await backupPostgres(config.database.url, config.database.schema, target);
      process.stdout.write(`  backup: pg_dump archive written to ${target} in ${Date.now() - started} ms\n`);
    }
    return 0;
  } catch (error) {
    process.stderr.write(`The backup failed: ${(error as Error).message}\n`);
    return 1;
  }
}

runAsCommand(import.meta.url, () => main(process.argv.slice(2)));
