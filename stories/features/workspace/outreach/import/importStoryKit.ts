/** What the outreach-import and import-progress stories share: the seeded projects, entries, jobs and call counters. */
import { HttpResponse, http as mswHttp } from 'msw';

import { addImportJob, clearImportJobs } from '../../../../../src/features/workspace/outreach/import/importJobs';
import type { OutreachImportEntry } from '../../../../../src/features/workspace/outreach/import/outreachImport';
import * as db from '../../../../../src/mocks/db';
import { errorBody } from '../../../../../src/mocks/errors';
import { handlerGroups } from '../../../../../src/mocks/handlers';
import { EXAMPLE_LINK, OTHER_PROJECT_ID, PROJECT_ID } from '../outreachStoryKit';

export { EXAMPLE_LINK, OTHER_PROJECT_ID, PROJECT_ID };

const [ACME, RIVAL] = db.exampleSeedProjects();
export const PROJECT_NAME = ACME?.projectName ?? '';
export const OTHER_PROJECT_NAME = RIVAL?.projectName ?? '';

/** The page the examples seed in Acme Corp, as a URL an import names (it is then already in the project). */
export const EXAMPLE_LINK_URL = `https://${EXAMPLE_LINK.urlName}`;

/** `count` distinct pages, site0.example.com/page-0 onwards. */
export const manyEntries = (count: number): OutreachImportEntry[] =>
  Array.from({ length: count }, (_, i) => ({ fullUrl: `https://site${i % 50}.example.com/page-${i}` }));

/** Puts a job in the store under `importId` (the previous story's jobs forgotten). */
export function seedImportJob(importId: string, entries: readonly OutreachImportEntry[], projectId = PROJECT_ID) {
  clearImportJobs();
  addImportJob(
    {
      projectId,
      projectName: projectId === PROJECT_ID ? PROJECT_NAME : OTHER_PROJECT_NAME,
      entries,
      lines: entries.map((_, i) => i + 1),
    },
    () => importId,
  );
}

/**
 * importOutreach calls, counted; `answer(call)` may answer one itself (a failure, a wait), or
 * return undefined to let the stateful mock answer. Reset the counter in the story's beforeEach.
 */
export const importCalls = { count: 0 };
export function importHandlers(answer: (call: number) => Promise<Response | undefined> | Response | undefined) {
  const counted = mswHttp.post('/NsaApi/MySpyFu/import/OutreachImport', () => {
    importCalls.count += 1;
    return answer(importCalls.count);
  });
  return { msw: { handlers: { ...handlerGroups, workspace: [counted, ...handlerGroups.workspace] } } };
}

/** A 500 in the shared error shape. */
export const serverError = () => HttpResponse.json(errorBody(500), { status: 500 });

/** A wait a play function ends: the call on the wire answers once `release()` is called. */
export function gate() {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, release: () => release() };
}
