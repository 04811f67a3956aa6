import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter, RouterProvider } from 'react-router-dom';

import { createAppRouter } from '../src/app/appRouter';
import { resetStores, type StoreOverrides } from '../src/state';

export interface RouterParameters {
  /** The URL the story starts at: path, query and hash, e.g. '/error/typo?query=foo'. */
  initialEntry?: string;
  /**
   * Renders the whole app at initialEntry instead of the story's component: the real route table,
   * the guard chain (its active state comes from the mocks, so `parameters.mockDb.user` picks the
   * visitor), the header and the footer. Page stories use it.
   */
  app?: boolean;
}

function AppAt({ initialEntry }: { initialEntry: string }) {
  const [router] = useState(() => createAppRouter({ initialEntries: [initialEntry] }));
  return <RouterProvider router={router} />;
}

/**
 * Every story renders inside a router, so links and router hooks work. `parameters.router`
 * sets the starting URL; `parameters.router.app` renders the whole app there instead.
 */
export const withRouter: Decorator = (Story, { parameters }) => {
  const router = parameters.router as RouterParameters | undefined;
  if (router?.app) return <AppAt initialEntry={router.initialEntry ?? '/'} />;
  return (
    <MemoryRouter initialEntries={[router?.initialEntry ?? '/']}>
      <Story />
    </MemoryRouter>
  );
};

/**
 * Stores are module-level valtio proxies: reset them before each story so no story sees
 * another's state, then apply `parameters.state` (store name → fields to set).
 */
export const withStoreState: Decorator = (Story, { parameters }) => {
  resetStores(parameters.state as StoreOverrides | undefined);
  return <Story />;
};
