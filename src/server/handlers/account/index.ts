/** The account tag: the user's settings, its session standing, and the account page's billing actions. */
import { createPaymentHandlers } from './payment';
import { createSessionHandlers } from './session';
import { createSettingsHandlers } from './settings';
import type { HandlerContext } from '../context';
import type { TagHandlers } from '../operation';

export function createAccountHandlers(ctx: HandlerContext): TagHandlers<'account'> {
  return { ...createSettingsHandlers(ctx), ...createSessionHandlers(ctx), ...createPaymentHandlers(ctx) };
}
