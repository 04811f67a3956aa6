/**
 * Handlers are typed by operation: the compile-time half is proven by the @ts-expect-error lines
 * below (`npm run typecheck` fails if any of them stops being an error), the run-time half by the
 * module of each tag holding only that tag's operations.
 */
import { describe, expect, it } from 'vitest';

import { implementedOperationsByTag } from './index';
import type { TagHandlers } from './operation';
import bundle from '../../api/openapi.gen.json';
import { listOperations } from '../../lib/openapi/operations';

describe('handlers typed by operation', () => {
  it('refuse a wrong answer, a wrong parameter, a misspelt operation and another tag’s operation', () => {
    const research: TagHandlers<'research'> = {
      // @ts-expect-error getDomainOverview answers a DomainOverview, not a string
      async getDomainOverview() {
        return 'overview';
      },
      async getKeywordOverview(request) {
        // @ts-expect-error the operation's query has no `domain` parameter
        return request.query.domain;
      },
    };
    const misspelt: TagHandlers<'research'> = {
      // @ts-expect-error no operation is called getDomainOverveiw
      async getDomainOverveiw() {
        return {};
      },
    };
    const otherTag: TagHandlers<'research'> = {
      // @ts-expect-error login belongs to the auth tag's module
      async login() {
        return {};
      },
    };
    const auth: TagHandlers<'auth'> = {
      async login(request) {
        // @ts-expect-error the login form's fields are read from the body, typed as the contract's LoginForm
        const user: number = request.body.username;
        return { isSuccessful: true, returnUrl: String(user) };
      },
    };
    // The proof is the type check; this only keeps the objects in use.
    expect([research, misspelt, otherTag, auth].flatMap((handlers) => Object.keys(handlers))).toHaveLength(5);
  });

  it('keeps each tag’s operations in the module named after the tag', () => {
    const tagOf = new Map(listOperations(bundle).map((op) => [op.operationId, op.tags[0]]));
    for (const [tag, operationIds] of implementedOperationsByTag()) {
      expect(operationIds.length, `${tag} implements operations`).toBeGreaterThan(0);
      for (const id of operationIds) expect(tagOf.get(id), id).toBe(tag);
    }
  });
});
