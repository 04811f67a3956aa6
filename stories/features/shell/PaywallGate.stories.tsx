import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { FREE_SIGN_UP_TEXT } from '../../../src/features/shell/freeSignUp';
import { LinkContext, type LinkBuilder } from '../../../src/features/shell/links';
import { PaywallGate } from '../../../src/features/shell/PaywallGate';
import { PAYWALL_TEXT } from '../../../src/features/shell/paywallTexts';
import { UI_TEXT } from '../../../src/lib/spec/text';
import { buildJsonSearchResponse, buildSearchResult, userPreset } from '../../../src/mocks/fixtures';
import { handlerGroups } from '../../../src/mocks/handlers';
import { http } from '../../../src/mocks/http';
import { mockFor } from '../../../src/mocks/registry';
import { neverResolves } from '../../../src/mocks/variants';
import { tracking, user } from '../../../src/state';

const RESEARCH_HEADING = 'SEO Keyword Research';
const RESEARCH_FIGURE = 'example.com ranks for 1,204 organic keywords.';

/** Stands for a research screen: what the gate must show, or keep out of the page. */
function ResearchPage() {
  return (
    <main style={{ padding: 'var(--space-8)' }}>
      <h1>{RESEARCH_HEADING}</h1>
      <p>{RESEARCH_FIGURE}</p>
    </main>
  );
}

/** The app shell gives the gate its link builder. */
const withLinks: Decorator = (Story) => (
  <LinkContext.Provider value={linkTo as LinkBuilder}>
    <Story />
  </LinkContext.Provider>
);

const body = () => within(document.body);
type Canvas = ReturnType<typeof within>;

async function seesResearch(canvas: Canvas) {
  await expect(await canvas.findByRole('heading', { level: 1, name: RESEARCH_HEADING })).toBeVisible();
  await expect(canvas.getByText(RESEARCH_FIGURE)).toBeVisible();
  await expect(body().queryByRole('dialog')).toBeNull();
}

async function seesPaywall(canvas: Canvas) {
  // The paywall's own chunk may still be loading.
  const paywall = await body().findByRole('dialog', { name: PAYWALL_TEXT.title }, { timeout: 10_000 });
  await waitFor(() => expect(paywall.contains(document.activeElement)).toBe(true));
  // The research is not in the page at all, not merely covered.
  await expect(canvas.queryByText(RESEARCH_FIGURE)).toBeNull();
  await expect(canvas.queryByRole('heading', { name: RESEARCH_HEADING })).toBeNull();
  return within(paywall);
}

/**
 * A recorded search of example.com, as the guard chain leaves it in the navigation store. A fresh
 * object per story: each recorded search is counted once.
 */
const searched = () => ({
  navigation: {
    searchResult: buildSearchResult({ resultType: 'domain', cleansedQuery: 'example.com' }),
    lastSearchedQuery: 'example.com',
  },
});

/** JsonSearch says this is the visitor's second search. */
const secondSearch = mockFor(
  'jsonSearch',
  http.get('/Endpoints/Search/JsonSearch', ({ response }) =>
    response(200).json({ ...buildJsonSearchResponse(), searchCount: 2, showPaywall: true }),
  ),
);

const meta = {
  title: 'Pages/Shell/Paywall',
  component: PaywallGate,
  args: { children: <ResearchPage /> },
  decorators: [withLinks],
  parameters: {
    router: { initialEntry: `${linkTo('seo:keywords:domain')}?query=example.com` },
    mockDb: { user: 'loggedOut' },
  },
} satisfies Meta<typeof PaywallGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSearch: Story = {
  name: 'Shows the research on the first search',
  parameters: { state: { tracking: { searchCount: 1 } } },
  play: async ({ canvas }) => {
    await seesResearch(canvas);
  },
};

export const PastFirstSearch: Story = {
  name: 'Paywall for a visitor past the first search',
  parameters: { state: { tracking: { searchCount: 2 } } },
  play: async ({ canvas }) => {
    const paywall = await seesPaywall(canvas);
    await expect(paywall.getByText(UI_TEXT.saveWithAnnualBilling)).toBeVisible();
    await expect(paywall.getByText(UI_TEXT.moneyBackGuarantee)).toBeVisible();
    // It stays, whatever the keyboard does.
    await userEvent.keyboard('{Escape}');
    await expect(await body().findByRole('dialog', { name: PAYWALL_TEXT.title })).toBeVisible();
    await userEvent.tab();
    await expect(paywall.getByRole('textbox', { name: FREE_SIGN_UP_TEXT.emailLabel })).toHaveFocus();
  },
};

export const PaywallDisabled: Story = {
  name: 'No paywall when it is disabled',
  parameters: { state: { tracking: { searchCount: 2, isPaywallDisabled: true } } },
  play: async ({ canvas }) => {
    await seesResearch(canvas);
  },
};

export const ScraperFreewall: Story = {
  name: 'No paywall when the scraper freewall applies',
  parameters: { state: { tracking: { searchCount: 2, enableScraperFreewall: true } } },
  play: async ({ canvas }) => {
    await seesResearch(canvas);
  },
};

export const LoggedIn: Story = {
  name: 'No paywall for a logged-in user',
  parameters: {
    state: { user: userPreset('free'), tracking: { searchCount: 2, showPaywall: true } },
    mockDb: { user: 'free' },
  },
  play: async ({ canvas }) => {
    await seesResearch(canvas);
  },
};

export const OpensAfterRegistering: Story = {
  name: 'Opens in place after signing up',
  parameters: { state: { tracking: { searchCount: 2 } } },
  play: async ({ canvas }) => {
    const paywall = await seesPaywall(canvas);
    await userEvent.type(paywall.getByRole('textbox', { name: FREE_SIGN_UP_TEXT.emailLabel }), 'new.user@example.com');
    await userEvent.type(paywall.getByLabelText(FREE_SIGN_UP_TEXT.passwordLabel), 's3cret-pass');
    await userEvent.click(paywall.getByRole('button', { name: UI_TEXT.signUpFree }));
    // The 'registered' signal opens the gate; the reloaded user state keeps it open.
    await seesResearch(canvas);
    await waitFor(() => expect(user.isLoggedIn).toBe(true));
    await expect(tracking.showPaywall).toBe(false);
  },
};

export const CountsTheSearch: Story = {
  name: 'Counts the search, then the paywall',
  parameters: {
    state: { ...searched(), tracking: { searchCount: 1 } },
    msw: { handlers: { ...handlerGroups, navigation: [secondSearch, ...handlerGroups.navigation] } },
  },
  play: async ({ canvas }) => {
    await seesPaywall(canvas);
    await expect(tracking.searchCount).toBe(2);
  },
};

export const Counting: Story = {
  name: 'Holds the research while the search is counted',
  parameters: {
    state: { ...searched(), tracking: { searchCount: 1 } },
    msw: { handlers: { ...handlerGroups, navigation: [neverResolves('jsonSearch'), ...handlerGroups.navigation] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(PAYWALL_TEXT.checking);
    await expect(canvas.queryByText(RESEARCH_FIGURE)).toBeNull();
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};
