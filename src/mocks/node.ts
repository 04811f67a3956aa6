/**
 * The MSW server for unit tests (Node, jsdom). Start it with `onUnhandledRequest: 'error'`, so a
 * request no handler answers fails the test instead of reaching the network:
 *   beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 *   afterEach(() => { server.resetHandlers(); resetMockDb(); });
 *   afterAll(() => server.close());
 */
import { setupServer } from 'msw/node';

import { allHandlers } from './handlers';

export const server = setupServer(...allHandlers);

/** `server.listen` with unhandled requests as errors: use it instead of a bare listen(). */
export function listenMockServer(): void {
  server.listen({ onUnhandledRequest: 'error' });
}
