/**
 * Every mock handler, grouped by area (one group per OpenAPI tag). Each group starts with its
 * area's gate (gate.ts: 401 when logged out, 400 naming invalid fields, 404 on a wrong-case path).
 * A story overrides one group and keeps the rest:
 *   parameters: { msw: { handlers: { ...handlerGroups, keywords: [errorFor('getGroups', 500)] } } }
 */
import type { HttpHandler } from 'msw';

import { gateFor } from '../gate';
import { accountHandlers } from './account';
import { adminHandlers } from './admin';
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

/** The operation handlers of each area, keyed by its OpenAPI tag, without gates. */
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
  admin: adminHandlers,
} satisfies Record<string, HttpHandler[]>;

/** An area: an OpenAPI tag (the contract test checks the keys above are exactly the bundle's tags). */
export type Area = keyof typeof operationHandlers;
export const AREAS = Object.keys(operationHandlers) as Area[];

export const handlerGroups = Object.fromEntries(
  AREAS.map((area) => [area, [gateFor(area), ...operationHandlers[area]]]),
) as Record<Area, HttpHandler[]>;

export const allHandlers: HttpHandler[] = AREAS.flatMap((area) => handlerGroups[area]);
