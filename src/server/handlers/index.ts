/**
 * Every implemented operation, keyed by operationId. Each tag has one module here, named after
 * the tag as in src/api and src/mocks, whose handlers are typed by operation (./operation.ts):
 * the type of BY_TAG makes a module hold only its own tag's operations.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

import { createAccountHandlers } from './account';
import { createAdminHandlers } from './admin';
import { createAuthHandlers } from './auth';
import { createChildAccountsHandlers } from './child-accounts';
import type { HandlerContext } from './context';
import { createExportHandlers } from './export';
import { createKeywordsHandlers } from './keywords';
import { createKombatHandlers } from './kombat';
import { createLinkManagerHandlers } from './link-manager';
import { createNavigationHandlers } from './navigation';
import { createNsaAccountHandlers } from './nsa-account';
import { createOnboardingHandlers } from './onboarding';
import type { TagHandlers } from './operation';
import { createPdfExportHandlers } from './pdf-export';
import { createProjectsHandlers } from './projects';
import { createPurchaseHandlers } from './purchase';
import { createResearchHandlers } from './research';
import { createWorkspaceHandlers } from './workspace';
import type { Tag } from '../../api/tags.gen';

export type { HandlerContext } from './context';
export { createAccount, CSRF_RESPONSE_HEADER } from './context';

const BY_TAG: { [T in Tag]?: (ctx: HandlerContext) => TagHandlers<T> } = {
  auth: createAuthHandlers,
  account: createAccountHandlers,
  'nsa-account': createNsaAccountHandlers,
  onboarding: createOnboardingHandlers,
  purchase: createPurchaseHandlers,
  'child-accounts': createChildAccountsHandlers,
  navigation: createNavigationHandlers,
  research: createResearchHandlers,
  kombat: createKombatHandlers,
  projects: createProjectsHandlers,
  keywords: createKeywordsHandlers,
  workspace: createWorkspaceHandlers,
  'link-manager': createLinkManagerHandlers,
  'pdf-export': createPdfExportHandlers,
  export: createExportHandlers,
  admin: createAdminHandlers,
};

/**
 * What Fastify routes to: one request handler per operationId. Fastify validated each request
 * against the operation's schema before it reaches the handler, which is what lets the typed
 * handlers be called as plain ones here.
 */
export type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export function createHandlers(ctx: HandlerContext): Record<string, RouteHandler> {
  const all: Record<string, RouteHandler> = {};
  for (const [tag, create] of Object.entries(BY_TAG)) {
    for (const [operationId, handler] of Object.entries(create(ctx) as Record<string, RouteHandler>)) {
      if (operationId in all) throw new Error(`${operationId} is handled by two modules (the second: ${tag})`);
      all[operationId] = handler;
    }
  }
  return all;
}

/** The implemented operationIds of each tag (built against a context that is never used). */
export function implementedOperationsByTag(): Map<string, string[]> {
  const unused = { db: null, config: null } as unknown as HandlerContext;
  return new Map(Object.entries(BY_TAG).map(([tag, create]) => [tag, Object.keys(create(unused))]));
}

/** The implemented operationIds. */
export const IMPLEMENTED_OPERATIONS: readonly string[] = [...implementedOperationsByTag().values()].flat();
