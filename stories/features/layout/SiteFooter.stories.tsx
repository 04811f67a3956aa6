import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { aiPromoUrl, expectFooterLinks, expectOffer, expectScanOpens } from './footerPlay';
import { routeAt } from '../../../src/app/routes';
import { SiteFooter } from '../../../src/features/layout/SiteFooter';
import { trackingFor, userPreset, type UserPreset } from '../../../src/mocks/fixtures/account';

/**
 * The footer in the whole app, through the real route table and guards, with the mock API's
 * active state: the user preset decides `sfu`, the tracking state the call to action, and the
 * route's name is the AI promo's `page`.
 */
const meta = {
  title: 'Pages/Layout/Footer',
  component: SiteFooter,
  args: { route: undefined },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile1', isRotated: false } };

function pageStory(preset: UserPreset, path: string, mobile = false): Story {
  const found = routeAt(path);
  if (!found) throw new Error(`No route at ${path}`);
  const { route } = found;
  const user = userPreset(preset);
  const sfu = user.isLoggedIn ? user.userId : 'free';
  const { footerCtaText, footerCtaLink } = trackingFor(user);
  return {
    parameters: { router: { app: true, initialEntry: path }, mockDb: { user: preset } },
    ...(mobile ? { globals: MOBILE } : {}),
    play: async ({ canvas }) => {
      await expect(window.innerWidth).toBe(mobile ? 320 : 1200);
      await canvas.findByRole('heading', { level: 1, name: route.meta.title });
      // The footer loads after the page's first paint (src/app/appRouter.tsx).
      const footer = await canvas.findByRole('contentinfo');
      await expectFooterLinks(footer);
      const offer = await expectOffer(footer);
      // The call to action goes where the tracking state says (the mock sends one for everyone). Its
      // text only repeats the offer's headline, so the button says what it does instead.
      await expect(footerCtaText).toBe('Membership starts at $33/month');
      await expect(footerCtaLink).toBe('/mainpurchase?page=default&click=sw2');
      await expect(within(offer).getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute(
        'href',
        footerCtaLink,
      );
      if (mobile) {
        const promo = within(footer).getByRole('region', { name: 'Is your content ready for AI search?' });
        await expect(promo.getBoundingClientRect().top).toBeGreaterThanOrEqual(offer.getBoundingClientRect().bottom);
        await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
      }
      await expectScanOpens(footer, 'example.com', aiPromoUrl('example.com', route.name, sfu));
    },
  };
}

export const Visitor: Story = {
  name: 'Visitor on SEO Overview',
  ...pageStory('loggedOut', '/seo/overview'),
};
export const Free: Story = {
  name: 'Free user on My Sites',
  ...pageStory('free', '/hq'),
};
export const Full: Story = {
  name: 'Paying member on Recon Reports',
  ...pageStory('full', '/recon'),
};
export const Child: Story = {
  name: 'Team member on Account Settings',
  ...pageStory('child', '/account/settings'),
};
export const Admin: Story = {
  name: 'Admin on Custom Reports',
  ...pageStory('admin', '/custom-reports'),
};

export const VisitorMobile: Story = {
  name: 'Visitor on SEO Overview, mobile',
  ...pageStory('loggedOut', '/seo/overview', true),
};
export const FreeMobile: Story = {
  name: 'Free user on My Sites, mobile',
  ...pageStory('free', '/hq', true),
};
export const FullMobile: Story = {
  name: 'Paying member on Recon Reports, mobile',
  ...pageStory('full', '/recon', true),
};
export const ChildMobile: Story = {
  name: 'Team member on Account Settings, mobile',
  ...pageStory('child', '/account/settings', true),
};
export const AdminMobile: Story = {
  name: 'Admin on Custom Reports, mobile',
  ...pageStory('admin', '/custom-reports', true),
};
