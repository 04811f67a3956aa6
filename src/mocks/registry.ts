/**
 * Which operation each MSW handler mocks. `mockFor(operationId, handler)` records it, so the
 * contract test can list the mocked operations (and check each handler's method and path against
 * the spec) without parsing handler internals.
 */
import type { HttpHandler } from 'msw';

import type { OperationId } from './spec';

const registry = new WeakMap<HttpHandler, OperationId>();

export function mockFor<H extends HttpHandler>(operationId: OperationId, handler: H): H {
  registry.set(handler, operationId);
  return handler;
}

/** The operationId a handler was registered for, or undefined (gates, ad-hoc story handlers). */
export function operationIdOf(handler: HttpHandler): OperationId | undefined {
  return registry.get(handler);
}
