import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import * as stories from '../../../stories/features/comparison/ComparisonView.stories';

// The view as its story stages it: the Semrush page for a visitor.
const { Semrush } = composeStories(stories);

/** The page as the screen renders it: the location's key tells the view that the route changed. */
function Page() {
  const { key } = useLocation();
  return <Semrush navigationKey={key} />;
}

async function renderPage() {
  // One route for every path, so the view stays mounted while the location changes.
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/semrush-alternative'] });
  render(<RouterProvider router={router} />);
  // The savings chart loads lazily; wait for it so nothing resolves after the test. The first test
  // of the file imports its chunk, which takes longer than findBy's default second under CI load.
  await screen.findByRole('img', { name: /^Rivalscope \$468 versus Semrush Pro/ }, { timeout: 10_000 });
  const nav = within(screen.getByRole('navigation', { name: 'Main' }));
  return { router, nav, toggle: nav.getByRole('button', { name: 'Menu' }) };
}

describe('the comparison page navigation, folded on a phone', () => {
  it('opens and closes with its button, which names what it controls', async () => {
    const { nav, toggle } = await renderPage();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).not.toHaveAttribute('aria-controls');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(within(panel as HTMLElement).getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/overview');
    expect(within(panel as HTMLElement).getByRole('button', { name: 'Log in' })).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeInTheDocument();
    expect(nav.getAllByRole('link', { name: 'Overview' })).toHaveLength(1);
    // The first test of the file waits up to 10 s for the chart's chunk (renderPage): room for it.
  }, 15_000);

  it('closes on Escape and gives focus back to its button', async () => {
    const { toggle } = await renderPage();
    await userEvent.click(toggle);
    const panel = within(document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement);
    await userEvent.click(panel.getByRole('button', { name: 'More Tools' }));
    expect(panel.getByRole('button', { name: 'More Tools' })).toHaveAttribute('aria-expanded', 'true');
    panel.getByRole('link', { name: 'Rank Tracker' }).focus();

    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Rank Tracker' })).toBeNull();
  });

  it('closes when the route changes', async () => {
    const { router, toggle } = await renderPage();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await act(() => router.navigate('/ahrefs-alternative'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).not.toHaveAttribute('aria-controls');
  });
});
