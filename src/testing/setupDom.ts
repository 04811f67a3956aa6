import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// The unit files share one jsdom a worker (isolate: false in vite.config.ts): each file leaves it
// as a fresh one would be for the next, whatever its own tests changed and did not undo.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  if (typeof window === 'undefined') return; // a file that asks for the node environment
  localStorage.clear();
  sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});
