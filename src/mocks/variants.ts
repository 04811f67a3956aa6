/**
 * Ready-made handler variants for stories and tests. Each returns handlers for one operation;
 * put them in front of the defaults (`server.use(...)`, `worker.use(...)`, or a story's
 * `parameters.msw.handlers = { ...handlerGroups, keywords: [variant, ...handlerGroups.keywords] }`).
 * The error variants answer any operation, even with a status its spec does not declare (500),
 * in the shared Error shape.
 */
import { HttpResponse, delay, type HttpHandler, http as mswHttp } from 'msw';

import * as db from './db';
import { errorBody } from './errors';
import { buildKeywordCount } from './fixtures';
import { http } from './http';
import { mockFor } from './registry';
import { specOperation, type OperationId } from './spec';
import { keywordAllowanceReached } from '../lib/keywordAllowance';

/** The MSW route of an operation: its method and its path with `{param}` as `:param`. */
function route(operationId: OperationId): { method: keyof typeof mswHttp; path: string } {
  const op = specOperation(operationId);
  const method = op.method as keyof typeof mswHttp;
  return { method, path: op.path.replace(/\{([^}]+)\}/g, ':$1') };
}

function handlerFor(operationId: OperationId, resolver: () => Promise<Response> | Response): HttpHandler {
  const { method, path } = route(operationId);
  const factory = mswHttp[method] as typeof mswHttp.get;
  return mockFor(operationId, factory(path, resolver));
}

/** Answers `operationId` with `status` (401, 403, 404, 500 …) and the spec's Error body. */
export function errorFor(operationId: OperationId, status: number, message?: string, code?: string): HttpHandler {
  return handlerFor(operationId, () => HttpResponse.json(errorBody(status, message, code), { status }));
}

/** `operationId` never answers: the screen stays in its loading state (msw's delay('infinite')). */
export function neverResolves(operationId: OperationId): HttpHandler {
  return handlerFor(operationId, async () => {
    await delay('infinite');
    return HttpResponse.json(errorBody(500));
  });
}

/** Every call of the keyword import family hits the allowance: hasReachedLimit with the cap text. */
export function keywordLimitReached(used = 5000, limit = used): HttpHandler[] {
  const outcome = keywordAllowanceReached([], used, limit);
  return [
    mockFor(
      'importKeywords',
      http.post('/NsaApi/MySpyFu/Keywords/KeywordActions/Import', ({ response }) => response(200).json(outcome)),
    ),
    mockFor(
      'importStaticSuggestions',
      http.post('/NsaApi/MySpyFu/Keywords/KeywordActions/ImportStaticSuggestions', ({ response }) =>
        response(200).json(outcome),
      ),
    ),
    mockFor(
      'getKeywordCount',
      http.get('/NsaApi/MySpyFu/Keywords/Keywords/KeywordCount', ({ response }) =>
        response(200).json(buildKeywordCount({ totalCount: limit, usedCount: used })),
      ),
    ),
  ];
}

/** Sign-up with an e-mail that already has an account: 409 with 'MembershipCreateStatus: DuplicateEmail'. */
export function duplicateEmail(): HttpHandler[] {
  return [
    mockFor(
      'registerFreeAccount',
      http.post('/auth/registerfreeaccount', ({ response }) => response(409).json(db.duplicateEmailFailure())),
    ),
    mockFor(
      'registerJson',
      http.post('/auth/registerjson', ({ response }) => response(409).json(db.duplicateEmailFailure())),
    ),
  ];
}

/** Shorthands for the common statuses. */
export const unauthorized = (operationId: OperationId) => errorFor(operationId, 401);
export const forbidden = (operationId: OperationId) => errorFor(operationId, 403);
export const serverError = (operationId: OperationId) => errorFor(operationId, 500);
