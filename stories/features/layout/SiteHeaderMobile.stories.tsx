import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { PRICING_HREF } from './headerStoryData';
import { linkTo } from '../../../src/app/linkTo';
import { SiteHeader } from '../../../src/features/layout/SiteHeader';

/**
 * The header and its mobile menu as the app shows them at a phone's width (320 px, below the md
 * breakpoint of 768 px): the whole app through the real route table and the mock API, for each
 * kind of user. Each story opens the menu from the menu button.
 */
const meta = {
  title: 'Pages/Layout/Header/Mobile',
  component: SiteHeader,
  args: { route: undefined },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const SEARCH_PAGE = '/seo/overview?query=example.com';
const HQ = '/hq';

/** Waits for the page, checks the width, opens the menu and returns it. */
async function openMenu(canvas: ReturnType<typeof within>) {
  await canvas.findByRole('heading', { level: 1 });
  // My Sites loads each card's figures on its own: the page's height settles once none is loading.
  await waitFor(() => expect(canvas.queryAllByText(/^(Loading|Counting) /)).toHaveLength(0), { timeout: 10_000 });
  await expect(window.innerWidth).toBe(320);
  const banner = within(await canvas.findByRole('banner', { name: 'Rivalscope' }));
  // At this width the desktop menus and account links are not shown.
  await expect(banner.queryByRole('navigation', { name: 'Main' })).toBeNull();
  await expect(banner.queryByRole('link', { name: 'Pricing' })).toBeNull();
  const button = banner.getByRole('button', { name: 'Menu' });
  await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // The menu's chunk loads on first use.
  const menu = await canvas.findByRole('navigation', { name: 'Site menu' });
  await waitFor(() => expect(within(menu).getByRole('button', { name: 'Tools' })).toHaveFocus());
  return { menu: within(menu), button };
}

export const Visitor: Story = {
  parameters: { router: { app: true, initialEntry: SEARCH_PAGE }, mockDb: { user: 'loggedOut' } },
  play: async ({ canvas }) => {
    const { menu, button } = await openMenu(canvas);
    await expect(menu.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', PRICING_HREF);
    await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign up for FREE' })).toHaveAttribute('href', linkTo('freeaccount'));
    await expect(menu.getByRole('link', { name: 'Blog' })).toBeVisible();
    await expect(menu.queryByRole('link', { name: 'Upgrade' })).toBeNull();
    await expect(menu.queryByRole('link', { name: 'Log out' })).toBeNull();
    // Tools and a sub-section link: following it changes the route, which closes the menu.
    const before = canvas.getByRole('heading', { level: 1 }).textContent ?? '';
    await userEvent.click(menu.getByRole('button', { name: 'Tools' }));
    await userEvent.click(menu.getByRole('link', { name: 'Keyword Research Tool' }));
    await waitFor(() => expect(canvas.queryByRole('navigation', { name: 'Site menu' })).toBeNull());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // The new page has rendered (its route may load lazily): reopening now cannot be closed by it.
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).not.toHaveTextContent(before), {
      timeout: 10_000,
    });
    // The keyword overview without a search asks for a keyword: the settled page is in the screenshot.
    await canvas.findByRole('search', {}, { timeout: 10_000 });
    // Open again, Tools expanded, for the screenshot.
    await userEvent.click(button);
    await userEvent.click(canvas.getByRole('button', { name: 'Tools' }));
    await expect(canvas.getByRole('group', { name: 'SEO Research' })).toBeVisible();
  },
};

export const FreeUser: Story = {
  name: 'Free user',
  parameters: { router: { app: true, initialEntry: HQ }, mockDb: { user: 'free' } },
  play: async ({ canvas }) => {
    const { menu } = await openMenu(canvas);
    await expect(menu.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', linkTo('upgrade'));
    await expect(menu.getByRole('link', { name: 'Account' })).toHaveAttribute('href', linkTo('account:settings'));
    await expect(menu.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', linkTo('auth:logout'));
    await expect(menu.getByText('Signed in as jane@example.com')).toBeVisible();
    await expect(menu.queryByRole('link', { name: 'Pricing' })).toBeNull();
    await expect(menu.queryByRole('link', { name: 'Log in' })).toBeNull();
  },
};

export const FullUser: Story = {
  name: 'Full user',
  parameters: { router: { app: true, initialEntry: HQ }, mockDb: { user: 'full' } },
  play: async ({ canvas }) => {
    const { menu } = await openMenu(canvas);
    await expect(menu.getByRole('link', { name: 'Upgrade' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Log out' })).toBeVisible();
    await expect(menu.queryByRole('link', { name: 'Pricing' })).toBeNull();
    await expect(menu.queryByRole('link', { name: 'Sign up for FREE' })).toBeNull();
    // Escape closes it and gives focus back to the menu button; opened again for the screenshot.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('navigation', { name: 'Site menu' })).toBeNull();
    const button = canvas.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await expect(await canvas.findByRole('navigation', { name: 'Site menu' })).toBeVisible();
  },
};

export const ChildAccount: Story = {
  name: 'Child account',
  parameters: { router: { app: true, initialEntry: HQ }, mockDb: { user: 'child' } },
  play: async ({ canvas }) => {
    const { menu } = await openMenu(canvas);
    await expect(menu.getByText('Signed in as sam@example.com')).toBeVisible();
    await expect(canvas.queryByText(/jane@example\.com/)).toBeNull();
    await expect(menu.queryByRole('link', { name: 'Subscription' })).toBeNull();
    await expect(menu.getByRole('link', { name: 'Log out' })).toBeVisible();
  },
};

export const Admin: Story = {
  parameters: { router: { app: true, initialEntry: HQ }, mockDb: { user: 'admin' } },
  play: async ({ canvas }) => {
    const { menu } = await openMenu(canvas);
    await expect(menu.getByRole('link', { name: 'Upgrade' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(menu.getByText('Signed in as jane@example.com')).toBeVisible();
    await expect(menu.queryByRole('link', { name: 'Log in' })).toBeNull();
  },
};
