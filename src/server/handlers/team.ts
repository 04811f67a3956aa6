/** Team (child) accounts: add by e-mail, preview the bill, list, remove, and their sessions. */
import type { HandlerContext, Handlers } from './context';

export function createTeamHandlers(_ctx: HandlerContext): Handlers {
  return {};
}
