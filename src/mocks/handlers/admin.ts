/**
 * The admin area (our design): data sources, collector settings, the job queue, failed checks and
 * file imports, over the mock database's admin state (../db/admin.ts). Like the server, every
 * operation answers 403 to a user without the admin role. `adminVariants` are the states the
 * stories show besides the default (no provider, budget used up, an empty queue).
 */
import * as db from '../db';
import { MockHttpError, failureResponse } from '../errors';
import {
  buildDataSourcesBudgetExhausted,
  buildDataSourcesWithoutProvider,
  buildEmptyJobQueueStatus,
} from '../fixtures';
import { http } from '../http';
import { mockFor } from '../registry';
import { responseExample, type Schemas } from '../spec';

function requireAdmin(): db.AdminState {
  const mock = db.getMockDb();
  if (!mock.user.roles.includes('admin')) {
    const { message, code } = responseExample('getDataSources', '403') as Schemas['Error'];
    throw new MockHttpError(403, message, code);
  }
  return mock.admin;
}

/** The server's rule (research/collector/settings.ts): five cron fields. */
function cronProblem(value: string): string | null {
  const fields = value.trim().split(/\s+/);
  if (fields.length !== 5) {
    return 'must be a cron expression of 5 fields (minute hour day month weekday), such as 0 3 * * 1';
  }
  return fields.every((f) => /^[\d*,/-]+$/.test(f))
    ? null
    : 'is not a valid cron expression (minute hour day month weekday)';
}

const answer = <T>(run: () => T) => {
  try {
    return run();
  } catch (error) {
    return failureResponse(error);
  }
};

export const adminHandlers = [
  mockFor(
    'getDataSources',
    http.get('/NsaApi/Admin/GetDataSources', ({ response }) =>
      answer(() => response(200).json(requireAdmin().dataSources)),
    ),
  ),
  mockFor(
    'updateCollectorSettings',
    http.post('/NsaApi/Admin/UpdateCollectorSettings', async ({ request, response }) => {
      const { countryCode: _unused, ...patch } = await request.json();
      return answer(() => {
        const admin = requireAdmin();
        const problems = (['trackedCron', 'otherCron'] as const).flatMap((field) => {
          const value = patch[field];
          const problem = value === undefined ? null : cronProblem(value);
          return problem ? [{ field: `body.${field}`, message: problem }] : [];
        });
        if (problems.length > 0) throw new MockHttpError(400, 'Invalid settings', undefined, problems);
        const settings = { ...admin.dataSources.settings, ...patch };
        const budget = admin.dataSources.budget && {
          ...admin.dataSources.budget,
          monthlyBudgetUsd: settings.monthlyBudgetUsd,
          exhausted:
            settings.monthlyBudgetUsd !== null && admin.dataSources.budget.costUsd >= settings.monthlyBudgetUsd,
        };
        admin.dataSources = { ...admin.dataSources, settings, budget };
        return response(200).json(settings);
      });
    }),
  ),
  mockFor(
    'getJobQueue',
    http.get('/NsaApi/Admin/GetJobQueue', ({ response }) => answer(() => response(200).json(requireAdmin().jobQueue))),
  ),
  mockFor(
    'getFailedChecks',
    http.get('/NsaApi/Admin/GetFailedChecks', ({ query, response }) =>
      answer(() => {
        const rows = requireAdmin().failedChecks;
        const startRow = Number(query.get('startRow') ?? 0);
        const rowsPerPage = Number(query.get('rowsPerPage') ?? 25);
        return response(200).json({ rows: rows.slice(startRow, startRow + rowsPerPage), totalRowCount: rows.length });
      }),
    ),
  ),
  mockFor(
    'getImportRuns',
    http.get('/NsaApi/Admin/GetImportRuns', ({ response }) =>
      answer(() => response(200).json({ runs: requireAdmin().runs.map((run) => ({ ...run })) })),
    ),
  ),
  mockFor(
    'getImportRun',
    http.get('/NsaApi/Admin/GetImportRun', ({ query, response }) =>
      answer(() => {
        const detail = db.pollRun(requireAdmin(), Number(query.get('runId')));
        if (!detail) throw new MockHttpError(404, 'There is no import run with that id.', 'NOT_FOUND');
        return response(200).json(detail);
      }),
    ),
  ),
  mockFor(
    'uploadImport',
    http.post('/NsaApi/Admin/UploadImport', async ({ request, query, response }) => {
      const size = (await request.arrayBuffer()).byteLength;
      return answer(() => {
        const admin = requireAdmin();
        const kind = query.get('kind') as Schemas['ImportKind'];
        const site = query.get('site');
        if (kind === 'gsc' && !site) {
          throw MockHttpError.invalid(
            'query.site',
            'A Search Console export needs the site it belongs to (e.g. example.com).',
          );
        }
        if (size === 0) throw MockHttpError.invalid('body', 'The file is empty.');
        const runId = db.addUploadedRun(admin, {
          kind,
          fileName: query.get('fileName') ?? '',
          fileSize: size,
          country: (query.get('country') ?? 'us').toLowerCase(),
          month: query.get('month') ?? '2026-10',
          site,
        });
        return response(202).json({ runId, jobId: `0f9e8d7c-6b5a-4f3e-9d2c-${String(runId).padStart(12, '0')}` });
      });
    }),
  ),
];

/** Handlers answering one state of the data sources or the queue, in front of the defaults. */
export const adminVariants = {
  withoutProvider: () =>
    mockFor(
      'getDataSources',
      http.get('/NsaApi/Admin/GetDataSources', ({ response }) => response(200).json(buildDataSourcesWithoutProvider())),
    ),
  budgetExhausted: () =>
    mockFor(
      'getDataSources',
      http.get('/NsaApi/Admin/GetDataSources', ({ response }) => response(200).json(buildDataSourcesBudgetExhausted())),
    ),
  emptyQueue: () =>
    mockFor(
      'getJobQueue',
      http.get('/NsaApi/Admin/GetJobQueue', ({ response }) => response(200).json(buildEmptyJobQueueStatus())),
    ),
};
