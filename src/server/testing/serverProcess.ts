/**
 * The real server process for the durability suites: src/server/main.ts through tsx (as `npm start`
 * runs it) on a SQLite file in a data directory the suite keeps between starts, so that a restart
 * after a hard kill finds what the first process wrote.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  base: string;
  /** Everything the process printed so far. */
  output: () => string;
}

/**
 * Starts the server on a free port over `dataDir`'s database (API only, silent, with a small demo
 * corpus quick to seed on the first start) and waits for its "running at" line; `env` adds to or
 * overrides its environment.
 */
export function startServerProcess(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: join(dataDir, 'rivalscope.sqlite'),
      STATIC_DIR: join(dataDir, 'no-dist'),
      LOG_LEVEL: 'silent',
      RESEARCH_DEMO_KEYWORDS: '40',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolveStart({ child, base: `http://127.0.0.1:${port}`, output: () => output });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}):\n${output}`));
    });
  });
}

/** SIGKILL: no graceful shutdown. Resolves once the process is gone (at once when it already is). */
export function hardKill(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    child.removeAllListeners('exit');
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}
