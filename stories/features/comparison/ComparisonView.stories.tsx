import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import {
  expectClaims,
  expectNavigation,
  expectPlanPrices,
  expectPurchaseButtons,
  viewProps,
} from './comparisonStoryData';
import { ComparisonView } from '../../../src/features/comparison/ComparisonView';
import { TEXT } from '../../../src/lib/spec/text';

const meta = {
  title: 'Pages/Comparison/Comparison page/View',
  component: ComparisonView,
  args: { ...viewProps('semrush', 'The Semrush Alternative', false), onLogIn: fn(() => Promise.resolve()) },
} satisfies Meta<typeof ComparisonView>;

export default meta;
type Story = StoryObj<typeof meta>;

const YEARLY_SEMRUSH = 'Rivalscope $468 versus Semrush Pro $1,679.40 per year: you save $1,211.40/yr';

export const Semrush: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'The Semrush Alternative' })).toBeVisible();
    await expect(canvas.getByText('Competitor research without the suite-sized bill')).toBeVisible();
    await expectPurchaseButtons(canvas);
    await expectNavigation(canvas, false);
    // The savings chart: Basic against Semrush Pro, a year at a time to start with.
    await expect(await canvas.findByRole('img', { name: YEARLY_SEMRUSH })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Per year' })).toHaveAttribute('aria-pressed', 'true');
    const { basic, professional } = await expectPlanPrices(canvas, {
      basic: 'Semrush Pro',
      professional: 'Semrush Guru',
    });
    await expect(basic.getByRole('columnheader', { name: 'Semrush Pro' })).toBeVisible();
    await expect(basic.getByRole('row', { name: 'Monthly price $39/mo $139.95/mo' })).toBeVisible();
    await expect(professional.getByRole('row', { name: 'Monthly price $79/mo $249.95/mo' })).toBeVisible();
    await expect(
      basic.getByRole('row', { name: 'Where it runs Our cloud, or your own server Semrush’s cloud only' }),
    ).toBeVisible();
    await expect(
      basic.getByRole('row', { name: 'Data exports Unlimited: CSV, Google Sheets and PDF Not compared' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Built for agencies' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'PPC research' })).toBeVisible();
    await expectClaims(canvas);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ready to switch from Semrush?' })).toBeVisible();
    await expect(
      canvas.getByText(/Semrush’s prices and features are as listed on its public website in 2024/),
    ).toBeVisible();
  },
};

export const Ahrefs: Story = {
  args: viewProps('ahrefs', 'The ahrefs Alternative', false),
  play: async ({ canvas }) => {
    // The h1 is the route title, the param as written in the path.
    await expect(canvas.getByRole('heading', { level: 1, name: 'The ahrefs Alternative' })).toBeVisible();
    await expect(canvas.getByText('SEO and PPC research with no credits to count')).toBeVisible();
    const { basic, professional } = await expectPlanPrices(canvas, {
      basic: 'Ahrefs Lite',
      professional: 'Ahrefs Standard',
    });
    await expect(basic.getByRole('row', { name: 'Searches Unlimited Metered by monthly credits' })).toBeVisible();
    await expect(professional.getByRole('row', { name: 'Searches Unlimited Not compared' })).toBeVisible();
    await expect(
      await canvas.findByRole('img', {
        name: 'Rivalscope $468 versus Ahrefs Lite $1,548 per year: you save $1,080/yr',
      }),
    ).toBeVisible();
  },
};

export const UnknownCompetitor: Story = {
  name: 'Unknown competitor',
  args: viewProps('se-ranking', 'The se-ranking Alternative', false),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'The se-ranking Alternative' })).toBeVisible();
    // A generic entry: the id prettified, nothing claimed about the competitor.
    await expect(canvas.getByText('See how Rivalscope compares with Se Ranking')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Rivalscope or Se Ranking?' })).toBeVisible();
    const { basic } = await expectPlanPrices(canvas);
    await expect(basic.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Feature',
      'Rivalscope Basic',
    ]);
    await expect(canvas.queryByText('Not compared')).toBeNull();
    // No competitor price to set against ours: the chart shows what annual billing saves (doc 1 §9).
    await expect(canvas.getByRole('heading', { level: 2, name: 'Save $72 with annual billing' })).toBeVisible();
    await expect(
      await canvas.findByRole('img', {
        name: 'Billed yearly $396 versus Billed monthly $468 per year: you save $72/yr',
      }),
    ).toBeVisible();
    await expectPurchaseButtons(canvas);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ready to try Rivalscope?' })).toBeVisible();
  },
};

export const LoggedIn: Story = {
  name: 'Logged in',
  args: viewProps('semrush', 'The Semrush Alternative', true),
  play: async ({ canvas }) => {
    await expectNavigation(canvas, true);
    await expectPurchaseButtons(canvas);
    await canvas.findByRole('img', { name: YEARLY_SEMRUSH });
  },
};

export const MonthlySavings: Story = {
  name: 'Savings per month',
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: YEARLY_SEMRUSH });
    await userEvent.click(canvas.getByRole('button', { name: 'Per month' }));
    await expect(canvas.getByRole('button', { name: 'Per month' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Per year' })).toHaveAttribute('aria-pressed', 'false');
    await expect(
      canvas.getByRole('img', { name: 'Rivalscope $39 versus Semrush Pro $139.95 per month: you save $100.95/mo' }),
    ).toBeVisible();
    await expect(canvas.getByText('You save $100.95/mo')).toBeVisible();
  },
};

export const Menus: Story = {
  name: 'Navigation menus',
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: YEARLY_SEMRUSH });
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    const open = async (name: string) => {
      await userEvent.hover(nav.getByRole('button', { name }));
      return within(nav.getByRole('group', { name }));
    };
    // Leaving a menu closes it after the desktop menu delay (doc 1 §9: 500 ms).
    const leave = async (name: string) => {
      await userEvent.unhover(nav.getByRole('button', { name }));
      await waitFor(() => expect(nav.queryByRole('group', { name })).toBeNull());
    };
    const ai = await open('AI Tools');
    await expect(ai.getAllByRole('link').length).toBeGreaterThan(0);
    for (const link of ai.getAllByRole('link')) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
    await leave('AI Tools');
    const more = await open('More Tools');
    await expect(more.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/outreach/domain-top-lists',
      '/outreach/keyword-top-lists',
      '/outreach/top-lists/custom',
      '/outreach/leads',
      '/rank-tracking',
      '/custom-reports',
    ]);
    await leave('More Tools');
    const keyword = await open('Keyword Research');
    await expect(keyword.getAllByRole('link')).toHaveLength(8);
    await expect(keyword.getByRole('link', { name: 'Keyword Research Tool' })).toHaveAttribute(
      'href',
      '/keyword/overview',
    );
    await expect(keyword.getByRole('link', { name: 'SERP Analysis' })).toHaveAttribute(
      'href',
      '/keyword/serp-analysis',
    );
    await expect(nav.getByRole('button', { name: 'Keyword Research' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const MobileNavigation: Story = {
  name: 'Mobile navigation',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: /^Rivalscope \$468 versus Semrush Pro/ });
    await expect(window.innerWidth).toBe(320);
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    const toggle = nav.getByRole('button', { name: 'Menu' });
    // Folded: the brand and the Menu button only.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).not.toHaveAttribute('aria-controls');
    await expect(nav.queryByRole('link', { name: 'Overview' })).toBeNull();
    await expect(nav.queryByRole('button', { name: 'Keyword Research' })).toBeNull();
    await expect(nav.queryByRole('button', { name: 'Log in' })).toBeNull();

    // A click opens it and a second click closes it.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.queryByRole('link', { name: 'Overview' })).toBeNull();

    // From the keyboard: Enter opens it, and it lists every link of the desktop navigation and the
    // account actions, each menu a disclosure.
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectNavigation(canvas, false);
    // Tab walks into it; Enter on a menu unfolds its links.
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Overview' })).toHaveFocus();
    await userEvent.tab();
    const keywords = nav.getByRole('button', { name: 'Keyword Research' });
    await expect(keywords).toHaveFocus();
    await expect(nav.queryByRole('link', { name: 'SERP Analysis' })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(keywords).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Keyword Research Tool' })).toHaveFocus();
    await expect(nav.getByRole('link', { name: 'SERP Analysis' })).toHaveAttribute('href', '/keyword/serp-analysis');
    await userEvent.click(nav.getByRole('button', { name: 'AI Tools' }));
    await expect(nav.getByRole('link', { name: /^ChatGPT/ })).toHaveAttribute('target', '_blank');
    await userEvent.click(nav.getByRole('button', { name: 'AI Tools' }));
    await expect(nav.queryByRole('link', { name: /^ChatGPT/ })).toBeNull();

    // Escape, from inside it, closes it and gives focus back to the Menu button.
    nav.getByRole('link', { name: 'Keyword Research Tool' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(nav.queryByRole('link', { name: 'Overview' })).toBeNull();

    // Left open for the screenshot, Keyword Research unfolded.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(nav.getByRole('button', { name: 'Keyword Research' }));
    await expect(nav.getByRole('link', { name: 'Bulk Upload' })).toBeVisible();
  },
};

export const LogInDialog: Story = {
  name: 'Log in dialog',
  args: { onLogIn: fn(() => Promise.reject(new Error(TEXT.loginFailed))) },
  play: async ({ args, canvas }) => {
    await canvas.findByRole('img', { name: YEARLY_SEMRUSH });
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await userEvent.click(nav.getByRole('button', { name: 'Log in' }));
    // The dialog renders over the page, outside the story's root.
    const dialog = within(await screen.findByRole('dialog', { name: 'Log in to Rivalscope' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await userEvent.type(dialog.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogIn).toHaveBeenCalledWith({
      username: 'jane@example.com',
      password: 'wrong-password',
      rememberMe: true,
    });
    await expect(await dialog.findByText(TEXT.loginFailed)).toBeVisible();
  },
};
