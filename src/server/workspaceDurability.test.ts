/**
 * Durability of keyword imports on the embedded database: the real server process
 * (src/server/main.ts) on a SQLite file takes a burst of imports, is hard-killed (SIGKILL, no
 * graceful shutdown) as soon as some are acknowledged while others are still in flight, and is
 * started again on the same file. Every acknowledged import is there whole, with its group; an
 * import cut off by the kill is there whole or not at all, never in part.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { hardKill, startServerProcess } from './testing/serverProcess';
import { demoCaller } from '../../scripts/lib/server-process.mjs';

const KW = '/NsaApi/MySpyFu/Keywords';
/** Imports sent at once; the server is killed once ACKNOWLEDGED_BEFORE_KILL of them answered. */
const IMPORTS = 12;
const ACKNOWLEDGED_BEFORE_KILL = 4;
const TERMS_PER_IMPORT = 200;

describe('durability of keyword imports (SQLite, hard kill)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rivalscope-workspace-durability-'));
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) await hardKill(child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged import, and no import in part, after SIGKILL and a restart', async () => {
    const first = await startServerProcess(dataDir);
    children.push(first.child);
    const send = await demoCaller(first.base);
    const created = await send('GET', `/NsaApi/MySpyFu/Projects/CreateProject?projectName=Durable`);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const projectId = String(created.body.id);

    const batches = Array.from({ length: IMPORTS }, (_, i) => ({
      group: `Batch ${i}`,
      terms: Array.from({ length: TERMS_PER_IMPORT }, (_, j) => `durable ${i} term ${j}`),
    }));
    const acknowledged: number[] = [];
    let killed: Promise<void> | undefined;
    await Promise.allSettled(
      batches.map(async (batch, i) => {
        const res = await send('POST', `${KW}/KeywordActions/Import`, {
          projectId,
          termCsv: batch.terms.join(','),
          groupNameCsv: batch.group,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toMatchObject({ hasReachedLimit: false, termCount: TERMS_PER_IMPORT });
        acknowledged.push(i);
        // Killed right after an acknowledgement, with the other imports still in flight.
        if (acknowledged.length === ACKNOWLEDGED_BEFORE_KILL) killed = hardKill(first.child);
      }),
    );
    await killed;
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

    const second = await startServerProcess(dataDir);
    children.push(second.child);
    const again = await demoCaller(second.base);
    const groups = await again('GET', `${KW}/Groups/GetGroups?projectId=${projectId}&maxResults=1000`);
    expect(groups.status, JSON.stringify(groups.body)).toBe(200);
    const countOf = new Map(
      (groups.body as unknown as { name: string; numberOfKeywords: number }[]).map((g) => [g.name, g.numberOfKeywords]),
    );
    const list = await again(
      'GET',
      `${KW}/Keywords/GetKeywordList?projectId=${projectId}&rowsToDisplay=1000&startRow=1&sortColumn=keyword`,
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    let saved = Number(list.body.totalRowCount);
    const keywords = new Set((list.body.keywords as { keyword: string }[]).map((k) => k.keyword));
    for (let startRow = 1001; startRow <= saved; startRow += 1000) {
      const page = await again(
        'GET',
        `${KW}/Keywords/GetKeywordList?projectId=${projectId}&rowsToDisplay=1000&startRow=${startRow}&sortColumn=keyword`,
      );
      for (const k of page.body.keywords as { keyword: string }[]) keywords.add(k.keyword);
    }

    let whole = 0;
    for (const [i, batch] of batches.entries()) {
      const present = batch.terms.filter((t) => keywords.has(t)).length;
      if (acknowledged.includes(i)) {
        expect(present, batch.group).toBe(TERMS_PER_IMPORT);
        expect(countOf.get(batch.group), batch.group).toBe(TERMS_PER_IMPORT);
      } else {
        // Cut off by the kill: all of it (committed, unanswered) or none of it.
        expect([0, TERMS_PER_IMPORT], batch.group).toContain(present);
        expect(countOf.get(batch.group) ?? 0, batch.group).toBe(present);
      }
      if (present === TERMS_PER_IMPORT) whole += 1;
    }
    saved -= whole * TERMS_PER_IMPORT;
    // Nothing but the imports' terms is in the project.
    expect(saved).toBe(0);
    await hardKill(second.child);
  }, 120_000);
});
