/** Per-account data under /NsaApi/Account: contact info, e-mail addresses, user attributes, project alerts, requested keywords, API keys and usage. */
import type { HandlerContext, Handlers } from './context';

export function createAccountDataHandlers(_ctx: HandlerContext): Handlers {
  return {};
}
