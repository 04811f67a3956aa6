import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { routeNamed, type RouteName } from '../../../src/app/routes';
import { HomeScreen } from '../../../src/features/home/HomeScreen';
import { BELOW_THE_FOLD, MEMBERSHIP } from '../../../src/features/home/sectionTexts';
import { HOME_TEXT, HOME_VARIANTS } from '../../../src/features/home/texts';
import { HOME_VARIANT_STORAGE_KEY, MEMBERSHIP_WIDGET_MOUNT_DELAY_MS } from '../../../src/lib/spec/navigation';
import { UI_TEXT } from '../../../src/lib/spec/text';
import type { UserPreset } from '../../../src/mocks/fixtures/account';

const titleOf = (name: RouteName) => routeNamed(name)!.meta.title;
const HOME_TITLE = titleOf('home');

/** The whole app at `entry` (real route table, guards, header and footer, mock API) for a kind of user. */
function at(entry: string, user: UserPreset = 'loggedOut') {
  return { router: { app: true, initialEntry: entry }, mockDb: { user } };
}

const SMALL_PHONE = { viewport: { value: 'mobile1', isRotated: false } };

type Canvas = ReturnType<typeof within>;

/** Waits for the home page and returns its main landmark. */
async function homePage(canvas: Canvas) {
  await canvas.findByRole('heading', { level: 1, name: HOME_TITLE });
  return within(canvas.getByRole('main'));
}

/** Waits for the sections that load after the first render. */
async function deferredSections(page: Canvas) {
  await page.findByRole('heading', { level: 2, name: UI_TEXT.seeWhatsInside });
  await page.findByRole('region', { name: BELOW_THE_FOLD.heading });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The home page (doc 1 §1, §2, §4) at / and /althome, rendered through the real route table with
 * the mock API, for a visitor and for logged-in users, at desktop and phone widths. The variant
 * comes from ?alt or the stored id; each story starts and ends with no stored id.
 */
const meta = {
  title: 'Pages/Home/Home page',
  component: HomeScreen,
  beforeEach: () => {
    localStorage.removeItem(HOME_VARIANT_STORAGE_KEY);
    return () => localStorage.removeItem(HOME_VARIANT_STORAGE_KEY);
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  parameters: at(linkTo('home')),
  play: async ({ canvas }) => {
    const page = await homePage(canvas);
    await expect(page.getByText(HOME_VARIANTS[0]!.lede)).toBeVisible();
    await expect(page.getByRole('combobox', { name: HOME_TEXT.territoryLabel })).toHaveValue('US');
    await expect(page.getByRole('link', { name: HOME_TEXT.createFreeAccount })).toHaveAttribute(
      'href',
      linkTo('freeaccount'),
    );
    await expect(page.getByRole('region', { name: UI_TEXT.trustedBy })).toBeVisible();
    await deferredSections(page);
    await expect(page.getByRole('link', { name: HOME_TEXT.tryItFree })).toHaveAttribute('href', linkTo('freeaccount'));
    // The membership widget follows, 250 ms after the first render.
    await expect(await page.findByRole('region', { name: MEMBERSHIP.heading })).toBeVisible();
    // The default page stores no variant.
    await expect(localStorage.getItem(HOME_VARIANT_STORAGE_KEY)).toBeNull();
  },
};

export const AltHomeVariant3: Story = {
  name: 'Variant 3 at /althome?alt=3',
  parameters: at('/althome?alt=3'),
  play: async ({ canvas }) => {
    const page = await homePage(canvas);
    await expect(page.getByText(HOME_VARIANTS[2]!.lede)).toBeVisible();
    await expect(page.getByRole('button', { name: HOME_VARIANTS[2]!.submitLabel })).toBeVisible();
    await expect(page.queryByText(HOME_VARIANTS[0]!.lede)).toBeNull();
    // Stored, so the visitor keeps the variant on their next visit.
    await waitFor(() => expect(localStorage.getItem(HOME_VARIANT_STORAGE_KEY)).toBe('3'));
    await deferredSections(page);
    await page.findByRole('region', { name: MEMBERSHIP.heading });
  },
};

export const StoredVariant: Story = {
  name: 'Stored variant 7 at /',
  parameters: at(linkTo('home')),
  beforeEach: () => {
    localStorage.setItem(HOME_VARIANT_STORAGE_KEY, '7');
  },
  play: async ({ canvas }) => {
    const page = await homePage(canvas);
    await expect(page.getByText(HOME_VARIANTS[6]!.lede)).toBeVisible();
    await expect(page.getByRole('button', { name: HOME_VARIANTS[6]!.submitLabel })).toBeVisible();
    await deferredSections(page);
    await page.findByRole('region', { name: MEMBERSHIP.heading });
  },
};

export const FreeUser: Story = {
  name: 'Logged in, free account',
  parameters: at(linkTo('home'), 'free'),
  play: async ({ canvas }) => {
    const page = await homePage(canvas);
    await expect(page.queryByRole('link', { name: HOME_TEXT.createFreeAccount })).toBeNull();
    await deferredSections(page);
    await expect(page.getByRole('link', { name: HOME_TEXT.openMySites })).toHaveAttribute('href', linkTo('hq'));
    // Not a paying member yet: the membership widget is offered.
    await expect(await page.findByRole('region', { name: MEMBERSHIP.heading })).toBeVisible();
  },
};

export const FullUser: Story = {
  name: 'Logged in, full user',
  parameters: at(linkTo('home'), 'full'),
  play: async ({ canvas }) => {
    const page = await homePage(canvas);
    await deferredSections(page);
    await expect(page.getByRole('link', { name: HOME_TEXT.openMySites })).toHaveAttribute('href', linkTo('hq'));
    // Well past the widget's 250 ms, a paying member is offered no membership.
    await sleep(4 * MEMBERSHIP_WIDGET_MOUNT_DELAY_MS);
    await expect(page.queryByRole('region', { name: MEMBERSHIP.heading })).toBeNull();
  },
};

export const VisitorSmallPhone: Story = {
  name: 'Visitor on a small phone',
  parameters: at(linkTo('home')),
  globals: SMALL_PHONE,
  play: async ({ canvas }) => {
    const page = await homePage(canvas);
    await expect(window.innerWidth).toBe(320);
    await deferredSections(page);
    // The showcase is a strip of cards here, one at a time.
    await expect(page.getByText('1 of 5')).toBeVisible();
    await expect(page.queryByRole('tablist')).toBeNull();
    await page.findByRole('region', { name: MEMBERSHIP.heading });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const FullUserSmallPhone: Story = {
  name: 'Full user on a small phone',
  parameters: at(linkTo('home'), 'full'),
  globals: SMALL_PHONE,
  play: async ({ canvas }) => {
    const page = await homePage(canvas);
    await expect(window.innerWidth).toBe(320);
    await deferredSections(page);
    await expect(page.getByRole('link', { name: HOME_TEXT.openMySites })).toBeVisible();
    await sleep(4 * MEMBERSHIP_WIDGET_MOUNT_DELAY_MS);
    await expect(page.queryByRole('region', { name: MEMBERSHIP.heading })).toBeNull();
  },
};

export const SearchToOverview: Story = {
  name: 'Typing shows suggestions; submitting goes to the overview',
  parameters: at(linkTo('home')),
  play: async ({ canvas, canvasElement }) => {
    const page = await homePage(canvas);
    const box = page.getByRole('combobox', { name: HOME_TEXT.searchLabel });
    await userEvent.type(box, 'spy');
    // The mock API's suggestions for 'spy', after the debounce.
    const list = within(await page.findByRole('listbox', { name: HOME_TEXT.searchLabel }));
    await expect(list.getAllByRole('option').map((o) => o.textContent)).toEqual(['spy.comDomain', 'spy toolsKeyword']);
    await expect(page.getByText(HOME_TEXT.demoSuggestions)).toBeVisible();
    await userEvent.type(box, '.com ');
    await userEvent.click(page.getByRole('button', { name: 'Search' }));
    // /overview?query=spy.com: the guard chain looks the query up and lands on the domain overview,
    // a screen loaded on first use (its chunk can take seconds under a loaded test run).
    await canvas.findByRole('heading', { level: 1, name: titleOf('overview:domain') }, { timeout: 10_000 });
    await waitFor(() => expect(document.title).toBe(`${titleOf('overview:domain')}: spy.com`));
    // The overview's blocks have loaded, so the screenshot is of the settled page.
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 10_000 });
  },
};

export const ChooseSuggestion: Story = {
  name: 'Choosing a suggestion searches at once',
  parameters: at(linkTo('home')),
  play: async ({ canvas, canvasElement }) => {
    const page = await homePage(canvas);
    await userEvent.type(page.getByRole('combobox', { name: HOME_TEXT.searchLabel }), 'seo');
    await page.findByRole('option', { name: /^seo tools/ });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    // A keyword: the guard chain sends it to the keyword overview, a screen loaded on first use.
    await canvas.findByRole('heading', { level: 1, name: titleOf('keyword:overview') }, { timeout: 10_000 });
    await waitFor(() => expect(document.title).toBe(`${titleOf('keyword:overview')}: seo tools`));
    // The overview's blocks have loaded, so the screenshot is of the settled page.
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 10_000 });
  },
};
