import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { routeNamed, type RouteName } from '../../../src/app/routes';
import { clearScrollPositions } from '../../../src/app/scroll';
import { MarketingScreen } from '../../../src/features/marketing/MarketingScreen';
import { MARKETING_TEXT } from '../../../src/features/marketing/texts';
import { SUPPORT_HOURS } from '../../../src/lib/spec/navigation';
import { UI_TEXT } from '../../../src/lib/spec/text';
import { userPreset, type UserPreset } from '../../../src/mocks/fixtures/account';

/**
 * The twelve marketing pages of doc 1 §2, each rendered through the real route table at its own
 * address (guards, route meta and the shell), with the mock API. Every page's heading is its
 * route title, and its buttons are built from route names.
 */
const meta = {
  title: 'Pages/Marketing/Marketing page',
  component: MarketingScreen,
  // Each story opens its page at the top: no scroll position is carried over from the story before
  // (the app's scroll rule remembers positions by history entry, and every story's first entry has
  // the same key).
  beforeEach: () => {
    clearScrollPositions();
    window.scrollTo(0, 0);
  },
} satisfies Meta<typeof MarketingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function titleOf(name: RouteName): string {
  const title = routeNamed(name)?.meta.title;
  if (!title) throw new Error(`No route ${name}`);
  return title;
}

/** The whole app at the page's address, for a visitor of the given kind. */
function at(name: RouteName, user: UserPreset = 'loggedOut', suffix = '') {
  return { router: { app: true, initialEntry: `${linkTo(name)}${suffix}` }, mockDb: { user } };
}

const page = (canvasElement: HTMLElement, name: RouteName) =>
  within(canvasElement).findByRole('heading', { level: 1, name: titleOf(name) });

/** The closing call to action: the region named by its heading. */
const ctaOf = (canvasElement: HTMLElement, heading: string) =>
  within(within(canvasElement).getByRole('region', { name: heading }));

const freeAccount = linkTo('freeaccount');
const mainPurchase = linkTo('mainpurchase', {}, { page: 'default', click: 'sw2' });

export const Company: Story = {
  parameters: at('marketing:company'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement, 'marketing:company');
    await expect(canvas.getByRole('list', { name: MARKETING_TEXT.highlights })).toHaveTextContent(
      '14 years of search history50 million+ websites listed30-day money-back guarantee',
    );
    const contact = within(canvas.getByRole('region', { name: 'Contact us' }));
    await expect(contact.getByText(SUPPORT_HOURS)).toBeVisible();
    await expect(contact.getByText('Mon-Fri 7AM-4PM PST')).toBeVisible();
    await expect(contact.getByText(/San Diego, CA 92101/)).toBeVisible();
    await expect(contact.getByRole('link', { name: '(800) 555-0142' })).toHaveAttribute('href', 'tel:+18005550142');
    await expect(contact.getByRole('link', { name: 'Vulnerability Disclosure Policy' })).toHaveAttribute(
      'href',
      linkTo('marketing:vulnerability-disclosure-policy'),
    );
    const cta = ctaOf(canvasElement, 'See your competitors’ numbers today');
    await expect(cta.getByRole('link', { name: UI_TEXT.signUpForFree })).toHaveAttribute('href', freeAccount);
    await expect(cta.getByRole('link', { name: 'Start your membership' })).toHaveAttribute('href', mainPurchase);
    await expect(canvas.getByRole('link', { name: MARKETING_TEXT.homeLink })).toHaveAttribute('href', linkTo('home'));
  },
};

export const CompanyMobile: Story = {
  name: 'Company, contact us on a small phone',
  parameters: at('marketing:company', 'loggedOut', '?section=contactUs'),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await page(canvasElement, 'marketing:company');
    await expect(window.innerWidth).toBe(320);
    // The footer's Contact Us link (section=contactUs) opens the page at the contact section.
    const contact = within(canvasElement).getByRole('region', { name: 'Contact us' });
    await waitFor(() => expect(Math.abs(contact.getBoundingClientRect().top)).toBeLessThan(40));
    await expect(window.scrollY).toBeGreaterThan(0);
    // Nothing runs off the side of a 320 px screen.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    await expect(within(contact).getByText(SUPPORT_HOURS)).toBeVisible();
  },
};

export const Jobs: Story = {
  parameters: at('marketing:jobs'),
  play: async ({ canvasElement }) => {
    await page(canvasElement, 'marketing:jobs');
    const roles = within(within(canvasElement).getByRole('region', { name: 'Open roles' }));
    await expect(roles.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Senior Frontend Engineer',
      'Search Data Engineer',
      'Customer Success Specialist',
    ]);
    await expect(roles.getByRole('link', { name: 'Apply: Search Data Engineer' })).toHaveAttribute(
      'href',
      'mailto:jobs@rivalscope.dev?subject=Application%3A%20Search%20Data%20Engineer',
    );
    const cta = ctaOf(canvasElement, 'Don’t see your role?');
    await expect(cta.getByRole('link', { name: 'Try Rivalscope free' })).toHaveAttribute('href', freeAccount);
  },
};

export const Affiliates: Story = {
  parameters: at('marketing:affiliates'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement, 'marketing:affiliates');
    await expect(canvas.getByText('recurring commission for 12 months')).toBeVisible();
    const rules = within(canvas.getByRole('region', { name: 'Program rules' }));
    await expect(rules.getAllByRole('listitem')).toHaveLength(5);
    const cta = ctaOf(canvasElement, 'Join the affiliate program');
    await expect(cta.getByRole('link', { name: 'Apply by e-mail' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:partners@rivalscope\.dev\?subject=/),
    );
    await expect(cta.getByRole('link', { name: UI_TEXT.signUpForFree })).toHaveAttribute('href', freeAccount);
  },
};

export const MemberPerks: Story = {
  name: 'Member perks',
  parameters: at('marketing:memberperks'),
  play: async ({ canvasElement }) => {
    await page(canvasElement, 'marketing:memberperks');
    const offers = within(within(canvasElement).getByRole('region', { name: 'Partner offers' }));
    await expect(offers.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      linkTo('marketing:rivalflow-offer'),
      linkTo('marketing:clickcease-offer'),
      linkTo('marketing:mobilemonkey-offer'),
      linkTo('marketing:capital-one-spring-member-offer'),
    ]);
    const cta = ctaOf(canvasElement, 'Become a member');
    await expect(cta.getByText(/starts at \$33\/month/)).toBeVisible();
    await expect(cta.getByRole('link', { name: 'Start your membership' })).toHaveAttribute('href', mainPurchase);
  },
};

export const Consulting: Story = {
  parameters: at('marketing:consulting'),
  play: async ({ canvasElement }) => {
    await page(canvasElement, 'marketing:consulting');
    const services = within(within(canvasElement).getByRole('region', { name: 'What we offer' }));
    await expect(services.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(services.getByText('$1,200 fixed · one week')).toBeVisible();
    const cta = ctaOf(canvasElement, 'Book a free strategy call');
    await expect(cta.getByRole('link', { name: UI_TEXT.signUpForFree })).toHaveAttribute('href', freeAccount);
  },
};

export const TermsConditions: Story = {
  name: 'Terms & Conditions',
  // A very long page: its table of contents and layout are in the view's screenshot.
  parameters: { ...at('marketing:termsconditions'), screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement, 'marketing:termsconditions');
    await expect(canvas.getByText('Last updated: June 2, 2025')).toBeVisible();
    const toc = within(canvas.getByRole('navigation', { name: MARKETING_TEXT.contents }));
    await expect(toc.getAllByRole('link')).toHaveLength(17);
    // A contents link jumps to its section.
    await userEvent.click(toc.getByRole('link', { name: '6. The 30-day money-back guarantee and cancelling' }));
    const section = canvas.getByRole('region', { name: '6. The 30-day money-back guarantee and cancelling' });
    await waitFor(() => expect(Math.abs(section.getBoundingClientRect().top)).toBeLessThan(40));
    const cta = ctaOf(canvasElement, 'Questions about these terms?');
    await expect(cta.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', freeAccount);
  },
};

export const PrivacyPolicy: Story = {
  parameters: { ...at('marketing:privacypolicy'), screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement, 'marketing:privacypolicy');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Running Rivalscope yourself?' })).toBeVisible();
    const toc = within(canvas.getByRole('navigation', { name: MARKETING_TEXT.contents }));
    await expect(toc.getByRole('link', { name: '5. Cookies and local storage' })).toHaveAttribute(
      'href',
      `${linkTo('marketing:privacypolicy')}#cookies`,
    );
    const cta = ctaOf(canvasElement, 'Want your data, or want it gone?');
    await expect(cta.getByRole('link', { name: 'Email our privacy team' })).toHaveAttribute(
      'href',
      'mailto:privacy@rivalscope.dev?subject=Privacy%20request',
    );
    await expect(cta.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', freeAccount);
  },
};

export const VulnerabilityDisclosurePolicy: Story = {
  parameters: { ...at('marketing:vulnerability-disclosure-policy'), screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement, 'marketing:vulnerability-disclosure-policy');
    const harbour = within(canvas.getByRole('region', { name: '5. Safe harbour' }));
    await expect(
      harbour.getByRole('heading', { level: 3, name: 'We will not pursue legal action for good-faith research' }),
    ).toBeVisible();
    const cta = ctaOf(canvasElement, 'Found something?');
    await expect(cta.getByRole('link', { name: 'Report a vulnerability' })).toHaveAttribute(
      'href',
      'mailto:security@rivalscope.dev?subject=Vulnerability%20report',
    );
    await expect(cta.getByRole('link', { name: 'Read our Privacy Policy' })).toHaveAttribute(
      'href',
      linkTo('marketing:privacypolicy'),
    );
  },
};

export const MobileMonkeyOffer: Story = {
  name: 'MobileMonkey offer',
  parameters: at('marketing:mobilemonkey-offer'),
  play: async ({ canvasElement }) => {
    await page(canvasElement, 'marketing:mobilemonkey-offer');
    const offer = within(within(canvasElement).getByRole('region', { name: 'Your offer' }));
    await expect(offer.getAllByRole('listitem')).toHaveLength(3);
    const cta = ctaOf(canvasElement, 'Start with a free account');
    await expect(cta.getByRole('link', { name: UI_TEXT.signUpForFree })).toHaveAttribute('href', freeAccount);
    await expect(cta.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', mainPurchase);
  },
};

export const CapitalOneSpringOffer: Story = {
  name: 'Capital One Spring offer',
  parameters: at('marketing:capital-one-spring-member-offer'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement, 'marketing:capital-one-spring-member-offer');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Member code: spring' })).toBeVisible();
    // doc 1 §2: the route meta's coupon 'spring' rides on every purchase button, hero and closing.
    const withSpring = linkTo('mainpurchase', {}, { page: 'default', click: 'sw2', couponcode: 'spring' });
    const claims = canvas.getAllByRole('link', { name: 'Claim 20% off' });
    await expect(claims).toHaveLength(2);
    for (const link of claims) await expect(link).toHaveAttribute('href', withSpring);
    const cta = ctaOf(canvasElement, 'Claim your 20% member discount');
    await expect(cta.getByRole('link', { name: 'Compare plans' })).toHaveAttribute(
      'href',
      linkTo('buy:register', {}, { purchaseid: 1139, click: 'sw1', couponcode: 'spring' }),
    );
  },
};

export const ClickCeaseOffer: Story = {
  name: 'ClickCease offer',
  parameters: at('marketing:clickcease-offer'),
  play: async ({ canvasElement }) => {
    await page(canvasElement, 'marketing:clickcease-offer');
    const why = within(
      within(canvasElement).getByRole('region', { name: 'Why Rivalscope and ClickCease work well together' }),
    );
    await expect(why.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const cta = ctaOf(canvasElement, 'Start with a free account');
    await expect(cta.getByRole('link', { name: UI_TEXT.signUpForFree })).toHaveAttribute('href', freeAccount);
    // Partner offers other than Capital One Spring carry no coupon.
    await expect(cta.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', mainPurchase);
  },
};

export const RivalFlowOffer: Story = {
  name: 'RivalFlow offer, logged in',
  parameters: at('marketing:rivalflow-offer', 'free'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement, 'marketing:rivalflow-offer');
    const email = userPreset('free').email ?? '';
    await expect(email).not.toBe('');
    await expect(
      canvas.getByText(`Signed in as ${email}. This offer is reserved for Rivalscope members.`),
    ).toBeVisible();
    const code = within(canvas.getByRole('region', { name: 'Your member code' }));
    await expect(code.getByRole('heading', { level: 3, name: 'RIVALSCOPE25' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: MARKETING_TEXT.loginToClaim })).toBeNull();
    const cta = ctaOf(canvasElement, 'Find your first pages to refresh');
    await expect(cta.getByRole('link', { name: 'Open Top Pages' })).toHaveAttribute('href', linkTo('seo:top-pages'));
    await expect(cta.getByRole('link', { name: 'Go to My Sites' })).toHaveAttribute('href', linkTo('hq'));
  },
};
