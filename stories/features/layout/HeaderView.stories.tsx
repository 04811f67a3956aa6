import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { headerModelFor, PRICING_HREF } from './headerStoryData';
import { linkTo } from '../../../src/app/linkTo';
import { LIVE_CHAT_HREF, SCHEDULE_DEMO_HREF } from '../../../src/features/layout/headerTexts';
import { HeaderView, type HeaderViewProps } from '../../../src/features/layout/HeaderView';

/** A stand-in page under the header, tall enough for the open menus to show in the screenshot. */
const withPage: Decorator = (Story) => (
  <>
    <Story />
    <div style={{ minHeight: 460, background: 'var(--color-surface-sunken)' }} />
  </>
);

/** The View is controlled; the story keeps the mobile menu's open state, as SiteHeader does. */
function StatefulHeader({ isMobileMenuOpen = false, onMobileMenuOpenChange, ...props }: HeaderViewProps) {
  const [open, setOpen] = useState(isMobileMenuOpen);
  return (
    <HeaderView
      {...props}
      isMobileMenuOpen={open}
      onMobileMenuOpenChange={(next) => {
        setOpen(next);
        onMobileMenuOpenChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Pages/Layout/Header/View',
  component: HeaderView,
  decorators: [withPage],
  render: (args) => <StatefulHeader {...args} />,
  args: { ...headerModelFor('loggedOut'), onMobileMenuOpenChange: fn() },
} satisfies Meta<typeof HeaderView>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile1', isRotated: false } };

export const Visitor: Story = {
  play: async ({ canvas }) => {
    const header = within(canvas.getByRole('banner', { name: 'Rivalscope' }));
    // Support block: phone, hours, live chat (an e-mail to support).
    const support = within(header.getByRole('group', { name: 'Support' }));
    await expect(support.getByRole('link', { name: '(800) 555-0142' })).toHaveAttribute('href', 'tel:+18005550142');
    await expect(support.getByText('Mon-Fri 6AM-5PM PST')).toBeVisible();
    await expect(support.getByRole('link', { name: 'Live chat' })).toHaveAttribute('href', LIVE_CHAT_HREF);
    // Not the home route and no tracking flag: no Schedule Demo.
    await expect(header.queryByRole('link', { name: 'Schedule Demo' })).toBeNull();
    await expect(header.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', PRICING_HREF);
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      linkTo('auth:login', {}, { returnUrl: '/seo/overview/domain?query=example.com' }),
    );
    await expect(header.getByRole('link', { name: 'Sign up for FREE' })).toHaveAttribute('href', linkTo('freeaccount'));
    await expect(header.queryByRole('button', { name: /^Account/ })).toBeNull();
    await expect(header.getByRole('link', { name: 'Rivalscope home' })).toHaveAttribute('href', linkTo('home'));
    // The four menus, closed; no API navigation; the mobile menu button is hidden at desktop width.
    const nav = within(header.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'SEO Research',
      'PPC Research',
      'Keyword Research',
      'Extra Features',
    ]);
    await expect(header.queryByRole('link', { name: 'SEO Competitor Analysis' })).toBeNull();
    await expect(header.queryByRole('navigation', { name: 'Resources' })).toBeNull();
    await expect(header.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

export const MenuOpenOnHover: Story = {
  name: 'Menu open on hover',
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'SEO Research' });
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = within(canvas.getByRole('group', { name: 'SEO Research' }));
    await expect(panel.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['SEO Competitor Analysis', linkTo('seo:overview')],
      ['SEO Keyword Research', linkTo('seo:keywords')],
      ['Competitor Backlinks', linkTo('seo:backlinks')],
      ['Domain Comparison', linkTo('seo:kombat')],
      ['Rank Tracker', linkTo('rank-tracking')],
    ]);
    // The pointer leaves: the menu waits (500 ms, proven in the unit tests), then closes.
    await userEvent.unhover(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    // Open another for the screenshot.
    await userEvent.hover(canvas.getByRole('button', { name: 'PPC Research' }));
    const ppc = within(canvas.getByRole('group', { name: 'PPC Research' }));
    await expect(ppc.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Google Ads Competitors', linkTo('ppc:overview')],
      ['PPC Keyword Research', linkTo('ppc:keywords')],
      ['PPC Keyword Suggestions', linkTo('ppc:adwords-advisor')],
      ['Google Ads Templates', linkTo('ppc:adwords_templates')],
      ['Ad History', linkTo('ppc:ad-history')],
    ]);
  },
};

export const MenuOpenFromKeyboard: Story = {
  name: 'Menu open from the keyboard',
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Keyword Research' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = within(canvas.getByRole('group', { name: 'Keyword Research' }));
    await expect(panel.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Keyword Research Tool', linkTo('keyword:overview')],
      ['Backlink Checker', linkTo('backlinks')],
    ]);
    await userEvent.tab();
    await expect(panel.getByRole('link', { name: 'Keyword Research Tool' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    // The fourth menu, left open for the screenshot.
    const extra = canvas.getByRole('button', { name: 'Extra Features' });
    extra.focus();
    await userEvent.keyboard(' ');
    const panelExtra = within(canvas.getByRole('group', { name: 'Extra Features' }));
    await expect(panelExtra.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Keyword Rank Checker', linkTo('keyword:ranking-history')],
      ['SERP Checker', linkTo('keyword:serp-analysis')],
      ['Domain Overview', linkTo('overview')],
    ]);
  },
};

export const FreeUser: Story = {
  name: 'Free user',
  args: headerModelFor('free'),
  play: async ({ canvas }) => {
    const header = within(canvas.getByRole('banner', { name: 'Rivalscope' }));
    // Logged in but not a full user: Pricing stays.
    await expect(header.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', PRICING_HREF);
    await expect(header.queryByRole('link', { name: 'Log in' })).toBeNull();
    await expect(header.queryByRole('link', { name: 'Sign up for FREE' })).toBeNull();
    const account = await header.findByRole('button', { name: 'Account jane@example.com' });
    await expect(account).toHaveAttribute('aria-haspopup', 'menu');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
  },
};

export const FullUser: Story = {
  name: 'Full user, account menu open',
  args: headerModelFor('full'),
  play: async ({ canvas }) => {
    const header = within(canvas.getByRole('banner', { name: 'Rivalscope' }));
    await expect(header.queryByRole('link', { name: 'Pricing' })).toBeNull();
    await userEvent.click(await header.findByRole('button', { name: 'Account jane@example.com' }));
    const menu = within(canvas.getByRole('menu', { name: 'Account jane@example.com' }));
    await expect(menu.getAllByRole('menuitem').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Add Users', linkTo('add-users')],
      ['Account Settings', linkTo('account:settings')],
      ['Request Keywords', linkTo('account:requestkeywords')],
      ['Subscription', linkTo('account:subscription')],
      ['Help', linkTo('marketing:company', {}, { section: 'contactUs' })],
      ['Log Out', linkTo('auth:logout')],
    ]);
    await expect(menu.queryByRole('group', { name: 'Admin' })).toBeNull();
  },
};

export const ChildAccount: Story = {
  name: 'Child account',
  args: headerModelFor('child'),
  play: async ({ canvas }) => {
    const header = within(canvas.getByRole('banner', { name: 'Rivalscope' }));
    // The child's own e-mail, not the parent account's.
    await expect(header.getByText('sam@example.com')).toBeVisible();
    await expect(header.queryByText('jane@example.com')).toBeNull();
    await expect(header.queryByRole('link', { name: 'Pricing' })).toBeNull();
    const trigger = await header.findByRole('button', { name: 'Account sam@example.com' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = within(canvas.getByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((a) => a.textContent)).toEqual([
      'Add Users',
      'Account Settings',
      'Request Keywords',
      'Help',
      'Log Out',
    ]);
    await expect(menu.queryByRole('menuitem', { name: 'Subscription' })).toBeNull();
    await expect(menu.getByRole('menuitem', { name: 'Add Users' })).toHaveFocus();
  },
};

export const Admin: Story = {
  args: headerModelFor('admin'),
  play: async ({ canvas }) => {
    const header = within(canvas.getByRole('banner', { name: 'Rivalscope' }));
    await expect(header.queryByRole('link', { name: 'Pricing' })).toBeNull();
    await userEvent.click(await header.findByRole('button', { name: 'Account jane@example.com' }));
    const admin = within(canvas.getByRole('group', { name: 'Admin' }));
    await expect(admin.getAllByRole('menuitem').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Data Sources', linkTo('account:admin')],
      ['Import Data', linkTo('account:admin:import')],
      ['RivalFlow', linkTo('rivalflow')],
      ['Components', linkTo('components')],
      ['Icons', linkTo('icons')],
    ]);
    await expect(canvas.getByRole('menuitem', { name: 'Subscription' })).toBeVisible();
  },
};

export const HomePage: Story = {
  name: 'Home page: Schedule Demo',
  args: headerModelFor('loggedOut', { route: { name: 'home', meta: {} }, returnUrl: undefined }),
  play: async ({ canvas }) => {
    const header = within(canvas.getByRole('banner', { name: 'Rivalscope' }));
    await expect(header.getByRole('link', { name: 'Schedule Demo' })).toHaveAttribute('href', SCHEDULE_DEMO_HREF);
    // From the home page, Log in has no way back to carry.
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', linkTo('auth:login'));
  },
};

export const ScheduleDemoByTracking: Story = {
  name: 'Schedule Demo by tracking flag',
  args: headerModelFor('free', { showScheduleDemo: true }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Schedule Demo' })).toHaveAttribute('href', SCHEDULE_DEMO_HREF);
  },
};

export const NonUsVisitor: Story = {
  name: 'Non-US visitor',
  args: headerModelFor('loggedOut', { countryCode: 'DE', showScheduleDemo: true }),
  play: async ({ canvas }) => {
    const header = within(canvas.getByRole('banner', { name: 'Rivalscope' }));
    // Hidden outside the US: the phone line with its hours, and Schedule Demo.
    await expect(header.queryByRole('link', { name: '(800) 555-0142' })).toBeNull();
    await expect(header.queryByText('Mon-Fri 6AM-5PM PST')).toBeNull();
    await expect(header.queryByRole('link', { name: 'Schedule Demo' })).toBeNull();
    await expect(header.getByRole('link', { name: 'Live chat' })).toHaveAttribute('href', LIVE_CHAT_HREF);
    await expect(header.getByRole('link', { name: 'Pricing' })).toBeVisible();
  },
};

export const MainPurchase: Story = {
  name: 'Main purchase: support block only',
  args: headerModelFor('loggedOut', { route: { name: 'mainpurchase', meta: {} } }),
  play: async ({ canvas }) => {
    const header = within(canvas.getByRole('banner', { name: 'Rivalscope' }));
    await expect(header.getAllByRole('link').map((a) => a.textContent)).toEqual(['(800) 555-0142', 'Live chat']);
    await expect(header.getByText('Mon-Fri 6AM-5PM PST')).toBeVisible();
    await expect(header.queryByRole('navigation')).toBeNull();
    await expect(header.queryByRole('button')).toBeNull();
    await expect(header.getByText('Rivalscope')).toBeVisible();
  },
};

export const ApiNavigation: Story = {
  name: 'API navigation',
  args: headerModelFor('full', { route: { name: 'api:v2', meta: { showApiNavigation: true } } }),
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Resources' }));
    await expect(nav.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ["What's New", 'https://blog.rivalscope.dev/whats-new'],
      ['Blog', 'https://blog.rivalscope.dev/'],
      ['Tutorials', 'https://blog.rivalscope.dev/tutorials'],
      ['Glossary', 'https://blog.rivalscope.dev/glossary'],
      ['Videos', 'https://blog.rivalscope.dev/videos'],
    ]);
  },
};

export const HiddenOnScroll: Story = {
  name: 'Hidden on scroll, shown again on focus',
  args: { isHidden: true },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner', { name: 'Rivalscope' });
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await expect(getComputedStyle(header).transform).not.toBe('none');
    // A keyboard user tabbing into the hidden header brings it back.
    await userEvent.tab();
    await expect(header).toContainElement(document.activeElement as HTMLElement);
    await waitFor(() => expect(getComputedStyle(header).transform).toBe('none'));
  },
};

export const Tablet: Story = {
  name: 'Tablet width: menus on a second row',
  args: headerModelFor('child'),
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(834);
    const header = within(canvas.getByRole('banner', { name: 'Rivalscope' }));
    // From 768 px up the desktop header shows; the menu button does not.
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(await header.findByRole('button', { name: 'Account sam@example.com' })).toBeVisible();
    await expect(header.getByRole('group', { name: 'Support' })).toBeVisible();
    await expect(header.queryByRole('button', { name: 'Menu' })).toBeNull();
    // Too narrow for one row: the menus sit below the brand and the account menu.
    const brand = header.getByRole('link', { name: 'Rivalscope home' }).getBoundingClientRect();
    const seo = header.getByRole('button', { name: 'SEO Research' }).getBoundingClientRect();
    await expect(seo.top).toBeGreaterThanOrEqual(brand.bottom);
  },
};

export const MobileClosed: Story = {
  name: 'Mobile width, menu closed',
  globals: MOBILE,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    const header = within(canvas.getByRole('banner', { name: 'Rivalscope' }));
    const button = header.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Below 768 px the desktop menus, the support bar and the account links give way to the menu.
    await expect(header.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(header.queryByRole('group', { name: 'Support' })).toBeNull();
    await expect(header.queryByRole('link', { name: 'Pricing' })).toBeNull();
    await expect(header.getByRole('link', { name: 'Rivalscope home' })).toBeVisible();
  },
};

export const MobileOpen: Story = {
  name: 'Mobile width, menu open',
  globals: MOBILE,
  play: async ({ canvas, args }) => {
    await expect(window.innerWidth).toBe(320);
    const button = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await expect(args.onMobileMenuOpenChange).toHaveBeenCalledWith(true);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The menu's chunk loads on first use.
    const menu = within(await canvas.findByRole('navigation', { name: 'Site menu' }));
    await waitFor(() => expect(menu.getByRole('button', { name: 'Tools' })).toHaveFocus());
    // Escape closes it and gives focus back to the menu button.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('navigation', { name: 'Site menu' })).toBeNull();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await expect(await canvas.findByRole('navigation', { name: 'Site menu' })).toBeVisible();
  },
};
