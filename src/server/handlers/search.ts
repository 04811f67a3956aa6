/** Search: query lookup, suggestions and JsonSearch over the search index. */
import type { HandlerContext, Handlers } from './context';

export function createSearchHandlers(_ctx: HandlerContext): Handlers {
  return {};
}
