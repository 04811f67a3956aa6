import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';

import { resetStores, type StoreOverrides } from '../src/state';

export interface RouterParameters {
  /** The URL the story starts at: path, query and hash, e.g. '/error/typo?query=foo'. */
  initialEntry?: string;
}

/**
 * Every story renders inside a router, so links and router hooks work. `parameters.router`
 * sets the starting URL. (Page stories will mount the real route table here once it exists.)
 */
export const withRouter: Decorator = (Story, { parameters }) => {
  const router = parameters.router as RouterParameters | undefined;
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
