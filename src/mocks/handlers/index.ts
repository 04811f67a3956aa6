/**
 * Every mock handler, grouped by OpenAPI tag: `handlerGroups['nsa-account']` holds the handlers of
 * ./nsa-account.ts. Each group starts with its tag's gate (gate.ts: 401 when logged out, 400 naming
 * invalid fields, 404 on a wrong-case path). A story overrides one group and keeps the rest:
 *   parameters: { msw: { handlers: { ...handlerGroups, keywords: [errorFor('getGroups', 500)] } } }
 */
import type { HttpHandler } from 'msw';

import { gateFor } from '../gate';
import { operationIdOf } from '../registry';
import { specOperation, specTags } from '../spec';
import { accountHandlers } from './account';
import { authHandlers } from './auth';
import { childAccountsHandlers } from './child-accounts';
import { exportHandlers } from './export';
import { keywordsHandlers } from './keywords';
import { kombatHandlers } from './kombat';
import { linkManagerHandlers } from './link-manager';
import { navigationHandlers } from './navigation';
import { nsaAccountHandlers } from './nsa-account';
import { onboardingHandlers } from './onboarding';
import { pdfExportHandlers } from './pdf-export';
import { projectsHandlers } from './projects';
import { purchaseHandlers } from './purchase';
import { researchHandlers } from './research';
import { workspaceHandlers } from './workspace';

/**
 * The operation handlers of each tag, without gates: the index of this folder, one module per tag
 * and named after it. The keys are the tags themselves, so stories get a typed `handlerGroups.<tag>`;
 * they are checked against the bundled OpenAPI below, so a missing, extra or misplaced module fails
 * at load.
 */
export const operationHandlers = {
  auth: authHandlers,
  account: accountHandlers,
  'nsa-account': nsaAccountHandlers,
  'child-accounts': childAccountsHandlers,
  navigation: navigationHandlers,
  onboarding: onboardingHandlers,
  purchase: purchaseHandlers,
  keywords: keywordsHandlers,
  projects: projectsHandlers,
  workspace: workspaceHandlers,
  'link-manager': linkManagerHandlers,
  kombat: kombatHandlers,
  export: exportHandlers,
  'pdf-export': pdfExportHandlers,
  research: researchHandlers,
} satisfies Record<string, HttpHandler[]>;

/** An OpenAPI tag: the key of its handler group. */
export type Tag = keyof typeof operationHandlers;

const isTag = (tag: string): tag is Tag => Object.hasOwn(operationHandlers, tag);

function checkAgainstSpec(): void {
  const modules = Object.keys(operationHandlers);
  const missing = specTags.filter((tag) => !isTag(tag));
  const extra = modules.filter((tag) => !specTags.includes(tag));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `src/mocks/handlers must have one module per OpenAPI tag: missing ${missing.join(', ') || 'none'}, ` +
        `not tags ${extra.join(', ') || 'none'}`,
    );
  }
  for (const [tag, handlers] of Object.entries(operationHandlers)) {
    for (const handler of handlers) {
      const id = operationIdOf(handler);
      const own = id === undefined ? undefined : specOperation(id).tags;
      if (own && !own.includes(tag)) {
        throw new Error(`handlers/${tag}.ts mocks ${id ?? ''}, an operation of ${own.join(', ')}`);
      }
    }
  }
}
checkAgainstSpec();

/** The groups in the bundle's tag order, each led by its gate. */
export const handlerGroups = Object.fromEntries(
  specTags.filter(isTag).map((tag) => [tag, [gateFor(tag), ...operationHandlers[tag]]]),
) as Record<Tag, HttpHandler[]>;

export const allHandlers: HttpHandler[] = Object.values<HttpHandler[]>(handlerGroups).flat();
