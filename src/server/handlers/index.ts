/**
 * Every implemented operation, keyed by operationId. Each area builds its own handlers; an
 * operationId claimed by two areas is a programming error, caught when the app is built.
 */
import { createAccountHandlers } from './account';
import { createAccountDataHandlers } from './accountData';
import { createAuthHandlers } from './auth';
import { createBillingHandlers } from './billing';
import { createChildAccountsHandlers } from './child-accounts';
import type { HandlerContext, Handlers } from './context';
import { createNavigationHandlers } from './navigation';
import { createPurchaseHandlers } from './purchase';
import { createResearchHandlers } from './research';
import { createSessionHandlers } from './session';

export type { HandlerContext } from './context';
export { createAccount, CSRF_RESPONSE_HEADER } from './context';

const AREAS: ((ctx: HandlerContext) => Handlers)[] = [
  createAuthHandlers,
  createSessionHandlers,
  createAccountHandlers,
  createAccountDataHandlers,
  createBillingHandlers,
  createPurchaseHandlers,
  createChildAccountsHandlers,
  createNavigationHandlers,
  createResearchHandlers,
];

export function createHandlers(ctx: HandlerContext): Handlers {
  const all: Handlers = {};
  for (const area of AREAS) {
    for (const [operationId, handler] of Object.entries(area(ctx))) {
      if (operationId in all) throw new Error(`${operationId} is handled by two areas`);
      all[operationId] = handler;
    }
  }
  return all;
}

/** The implemented operationIds (built against a context that is never used). */
export const IMPLEMENTED_OPERATIONS: readonly string[] = Object.keys(
  createHandlers({ db: null, config: null } as unknown as HandlerContext),
);
