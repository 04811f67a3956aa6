/** Purchase: plans, purchase, upgrade and the one-click annual upgrade. */
import type { HandlerContext, Handlers } from './context';

export function createPurchaseHandlers(_ctx: HandlerContext): Handlers {
  return {};
}
