import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { aiPromoUrl, expectFooterLinks, expectOffer, expectScanOpens } from './footerPlay';
import { linkTo } from '../../../src/app/linkTo';
import { FooterView } from '../../../src/features/layout/FooterView';
import { footerCta, footerLinkGroups } from '../../../src/features/layout/siteFooterModel';
import type { LinkBuilder } from '../../../src/features/shell/links';
import { userPreset } from '../../../src/mocks/fixtures/account';

const USER_ID = userPreset('free').userId;
/** The app's linkTo, as the Shell hands it to the features. */
const appLinkTo = linkTo as LinkBuilder;
const OUR_CTA = footerCta({ footerCtaText: '', footerCtaLink: '', isFullUser: false }, appLinkTo);

const meta = {
  title: 'Pages/Layout/Footer/View',
  component: FooterView,
  args: { linkGroups: footerLinkGroups(appLinkTo), cta: OUR_CTA, page: 'home', sfu: 'free' },
} satisfies Meta<typeof FooterView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expectFooterLinks(footer);
    const offer = await expectOffer(footer);
    await expect(within(offer).getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute(
      'href',
      '/mainpurchase?page=default&click=sw2',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Is your content ready for AI search?' })).toBeVisible();
    await expectScanOpens(footer, 'example.com', aiPromoUrl('example.com', 'home', 'free'));
  },
};

export const LoggedIn: Story = {
  name: 'Logged in',
  args: {
    page: 'hq',
    sfu: USER_ID,
    cta: { text: 'Upgrade to a full membership', href: linkTo('upgrade', {}, { click: 'footer' }), external: false },
  },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    const offer = await expectOffer(footer);
    // The tracking state's call to action replaces ours.
    await expect(within(offer).getByRole('link', { name: 'Upgrade to a full membership' })).toHaveAttribute(
      'href',
      '/upgrade?click=footer',
    );
    await expect(within(offer).queryByRole('link', { name: 'See plans and pricing' })).toBeNull();
    await expectScanOpens(footer, 'shop.example.org', aiPromoUrl('shop.example.org', 'hq', USER_ID));
  },
};

export const PayingMember: Story = {
  name: 'Paying member',
  args: { page: 'rank-tracking', sfu: USER_ID, cta: undefined },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    const offer = await expectOffer(footer);
    await expect(within(offer).queryByRole('link')).toBeNull();
    await expectFooterLinks(footer);
  },
};

export const PurchaseHost: Story = {
  name: 'Call to action on the purchase host',
  args: {
    cta: { text: 'Start your membership', href: 'https://buy.rivalscope.dev/mainpurchase?click=sw2', external: true },
  },
  play: async ({ canvas }) => {
    const link = within(canvas.getByRole('region', { name: 'Membership starts at $33/month' })).getByRole('link', {
      name: 'Start your membership',
    });
    await expect(link).toHaveAttribute('href', 'https://buy.rivalscope.dev/mainpurchase?click=sw2');
  },
};

export const VisitorMobile: Story = {
  name: 'Visitor, mobile',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    const footer = canvas.getByRole('contentinfo');
    await expectOffer(footer);
    // Below 768 px the columns stack: the offer, then the AI promo, then the link groups one under another.
    const offer = canvas.getByRole('region', { name: 'Membership starts at $33/month' }).getBoundingClientRect();
    const promo = canvas.getByRole('region', { name: 'Is your content ready for AI search?' }).getBoundingClientRect();
    await expect(promo.top).toBeGreaterThanOrEqual(offer.bottom);
    await expect(promo.left).toBe(offer.left);
    const [company, developers] = within(canvas.getByRole('navigation', { name: 'Footer' })).getAllByRole('heading');
    await expect(developers!.getBoundingClientRect().top).toBeGreaterThan(company!.getBoundingClientRect().bottom);
    await expect(developers!.getBoundingClientRect().left).toBe(company!.getBoundingClientRect().left);
    await expect(footer.scrollWidth).toBeLessThanOrEqual(320);
    await expectScanOpens(footer, 'example.com', aiPromoUrl('example.com', 'home', 'free'));
  },
};
