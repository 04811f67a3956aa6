// The server's memory as `npm run bench:load` reads it: a preload the bench gives the server it
// starts (node --expose-gc --import this file; `npm start` never loads it). It appends one JSON
// line of the main thread's process.memoryUsage() to MEMORY_PROBE_FILE
// - every MEMORY_PROBE_MS (ms), as it is (with MEMORY_PROBE_GC=1 after a forced full collection);
// - on SIGUSR2, after a forced full collection: what the server retains,
//   without the garbage that waits for V8's next major collection (marked `asked: true`).
import { appendFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.MEMORY_PROBE_FILE;
const everyMs = Number(process.env.MEMORY_PROBE_MS || 5000);
const canCollect = typeof globalThis.gc === 'function';
const collectEachSample = process.env.MEMORY_PROBE_GC === '1' && canCollect;

function write(forced, asked) {
  if (forced) globalThis.gc();
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
  const line = { at: Date.now(), rss, heapTotal, heapUsed, external, arrayBuffers, forced, asked };
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}

// Worker threads (tsx's loader hooks run in one) load preloads too; the heap figures wanted are the
// main thread's (RSS is the whole process's).
if (file && isMainThread) {
  setInterval(() => write(collectEachSample, false), everyMs).unref();
  if (canCollect) process.on('SIGUSR2', () => write(true, true));
}
