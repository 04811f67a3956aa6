import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { Shell } from './Shell';
import { useLinkTo } from '../features/shell/links';
import { environment, resetStores } from '../state';

function PurchaseLink() {
  const linkTo = useLinkTo();
  return <a href={linkTo('mainpurchase', {}, { page: 'default' })}>Plans</a>;
}

function renderShell() {
  const router = createMemoryRouter([{ element: <Shell />, children: [{ path: '/', element: <PurchaseLink /> }] }]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('link', { name: 'Plans' });
}

describe('Shell links', () => {
  afterEach(() => resetStores());

  it('keeps /mainpurchase relative without a purchase host', () => {
    expect(renderShell()).toHaveAttribute('href', '/mainpurchase?page=default');
  });

  it('sends /mainpurchase to the purchase host once the environment names one (doc 1 §2)', async () => {
    const link = renderShell();
    // valtio notifies after a microtask: the links follow the store, not the first render.
    await act(async () => {
      environment.purchaseHost = 'buy.rivalscope.example';
    });
    await waitFor(() =>
      expect(link).toHaveAttribute('href', 'https://buy.rivalscope.example/mainpurchase?page=default'),
    );
  });
});
