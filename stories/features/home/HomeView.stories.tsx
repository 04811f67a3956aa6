import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { routeNamed } from '../../../src/app/routes';
import { HomeView } from '../../../src/features/home/HomeView';
import { BELOW_THE_FOLD, MEMBERSHIP, TESTIMONIAL } from '../../../src/features/home/sectionTexts';
import type { ShowcaseLinks } from '../../../src/features/home/Showcase';
import { HOME_TEXT, HOME_VARIANTS, TRUSTED_BRANDS } from '../../../src/features/home/texts';
import { UI_TEXT } from '../../../src/lib/spec/text';

const TITLE = routeNamed('home')!.meta.title;
const SHOWCASE_LINKS: ShowcaseLinks = {
  seo: linkTo('seo:overview'),
  ppc: linkTo('ppc:overview'),
  'competitive-intel': linkTo('seo:kombat'),
  projects: linkTo('competitor-projects'),
  reports: linkTo('custom-reports'),
};
const PLANS = linkTo('mainpurchase', {}, { page: 'default', click: 'sw2' });
const FREE = { label: HOME_TEXT.tryItFree, href: linkTo('freeaccount') };

type Canvas = ReturnType<typeof within>;
const main = (canvas: Canvas) => within(canvas.getByRole('main'));

/**
 * The home page as a view (doc 1 §1, §2, §4): the hero with the route title as its <h1>, the
 * variant's sentence and search button, the search box and the logo strip on the first render;
 * the showcase, testimonial, below-the-fold section and membership widget when the screen lets
 * them in (after the first render, never while prerendering; the widget 250 ms later).
 */
const meta = {
  title: 'Pages/Home/Home page/View',
  component: HomeView,
  args: {
    title: TITLE,
    variant: HOME_VARIANTS[0]!,
    search: {
      query: '',
      onQueryChange: fn(),
      territory: 'US',
      onTerritoryChange: fn(),
      suggestions: [],
      onChoose: fn(),
      onSubmit: fn(),
    },
    heroNote: { label: HOME_TEXT.createFreeAccount, href: linkTo('freeaccount') },
    showDeferred: false,
    showMembership: false,
    showcaseLinks: SHOWCASE_LINKS,
    primaryCta: FREE,
    plansHref: PLANS,
  },
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstRender: Story = {
  name: 'First render',
  play: async ({ canvas, args }) => {
    const page = main(canvas);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText(HOME_VARIANTS[0]!.lede)).toBeVisible();
    await expect(page.getByRole('combobox', { name: HOME_TEXT.searchLabel })).toHaveAttribute('name', 'domain-input');
    await expect(page.getByRole('link', { name: HOME_TEXT.createFreeAccount })).toHaveAttribute(
      'href',
      linkTo('freeaccount'),
    );
    const logos = within(page.getByRole('region', { name: UI_TEXT.trustedBy }));
    await expect(logos.getAllByRole('listitem').map((li) => li.textContent)).toEqual(TRUSTED_BRANDS.map((b) => b.name));
    // Nothing below the logo strip yet.
    await expect(page.queryByRole('heading', { name: UI_TEXT.seeWhatsInside })).toBeNull();
    await expect(page.queryByRole('heading', { name: MEMBERSHIP.heading })).toBeNull();
    await userEvent.type(page.getByRole('combobox', { name: HOME_TEXT.searchLabel }), 'x');
    await expect(args.search.onQueryChange).toHaveBeenCalledWith('x');
  },
};

export const AllSections: Story = {
  name: 'All sections loaded',
  args: { showDeferred: true, showMembership: true },
  play: async ({ canvas }) => {
    const page = main(canvas);
    await expect(await page.findByRole('heading', { level: 2, name: UI_TEXT.seeWhatsInside })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'SEO' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'What customers say' })).toHaveTextContent(TESTIMONIAL.name);
    const below = within(page.getByRole('region', { name: BELOW_THE_FOLD.heading }));
    await expect(below.getByRole('link', { name: HOME_TEXT.tryItFree })).toHaveAttribute('href', linkTo('freeaccount'));
    const membership = within(await page.findByRole('region', { name: MEMBERSHIP.heading }));
    await expect(membership.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', PLANS);
  },
};

export const DeferredWithoutMembership: Story = {
  name: 'Sections loaded, membership widget not yet',
  args: { showDeferred: true, showMembership: false },
  play: async ({ canvas }) => {
    const page = main(canvas);
    await expect(await page.findByRole('heading', { level: 2, name: BELOW_THE_FOLD.heading })).toBeVisible();
    await expect(page.queryByRole('region', { name: MEMBERSHIP.heading })).toBeNull();
  },
};

export const Variant3: Story = {
  args: { variant: HOME_VARIANTS[2]! },
  play: async ({ canvas }) => {
    const page = main(canvas);
    // The <h1> is the route title on every variant; the sentence and the button change.
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText(HOME_VARIANTS[2]!.lede)).toBeVisible();
    await expect(page.queryByText(HOME_VARIANTS[0]!.lede)).toBeNull();
    await expect(page.getByRole('button', { name: 'Show me' })).toBeVisible();
  },
};

export const LoggedIn: Story = {
  name: 'Logged in',
  args: {
    heroNote: undefined,
    primaryCta: { label: HOME_TEXT.openMySites, href: linkTo('hq') },
    showDeferred: true,
  },
  play: async ({ canvas }) => {
    const page = main(canvas);
    await expect(page.queryByText(HOME_TEXT.heroNote)).toBeNull();
    const below = within(await page.findByRole('region', { name: BELOW_THE_FOLD.heading }));
    await expect(below.getByRole('link', { name: HOME_TEXT.openMySites })).toHaveAttribute('href', linkTo('hq'));
    await expect(below.queryByRole('link', { name: HOME_TEXT.tryItFree })).toBeNull();
  },
};

export const SmallPhone: Story = {
  name: 'All sections on a small phone',
  args: { showDeferred: true, showMembership: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    const page = main(canvas);
    await expect(await page.findByRole('region', { name: MEMBERSHIP.heading })).toBeInTheDocument();
    await expect(page.getByText('1 of 5')).toBeVisible();
    // Nothing runs off the side of a 320 px screen.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
