/** The nsa-account tag (/NsaApi/Account): the account's billing, its per-account data and its report design. */
import { createBillingHandlers } from './billing';
import { createAccountDataHandlers } from './data';
import { createReportDesignHandlers } from './reportDesign';
import type { HandlerContext } from '../context';
import type { TagHandlers } from '../operation';

export function createNsaAccountHandlers(ctx: HandlerContext): TagHandlers<'nsa-account'> {
  return { ...createBillingHandlers(ctx), ...createAccountDataHandlers(ctx), ...createReportDesignHandlers(ctx) };
}
