/** The nsa-account tag (/NsaApi/Account): the account's billing, and its per-account data. */
import { createBillingHandlers } from './billing';
import { createAccountDataHandlers } from './data';
import type { HandlerContext } from '../context';
import type { TagHandlers } from '../operation';

export function createNsaAccountHandlers(ctx: HandlerContext): TagHandlers<'nsa-account'> {
  return { ...createBillingHandlers(ctx), ...createAccountDataHandlers(ctx) };
}
