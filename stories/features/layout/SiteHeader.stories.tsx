import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { PRICING_HREF } from './headerStoryData';
import { linkTo } from '../../../src/app/linkTo';
import { SiteHeader } from '../../../src/features/layout/SiteHeader';

/**
 * The header as the app shows it: the whole app through the real route table, the guard chain and
 * the mock API, for each kind of user (doc 1 §6) at desktop width. The mobile width is in
 * SiteHeaderMobile.stories.tsx.
 */
const meta = {
  title: 'Pages/Layout/Header',
  component: SiteHeader,
  args: { route: undefined },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const SEARCH_PAGE = '/seo/overview?query=example.com';
const HQ = '/hq';

/** The header, once the guards have let the page through. */
async function header(canvas: ReturnType<typeof within>) {
  await canvas.findByRole('heading', { level: 1 });
  return within(await canvas.findByRole('banner', { name: 'Rivalscope' }));
}

/** My Sites with its project cards and the footer's link lists drawn: the page at its final height. */
async function settledHq(canvas: ReturnType<typeof within>) {
  await canvas.findByText('7 keywords in the project');
  await canvas.findByRole('navigation', { name: 'Footer' });
  return header(canvas);
}

export const Visitor: Story = {
  parameters: { router: { app: true, initialEntry: SEARCH_PAGE }, mockDb: { user: 'loggedOut' } },
  play: async ({ canvas, canvasElement }) => {
    const h = await header(canvas);
    await expect(h.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', PRICING_HREF);
    await expect(h.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      linkTo('auth:login', {}, { returnUrl: `${linkTo('seo:overview:domain')}?query=example.com` }),
    );
    await expect(h.getByRole('link', { name: 'Sign up for FREE' })).toBeVisible();
    await expect(h.queryByRole('button', { name: /^Account/ })).toBeNull();
    await expect(h.getByRole('link', { name: '(800) 555-0142' })).toBeVisible();
    await expect(h.getByText('Mon-Fri 6AM-5PM PST')).toBeVisible();
    await expect(h.getByRole('link', { name: 'Live chat' })).toBeVisible();
    // Not the home page and no tracking flag: no Schedule Demo. Desktop: no menu button.
    await expect(h.queryByRole('link', { name: 'Schedule Demo' })).toBeNull();
    await expect(h.queryByRole('button', { name: 'Menu' })).toBeNull();
    // A menu item goes to its page (the search carried along by the guards); the menu closes.
    await userEvent.hover(h.getByRole('button', { name: 'SEO Research' }));
    await userEvent.click(h.getByRole('link', { name: 'SEO Keyword Research' }));
    // The page's screen loads on first use (its chunk can take seconds under a loaded test run).
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('SEO Keyword Research'), {
      timeout: 10_000,
    });
    await expect(h.getByRole('button', { name: 'SEO Research' })).toHaveAttribute('aria-expanded', 'false');
    await expect(h.queryByRole('link', { name: 'SEO Keyword Research' })).toBeNull();
    // The keyword table has loaded, so the screenshot is of the settled page.
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 10_000 });
  },
};

export const FreeUser: Story = {
  name: 'Free user',
  parameters: { router: { app: true, initialEntry: HQ }, mockDb: { user: 'free' } },
  play: async ({ canvas }) => {
    const h = await settledHq(canvas);
    // Logged in, not a full user: Pricing stays; the account menu replaces Log in.
    await expect(h.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', PRICING_HREF);
    await expect(h.queryByRole('link', { name: 'Log in' })).toBeNull();
    await expect(h.queryByRole('link', { name: 'Sign up for FREE' })).toBeNull();
    await userEvent.click(await h.findByRole('button', { name: 'Account jane@example.com' }));
    await expect(canvas.getAllByRole('menuitem').map((a) => a.textContent)).toEqual([
      'Add Users',
      'Account Settings',
      'Request Keywords',
      'Subscription',
      'Help',
      'Log Out',
    ]);
  },
};

export const FullUser: Story = {
  name: 'Full user',
  parameters: { router: { app: true, initialEntry: HQ }, mockDb: { user: 'full' } },
  play: async ({ canvas }) => {
    const h = await settledHq(canvas);
    await expect(h.queryByRole('link', { name: 'Pricing' })).toBeNull();
    await expect(h.queryByRole('link', { name: 'Log in' })).toBeNull();
    await userEvent.click(await h.findByRole('button', { name: 'Account jane@example.com' }));
    await expect(canvas.getByRole('menuitem', { name: 'Subscription' })).toHaveAttribute(
      'href',
      linkTo('account:subscription'),
    );
    await expect(canvas.getByRole('menuitem', { name: 'Log Out' })).toHaveAttribute('href', linkTo('auth:logout'));
    await expect(canvas.queryByRole('group', { name: 'Admin' })).toBeNull();
  },
};

export const ChildAccount: Story = {
  name: 'Child account',
  parameters: { router: { app: true, initialEntry: HQ }, mockDb: { user: 'child' } },
  play: async ({ canvas }) => {
    const h = await settledHq(canvas);
    // The child's own e-mail, and no Subscription link.
    await expect(h.getByText('sam@example.com')).toBeVisible();
    await expect(h.queryByText('jane@example.com')).toBeNull();
    await expect(h.queryByRole('link', { name: 'Pricing' })).toBeNull();
    await userEvent.click(await h.findByRole('button', { name: 'Account sam@example.com' }));
    await expect(canvas.getByRole('menuitem', { name: 'Add Users' })).toBeVisible();
    await expect(canvas.queryByRole('menuitem', { name: 'Subscription' })).toBeNull();
  },
};

export const Admin: Story = {
  parameters: { router: { app: true, initialEntry: HQ }, mockDb: { user: 'admin' } },
  play: async ({ canvas }) => {
    const h = await settledHq(canvas);
    await expect(h.queryByRole('link', { name: 'Pricing' })).toBeNull();
    await userEvent.click(await h.findByRole('button', { name: 'Account jane@example.com' }));
    const admin = within(canvas.getByRole('group', { name: 'Admin' }));
    await expect(admin.getAllByRole('menuitem').map((a) => a.textContent)).toEqual([
      'Data Sources',
      'Import Data',
      'RivalFlow',
      'Components',
      'Icons',
    ]);
    await expect(canvas.getByRole('menuitem', { name: 'Subscription' })).toBeVisible();
  },
};

export const MainPurchase: Story = {
  name: 'Main purchase page',
  parameters: {
    router: { app: true, initialEntry: '/mainpurchase?page=default&click=sw2' },
    mockDb: { user: 'loggedOut' },
  },
  play: async ({ canvas }) => {
    const h = await header(canvas);
    // Only the support block (and the brand): no menus, no Pricing, no Log in.
    await expect(h.getAllByRole('link').map((a) => a.textContent)).toEqual(['(800) 555-0142', 'Live chat']);
    await expect(h.getByText('Mon-Fri 6AM-5PM PST')).toBeVisible();
    await expect(h.queryByRole('navigation')).toBeNull();
  },
};

export const ApiDocumentation: Story = {
  name: 'API documentation page',
  parameters: { router: { app: true, initialEntry: linkTo('api:v2') }, mockDb: { user: 'full' } },
  play: async ({ canvas }) => {
    const h = await header(canvas);
    const nav = within(h.getByRole('navigation', { name: 'Resources' }));
    await expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual([
      "What's New",
      'Blog',
      'Tutorials',
      'Glossary',
      'Videos',
    ]);
  },
};
