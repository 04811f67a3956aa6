/** Billing (document 1 §3, §4 Subscription, §7): billing info, subscriptions, receipts, payment info and the cancellation flow. */
import type { HandlerContext, Handlers } from './context';

export function createBillingHandlers(_ctx: HandlerContext): Handlers {
  return {};
}
