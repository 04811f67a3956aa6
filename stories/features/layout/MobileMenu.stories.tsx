import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { headerModelFor, PRICING_HREF } from './headerStoryData';
import { linkTo } from '../../../src/app/linkTo';
import type { HeaderModel } from '../../../src/features/layout/headerModel';
import { BLOG_URL, LIVE_CHAT_HREF } from '../../../src/features/layout/headerTexts';
import { MobileMenu } from '../../../src/features/layout/MobileMenu';

function menuArgs(model: HeaderModel) {
  const { sections, blog, plan, account, support } = model;
  return { sections, blog, plan, account, support };
}

const meta = {
  title: 'Pages/Layout/Header/Mobile menu',
  component: MobileMenu,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { ...menuArgs(headerModelFor('loggedOut')), onClose: fn() },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top-level entries of the menu, in order. */
function topLevel(canvas: ReturnType<typeof within>) {
  const nav = canvas.getByRole('navigation', { name: 'Site menu' });
  return [...nav.querySelectorAll('a, button')].filter((el) => !el.closest('[hidden]')).map((el) => el.textContent);
}

export const Guest: Story = {
  play: async ({ canvas, args }) => {
    await expect(window.innerWidth).toBe(320);
    await expect(topLevel(canvas)).toEqual([
      'Tools',
      'Blog',
      'Pricing',
      'Log in',
      'Sign up for FREE',
      '(800) 555-0142',
      'Live chat',
    ]);
    await expect(canvas.getByRole('button', { name: 'Tools' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Tools' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', BLOG_URL);
    await expect(canvas.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', PRICING_HREF);
    await expect(canvas.getByRole('link', { name: 'Sign up for FREE' })).toHaveAttribute('href', linkTo('freeaccount'));
    await expect(canvas.queryByRole('link', { name: 'Upgrade' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Log out' })).toBeNull();
    await expect(canvas.getByText('Mon-Fri 6AM-5PM PST', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Live chat' })).toHaveAttribute('href', LIVE_CHAT_HREF);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledWith('escape');
  },
};

export const ToolsExpanded: Story = {
  name: 'Tools expanded',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tools' }));
    await expect(canvas.getByRole('button', { name: 'Tools' })).toHaveAttribute('aria-expanded', 'true');
    const groups = canvas.getAllByRole('group');
    await expect(groups.map((g) => g.getAttribute('aria-labelledby') && within(g).getAllByRole('link').length)).toEqual(
      [5, 5, 2, 3],
    );
    const seo = within(canvas.getByRole('group', { name: 'SEO Research' }));
    await expect(seo.getByRole('link', { name: 'Domain Comparison' })).toHaveAttribute('href', linkTo('seo:kombat'));
    const extra = within(canvas.getByRole('group', { name: 'Extra Features' }));
    await expect(extra.getByRole('link', { name: 'Domain Overview' })).toHaveAttribute('href', linkTo('overview'));
    // Following a link closes the menu.
    await userEvent.click(extra.getByRole('link', { name: 'Domain Overview' }));
    await expect(args.onClose).toHaveBeenCalledWith('link');
  },
};

export const LoggedIn: Story = {
  name: 'Logged in',
  args: menuArgs(headerModelFor('full')),
  play: async ({ canvas }) => {
    await expect(topLevel(canvas)).toEqual([
      'Tools',
      'Blog',
      'Upgrade',
      'Account',
      'Log out',
      '(800) 555-0142',
      'Live chat',
    ]);
    await expect(canvas.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', linkTo('upgrade'));
    await expect(canvas.getByRole('link', { name: 'Account' })).toHaveAttribute('href', linkTo('account:settings'));
    await expect(canvas.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', linkTo('auth:logout'));
    await expect(canvas.getByText('Signed in as jane@example.com')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Pricing' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Log in' })).toBeNull();
  },
};

export const ChildAccount: Story = {
  name: 'Child account',
  args: menuArgs(headerModelFor('child')),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Signed in as sam@example.com')).toBeVisible();
    await expect(canvas.queryByText(/jane@example\.com/)).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Subscription' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Log out' })).toBeVisible();
  },
};

export const NonUsVisitor: Story = {
  name: 'Non-US visitor',
  args: menuArgs(headerModelFor('loggedOut', { countryCode: 'FR' })),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: '(800) 555-0142' })).toBeNull();
    await expect(canvas.queryByText(/Mon-Fri 6AM-5PM PST/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Live chat' })).toBeVisible();
  },
};
