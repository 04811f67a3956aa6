/** Account settings: display name, e-mail, password, account and API info, terms, Google authorisation, onboarding survey and logged-in event logging. */
import type { HandlerContext, Handlers } from './context';

export function createAccountHandlers(_ctx: HandlerContext): Handlers {
  return {};
}
