/**
 * The first handler of every tag's handler group. It answers before the group's handlers when a request
 * fails the contract's cheap checks, and otherwise falls through (returns nothing):
 *   - a path that matches an operation only when case is ignored: 404 (the spec's paths are
 *     case-sensitive; MSW's matching is not);
 *   - an operation that needs a session while the mock user is logged out: 401;
 *   - invalid input: 400 ValidationError naming each field (validateRequest.ts).
 * A story that replaces a group replaces its gate too, so its own handlers decide alone.
 */
import { HttpResponse, type HttpHandler, http as mswHttp } from 'msw';

import { getMockDb } from './db';
import { errorBody, validationError } from './errors';
import { requiresSession, specOperations } from './spec';
import { validateRequest } from './validateRequest';
import { pathTemplateToRegExp } from '../lib/openapi/operations';

function declares(op: { operation: Record<string, unknown> }, status: string): boolean {
  const responses = op.operation.responses as Record<string, unknown> | undefined;
  return responses?.[status] !== undefined;
}

/** The gate of the area of OpenAPI tag `tag`. */
export function gateFor(tag: string): HttpHandler {
  const operations = specOperations
    .filter((op) => op.tags.includes(tag))
    .map((op) => ({
      op,
      exact: pathTemplateToRegExp(op.path),
      loose: new RegExp(pathTemplateToRegExp(op.path).source, 'i'),
      names: [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? ''),
    }));

  return mswHttp.all('*', async ({ request }) => {
    const { pathname } = new URL(request.url);
    const method = request.method.toLowerCase();
    const candidates = operations.filter((o) => o.op.method === method);
    const match = candidates.find((o) => o.exact.test(pathname));
    if (!match) {
      const wrongCase = candidates.find((o) => o.loose.test(pathname));
      if (wrongCase) {
        return HttpResponse.json(
          errorBody(404, `No route ${request.method} ${pathname}; did you mean ${wrongCase.op.path}?`),
          { status: 404 },
        );
      }
      return undefined;
    }
    const { op, exact, names } = match;
    if (requiresSession(op) && declares(op, '401') && !getMockDb().user.isLoggedIn) {
      return HttpResponse.json(errorBody(401), { status: 401 });
    }
    const values = exact.exec(pathname)?.slice(1) ?? [];
    const pathParams = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(values[i] ?? '')]));
    const fields = await validateRequest(op, request, pathParams);
    if (fields.length > 0) return HttpResponse.json(validationError(fields), { status: 400 });
    return undefined;
  });
}
