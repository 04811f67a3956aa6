import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import type { PageContent, ResolvedLink } from '../../../src/features/marketing/content/types';
import { MarketingPageView } from '../../../src/features/marketing/MarketingPageView';
import { MARKETING_TEXT } from '../../../src/features/marketing/texts';

/** A short page with every kind of block, a table of contents, figures and both kinds of button. */
const content: PageContent<ResolvedLink> = {
  eyebrow: 'Legal',
  lead: 'How the parts of a marketing page look: sections with paragraphs, lists, cards, facts and a callout.',
  updated: 'Last updated: June 2, 2025',
  toc: true,
  highlights: [
    { value: '14 years', label: 'of search history' },
    { value: '30-day', label: 'money-back guarantee' },
  ],
  heroActions: [{ label: 'Sign up for FREE', href: '/freeaccount', variant: 'primary' }],
  sections: [
    {
      id: 'text',
      title: '1. Paragraphs and lists',
      blocks: [
        { kind: 'paragraph', text: 'Rivalscope shows you the keywords, ads and backlinks behind any competitor.' },
        { kind: 'list', items: ['Unlimited searches', 'No credit card required'] },
        { kind: 'list', ordered: true, items: ['Create a free account', 'Search a competitor'] },
      ],
    },
    {
      id: 'cards',
      title: '2. Cards',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Senior Frontend Engineer',
              meta: 'Remote (US or Canada) · Full-time',
              body: 'Build the screens marketers live in.',
              points: ['React and TypeScript', 'Accessibility'],
              link: { label: 'Apply', href: 'mailto:jobs@rivalscope.dev' },
            },
            {
              title: 'ClickCease',
              meta: 'Click-fraud protection',
              body: 'Block bots and repeat competitor clicks.',
              link: { label: 'See the ClickCease offer', href: '/clickcease-offer' },
            },
          ],
        },
      ],
    },
    {
      id: 'facts',
      title: '3. Facts and a callout',
      blocks: [
        {
          kind: 'facts',
          items: [
            { term: 'Support hours', value: 'Mon-Fri 6AM-5PM PST' },
            { term: 'E-mail', value: { label: 'support@rivalscope.dev', href: 'mailto:support@rivalscope.dev' } },
          ],
        },
        { kind: 'callout', title: 'Member code: spring', text: 'Applied for you at checkout.' },
      ],
    },
  ],
  cta: {
    title: 'Start today',
    body: 'Unlimited searches and downloads, a 30-day money-back guarantee and no contracts.',
    actions: [
      { label: 'Start your membership', href: '/mainpurchase?page=default&click=sw2', variant: 'primary' },
      { label: 'Sign up for FREE', href: '/freeaccount', variant: 'secondary' },
    ],
  },
};

const meta = {
  title: 'Pages/Marketing/Marketing page/View',
  component: MarketingPageView,
  args: { title: 'Terms & Conditions', homeHref: '/' },
} satisfies Meta<typeof MarketingPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithContents: Story = {
  name: 'Every block, with contents',
  args: { content, notice: 'Signed in as jane@example.com. This offer is reserved for Rivalscope members.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(canvas.getByText('Legal')).toBeVisible();
    await expect(canvas.getByText('Last updated: June 2, 2025')).toBeVisible();
    await expect(canvas.getByText(/^Signed in as jane@example.com/)).toBeVisible();
    await expect(canvas.getByRole('list', { name: MARKETING_TEXT.highlights })).toHaveTextContent(
      '14 years of search history30-day money-back guarantee',
    );
    const toc = within(canvas.getByRole('navigation', { name: MARKETING_TEXT.contents }));
    await expect(toc.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/#text',
      '/#cards',
      '/#facts',
    ]);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      MARKETING_TEXT.contents,
      '1. Paragraphs and lists',
      '2. Cards',
      '3. Facts and a callout',
      'Start today',
    ]);
    const facts = within(canvas.getByRole('region', { name: '3. Facts and a callout' }));
    await expect(facts.getByText('Support hours')).toBeVisible();
    await expect(facts.getByRole('link', { name: 'support@rivalscope.dev' })).toHaveAttribute(
      'href',
      'mailto:support@rivalscope.dev',
    );
    await expect(canvas.getByRole('link', { name: 'See the ClickCease offer' })).toHaveAttribute(
      'href',
      '/clickcease-offer',
    );
    const cta = within(canvas.getByRole('region', { name: 'Start today' }));
    await expect(cta.getByRole('link', { name: 'Start your membership' })).toHaveAttribute(
      'href',
      '/mainpurchase?page=default&click=sw2',
    );
    await expect(canvas.getByRole('link', { name: MARKETING_TEXT.homeLink })).toHaveAttribute('href', '/');
  },
};

/**
 * The story screenshots capture the first 900 px of a page, so the lower parts of the layout get
 * short pages of their own: the blocks under a plain hero, and the closing call to action.
 */
const plainHero = { ...content, eyebrow: 'Company', lead: 'A short lead.', toc: false, updated: undefined };

export const Blocks: Story = {
  name: 'Cards, facts and a callout',
  args: {
    title: 'Jobs at Rivalscope',
    content: { ...plainHero, highlights: undefined, heroActions: [], sections: content.sections.slice(1) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const cards = within(canvas.getByRole('region', { name: '2. Cards' }));
    await expect(cards.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Senior Frontend Engineer',
      'ClickCease',
    ]);
    await expect(cards.getByText('Remote (US or Canada) · Full-time')).toBeVisible();
    await expect(cards.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', 'mailto:jobs@rivalscope.dev');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Member code: spring' })).toBeVisible();
  },
};

export const ClosingCallToAction: Story = {
  name: 'Closing call to action',
  args: {
    title: 'Member Perks',
    content: { ...plainHero, highlights: undefined, heroActions: [], sections: [] },
    onNavigate: fn(),
  },
  play: async ({ canvas, args }) => {
    const cta = within(canvas.getByRole('region', { name: 'Start today' }));
    await expect(cta.getByText(/no contracts\.$/)).toBeVisible();
    await expect(cta.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Start your membership',
      'Sign up for FREE',
    ]);
    await expect(cta.getByRole('link', { name: 'Sign up for FREE' })).toHaveAttribute('href', '/freeaccount');
    // An in-app button is handed to the router instead of reloading the page.
    await userEvent.click(cta.getByRole('link', { name: 'Sign up for FREE' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/freeaccount');
  },
};
