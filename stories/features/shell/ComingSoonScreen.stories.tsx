import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { frameFor } from '../../../src/app/frame';
import { linkTo } from '../../../src/app/linkTo';
import { routeAt } from '../../../src/app/routes';
import { ComingSoonScreen } from '../../../src/features/shell/ComingSoonScreen';
import { FrameContext } from '../../../src/features/shell/frameContext';

/**
 * Gives the screen the frame the app Shell gives it: the route the story's URL matches in the real
 * route table, its section navigation built with linkTo. (The story router is a plain
 * MemoryRouter, so the Shell itself is not mounted.)
 */
const withFrameOfTheUrl: Decorator = (Story) => {
  const { pathname, search } = useLocation();
  const frame = useMemo(() => {
    const match = routeAt(pathname);
    return match ? frameFor(match, search) : null;
  }, [pathname, search]);
  return (
    <FrameContext.Provider value={frame}>
      <Story />
    </FrameContext.Provider>
  );
};

const meta = {
  title: 'Pages/Shell/Not yet available',
  component: ComingSoonScreen,
  decorators: [withFrameOfTheUrl],
} satisfies Meta<typeof ComingSoonScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeoSection: Story = {
  name: 'SEO section',
  parameters: { router: { initialEntry: `${linkTo('seo:keywords:domain')}?query=example.com` } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'SEO Keyword Research' })).toBeVisible();
    await expect(canvas.getByText('Search: example.com')).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'SEO Research' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Overview',
      'Keywords',
      'Competitors',
      'Backlinks',
      'Ranking History',
      'Top Pages',
      'Kombat',
    ]);
    await expect(nav.getByRole('link', { name: 'Keywords' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Backlinks' })).toHaveAttribute(
      'href',
      linkTo('seo:backlinks', {}, { query: 'example.com' }),
    );
    // Following a section link shows that page's frame, the search carried along.
    await userEvent.click(nav.getByRole('link', { name: 'Backlinks' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Competitor Backlinks'));
    await expect(nav.getByRole('link', { name: 'Backlinks' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Search: example.com')).toBeVisible();
  },
};

export const PpcSection: Story = {
  name: 'PPC section, URL variant',
  parameters: { router: { initialEntry: `${linkTo('ppc:overview:url')}?query=example.com%2Fpricing` } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Google Ads Competitors' })).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'PPC Research' }));
    await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Google Ads Templates' })).toHaveAttribute(
      'href',
      linkTo('ppc:adwords_templates'),
    );
    await expect(canvas.getByText('Search: example.com/pricing')).toBeVisible();
  },
};

export const KeywordSection: Story = {
  name: 'Keyword section without a search',
  parameters: { router: { initialEntry: linkTo('keyword:serp-analysis') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'SERP Checker' })).toBeVisible();
    await expect(canvas.queryByText(/^Search:/)).toBeNull();
    const nav = within(canvas.getByRole('navigation', { name: 'Keyword Research' }));
    await expect(nav.getByRole('link', { name: 'SERP Analysis' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', linkTo('keyword:overview'));
  },
};

export const AccountSection: Story = {
  name: 'Account section',
  parameters: { router: { initialEntry: linkTo('account:teammanagement') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();
    await expect(
      canvas.getByText('Add team members, see where they are logged in, and remove users from your account.'),
    ).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Account' }));
    await expect(nav.getByRole('link', { name: 'Team Management' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', linkTo('account:settings'));
    // Not a search page: a query in the URL is not shown.
    await expect(canvas.queryByText(/^Search:/)).toBeNull();
  },
};

export const ReconWizard: Story = {
  name: 'Recon wizard step',
  parameters: { router: { initialEntry: linkTo('recon:create-seo:step-3') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'New SEO Report: Competitors' })).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'New SEO Report' }));
    await expect(nav.getAllByRole('link')).toHaveLength(4);
    await expect(nav.getByRole('link', { name: 'Step 3: Competitors' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ComparisonPage: Story = {
  name: 'Comparison page (wildcard)',
  parameters: { router: { initialEntry: linkTo('marketing:alternative', { competitor: 'ahrefs' }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'The ahrefs Alternative' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByText(/^Compare Rivalscope with ahrefs:/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', linkTo('home'));
  },
};

export const HomePage: Story = {
  name: 'Home page',
  parameters: { router: { initialEntry: linkTo('home') } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Rivalscope: SEO and PPC Competitor Research' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'This page is not available yet' })).toBeVisible();
    // The home page offers no link back to itself.
    await expect(canvas.queryByRole('link', { name: 'Back to home' })).toBeNull();
  },
};
