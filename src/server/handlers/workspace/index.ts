/**
 * The workspace tag (doc 2 §7 "Other workspace calls"), in two families: a project's saved
 * keywords and reports (./terms) and its outreach websites and pages (./outreach).
 */
import { createOutreachHandlers } from './outreach';
import { createTermHandlers } from './terms';
import type { HandlerContext } from '../context';
import type { TagHandlers } from '../operation';

export function createWorkspaceHandlers(ctx: HandlerContext): TagHandlers<'workspace'> {
  return { ...createTermHandlers(ctx), ...createOutreachHandlers(ctx) };
}
