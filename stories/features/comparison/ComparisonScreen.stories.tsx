import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';

import {
  expectClaims,
  expectNavigation,
  expectPlanPrices,
  expectPurchaseButtons,
  openFoldedNavigation,
} from './comparisonStoryData';
import { ComparisonScreen } from '../../../src/features/comparison/ComparisonScreen';
import { MOCK_PASSWORD } from '../../../src/mocks/db';

/**
 * The comparison pages in the whole app, through the real route table and the guard chain, with
 * the mock API: /semrush-alternative (its own route) and /ahrefs-alternative (the
 * '/{competitor}-alternative' wildcard), for a visitor and a logged-in user, at desktop and
 * phone widths.
 */
const meta = {
  title: 'Pages/Comparison/Comparison page',
  component: ComparisonScreen,
} satisfies Meta<typeof ComparisonScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const SEMRUSH = { router: { app: true, initialEntry: '/semrush-alternative' } };
const AHREFS = { router: { app: true, initialEntry: '/ahrefs-alternative' } };
const MOBILE = { viewport: { value: 'mobile1', isRotated: false } };

type Canvas = ReturnType<typeof within>;

/** The page is up once its h1 and its chart are. */
async function pageReady(canvas: Canvas, h1: string, chart: string) {
  await expect(await canvas.findByRole('heading', { level: 1, name: h1 }, { timeout: 5000 })).toBeVisible();
  await expect(await canvas.findByRole('img', { name: chart }, { timeout: 5000 })).toBeVisible();
  await expect(document.title).toBe(h1);
}

const SEMRUSH_CHART = 'Rivalscope $468 versus Semrush Pro $1,679.40 per year: you save $1,211.40/yr';
const AHREFS_CHART = 'Rivalscope $468 versus Ahrefs Lite $1,548 per year: you save $1,080/yr';

export const SemrushVisitor: Story = {
  name: 'Semrush, visitor',
  parameters: { ...SEMRUSH, mockDb: { user: 'loggedOut' } },
  play: async ({ canvas }) => {
    await pageReady(canvas, 'The Semrush Alternative', SEMRUSH_CHART);
    await expect(window.innerWidth).toBeGreaterThanOrEqual(1024);
    await expectNavigation(canvas, false);
    await expectPurchaseButtons(canvas);
    await expectPlanPrices(canvas, { basic: 'Semrush Pro', professional: 'Semrush Guru' });
    await expectClaims(canvas);
  },
};

export const SemrushLoggedIn: Story = {
  name: 'Semrush, logged in',
  parameters: { ...SEMRUSH, mockDb: { user: 'full' } },
  play: async ({ canvas }) => {
    await pageReady(canvas, 'The Semrush Alternative', SEMRUSH_CHART);
    await expectNavigation(canvas, true);
    await expectPurchaseButtons(canvas);
    await expectPlanPrices(canvas, { basic: 'Semrush Pro', professional: 'Semrush Guru' });
  },
};

export const AhrefsVisitorMobile: Story = {
  name: 'Ahrefs, visitor, mobile',
  parameters: { ...AHREFS, mockDb: { user: 'loggedOut' } },
  globals: MOBILE,
  play: async ({ canvas, canvasElement }) => {
    await pageReady(canvas, 'The ahrefs Alternative', AHREFS_CHART);
    // The navigation is folded behind the Menu button; opened, it has every link of the desktop one.
    await openFoldedNavigation(canvas);
    await expectNavigation(canvas, false);
    await expectPurchaseButtons(canvas);
    await expectPlanPrices(canvas, { basic: 'Ahrefs Lite', professional: 'Ahrefs Standard' });
    await expectClaims(canvas);
    // Nothing is wider than the phone: the chart fits its column and the tables wrap.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    const chart = canvasElement.querySelector('svg[role="img"]');
    await expect(Number(chart?.getAttribute('width'))).toBeLessThanOrEqual(320 - 48);
  },
};

export const AhrefsLoggedInMobile: Story = {
  name: 'Ahrefs, logged in, mobile',
  parameters: { ...AHREFS, mockDb: { user: 'full' } },
  globals: MOBILE,
  play: async ({ canvas }) => {
    await pageReady(canvas, 'The ahrefs Alternative', AHREFS_CHART);
    const nav = await openFoldedNavigation(canvas);
    await expectNavigation(canvas, true);
    // Closed again with the same button, for the screenshot of the folded page.
    await userEvent.click(nav.getByRole('button', { name: 'Menu' }));
    await expect(nav.queryByRole('link', { name: 'My Sites' })).toBeNull();
    await expectPurchaseButtons(canvas);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const AhrefsVisitor: Story = {
  name: 'Ahrefs, visitor',
  parameters: { ...AHREFS, mockDb: { user: 'loggedOut' } },
  play: async ({ canvas }) => {
    await pageReady(canvas, 'The ahrefs Alternative', AHREFS_CHART);
    await expectNavigation(canvas, false);
    await expectPlanPrices(canvas, { basic: 'Ahrefs Lite', professional: 'Ahrefs Standard' });
  },
};

export const SemrushVisitorMobile: Story = {
  name: 'Semrush, visitor, mobile',
  parameters: { ...SEMRUSH, mockDb: { user: 'loggedOut' } },
  globals: MOBILE,
  play: async ({ canvas }) => {
    await pageReady(canvas, 'The Semrush Alternative', SEMRUSH_CHART);
    const nav = await openFoldedNavigation(canvas);
    await expectNavigation(canvas, false);
    // Log in from the folded navigation: the dialog opens over it, and the navigation stays open
    // behind it, so focus can go back to Log in.
    await userEvent.click(nav.getByRole('button', { name: 'Log in' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Log in to Rivalscope' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(nav.getByRole('button', { name: 'Log in' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expectPurchaseButtons(canvas);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const UnknownCompetitor: Story = {
  name: 'Unknown competitor',
  parameters: { router: { app: true, initialEntry: '/se-ranking-alternative' }, mockDb: { user: 'loggedOut' } },
  play: async ({ canvas }) => {
    await pageReady(
      canvas,
      'The se-ranking Alternative',
      'Billed yearly $396 versus Billed monthly $468 per year: you save $72/yr',
    );
    await expect(canvas.getByText('See how Rivalscope compares with Se Ranking')).toBeVisible();
    await expectPlanPrices(canvas);
    await expectPurchaseButtons(canvas);
  },
};

export const LogInFromThePage: Story = {
  name: 'Log in from the page',
  parameters: { ...SEMRUSH, mockDb: { user: 'loggedOut' } },
  play: async ({ canvas }) => {
    await pageReady(canvas, 'The Semrush Alternative', SEMRUSH_CHART);
    const nav = await expectNavigation(canvas, false);
    await userEvent.click(nav.getByRole('button', { name: 'Log in' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Log in to Rivalscope' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await userEvent.type(dialog.getByLabelText('Password'), MOCK_PASSWORD);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    // Logged in through the mock API with the comparison page's payload, the user state reloaded:
    // the dialog closes and the navigation shows My Sites.
    await expect(await nav.findByRole('link', { name: 'My Sites' }, { timeout: 5000 })).toHaveAttribute('href', '/hq');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expectNavigation(canvas, true);
  },
};
