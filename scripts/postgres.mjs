#!/usr/bin/env node
// A private, throw-away PostgreSQL cluster for the server tests, from Debian's binaries
// (/usr/lib/postgresql/<version>/bin; `apt-get install -y postgresql`, which does not autostart).
// PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` system user,
// with its temporary data directory chowned to it.
//
//   node scripts/postgres.mjs <command …>   start a cluster, run the command with TEST_DATABASE_URL
//                                           set, stop the cluster, exit with the command's status
//                                           e.g. node scripts/postgres.mjs npx vitest run --project server
//   node scripts/postgres.mjs start          start one and print `export TEST_DATABASE_URL=…` (left running)
//   node scripts/postgres.mjs stop <dir>     stop the one whose data directory start printed
//
// From code (scripts/test.mjs): `const { url, stop } = await startPostgres();`
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PG_ROOT = '/usr/lib/postgresql';
const DATABASE = 'rivalscope_test';
const isRoot = process.getuid?.() === 0;

/** The newest installed major version's bin directory. */
export function findPostgresBin() {
  const versions = existsSync(PG_ROOT)
    ? readdirSync(PG_ROOT)
        .filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(`No PostgreSQL under ${PG_ROOT}. Install Debian's package: apt-get install -y postgresql`);
  }
  return join(PG_ROOT, versions[0], 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL binary, as the postgres user when we are root. */
function pg(bin, tool, args, cwd) {
  const file = join(bin, tool);
  const [command, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  const result = spawnSync(command, argv, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${tool} failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

function stopCluster(bin, dataDir) {
  if (!existsSync(join(dataDir, 'data', 'postmaster.pid'))) {
    rmSync(dataDir, { recursive: true, force: true });
    return;
  }
  try {
    pg(bin, 'pg_ctl', ['-D', join(dataDir, 'data'), '-m', 'immediate', '-w', 'stop'], dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Starts a cluster on a free 127.0.0.1 port with a fresh database. Returns its URL and stop(). */
export async function startPostgres() {
  const bin = findPostgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'rivalscope-pg-'));
  chmodSync(dir, 0o700);
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  try {
    pg(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync'], dir);
    const serverOptions = [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${dir}'`,
      // A test cluster: speed over crash safety.
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    pg(bin, 'pg_ctl', ['-D', data, '-o', serverOptions, '-l', join(dir, 'server.log'), '-w', 'start'], dir);
    pg(bin, 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', DATABASE], dir);
  } catch (error) {
    stopCluster(bin, dir);
    throw error;
  }
  const url = `postgres://postgres@127.0.0.1:${port}/${DATABASE}`;
  let stopped = false;
  return {
    url,
    dataDir: dir,
    stop() {
      if (stopped) return;
      stopped = true;
      stopCluster(bin, dir);
    },
  };
}

async function cli(args) {
  const [first, ...rest] = args;
  if (first === 'stop') {
    if (!rest[0]) throw new Error('usage: node scripts/postgres.mjs stop <data directory>');
    stopCluster(findPostgresBin(), rest[0]);
    console.log(`stopped ${rest[0]}`);
    return 0;
  }
  const cluster = await startPostgres();
  if (first === 'start' || first === undefined) {
    console.log(`export TEST_DATABASE_URL=${cluster.url}`);
    console.log(`# stop it with: node scripts/postgres.mjs stop ${cluster.dataDir}`);
    return 0;
  }
  const stop = () => cluster.stop();
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  process.on('SIGTERM', () => {
    stop();
    process.exit(143);
  });
  try {
    console.log(`PostgreSQL test cluster: ${cluster.url}`);
    const result = spawnSync(first, rest, {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: cluster.url },
    });
    return result.status ?? 1;
  } finally {
    stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  cli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
