import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import {
  ALL_ROWS,
  DOMAINS,
  GROUPS,
  OTHER,
  RIVAL,
  VENN,
  YOU,
  clickVennRegion,
  firstCells,
  keywordsPage,
  regionButton,
  regionRows,
} from './kombatStoryKit';
import {
  DEFAULT_KOMBAT_COLUMN_STATE,
  regionLabel,
  validationErrors,
  type Region,
} from '../../../../src/features/research/kombat/kombat';
import { KOMBAT_TEXT } from '../../../../src/features/research/kombat/kombatTexts';
import { KombatView } from '../../../../src/features/research/kombat/KombatView';
import { initialListQuery } from '../../../../src/features/research/table/researchTable';
import { RESEARCH_TABLE_TEXT } from '../../../../src/features/research/table/researchTableTexts';
import { formatCurrency, formatNumber } from '../../../../src/lib/format';
import { UI_TEXT, fill } from '../../../../src/lib/spec/text';
import { buildKombatDomainValidation } from '../../../../src/mocks/fixtures';

const SHARED: Region = [YOU, RIVAL];
const tableLabel = (region: Region | null) =>
  fill(KOMBAT_TEXT.tableLabel, { region: regionLabel(region, [...DOMAINS]) });
const valid = DOMAINS.map((domain) => buildKombatDomainValidation({ domain, normalizedDomain: domain, isValid: true }));

const meta = {
  title: 'Research/Keyword Kombat/View',
  component: KombatView,
  args: {
    title: 'Domain Comparison',
    values: [...DOMAINS],
    validation: { load: 'ready', errors: validationErrors(valid) },
    domains: [...DOMAINS],
    overviewLoad: 'ready',
    venn: VENN,
    groups: GROUPS,
    region: null,
    listLoad: 'ready',
    keywords: keywordsPage(ALL_ROWS),
    list: initialListQuery(DEFAULT_KOMBAT_COLUMN_STATE),
    viewer: 'full',
    purchaseHref: '/mainpurchase',
    loginHref: '/auth/login',
    onCompare: fn(),
    onCheck: fn(() => Promise.resolve(null)),
    onRetryValidation: fn(),
    onRetryOverview: fn(),
    onRegionChange: fn(),
    onSortChange: fn(),
    onFilterTextChange: fn(),
    onStartRowChange: fn(),
    onRowsPerPageChange: fn(),
    onColumnsChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof KombatView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllKeywords: Story = {
  name: 'All keywords (full user)',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Domain Comparison' })).toBeVisible();
    // Every region with the groups answer's counts.
    const regions = canvas.getByRole('list', { name: KOMBAT_TEXT.regionsLabel });
    for (const group of GROUPS.groups) {
      const button = regionButton(regions, group.domains);
      await expect(button).toHaveTextContent(
        fill(KOMBAT_TEXT.regionKeywords, { count: formatNumber(group.keywordCount) }),
      );
      await expect(button).toHaveTextContent(
        fill(KOMBAT_TEXT.regionSearches, { count: formatNumber(group.monthlySearches) }),
      );
    }
    await expect(within(regions).getByRole('button', { name: KOMBAT_TEXT.allRegions })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(firstCells(canvasElement, tableLabel(null))).toEqual(ALL_ROWS.map((row) => row.keyword));
    // Each domain's rank is a column.
    const table = canvas.getByRole('table', { name: tableLabel(null) });
    for (const domain of DOMAINS) {
      await expect(
        within(table).getByRole('columnheader', { name: fill(KOMBAT_TEXT.rankOf, { domain }) }),
      ).toBeVisible();
    }
    // The chart's regions are buttons, so it is a group; its numbers are in its data table.
    await expect(canvas.getByRole('group', { name: /Organic keywords of acme.com/ })).toBeVisible();
  },
};

export const RegionSelected: Story = {
  name: 'Venn region selected',
  args: { region: SHARED, keywords: keywordsPage(regionRows(SHARED)) },
  play: async ({ args, canvas, canvasElement }) => {
    const rows = regionRows(SHARED);
    await expect(canvas.getByRole('heading', { name: regionLabel(SHARED, [...DOMAINS]) })).toBeVisible();
    await expect(firstCells(canvasElement, tableLabel(SHARED))).toEqual(rows.map((row) => row.keyword));
    const first = within(canvas.getByRole('table', { name: tableLabel(SHARED) })).getAllByRole('row')[1]!;
    await expect(within(first).getByText(formatCurrency(rows[0]!.costPerClick))).toBeVisible();
    await expect(regionButton(canvasElement, SHARED)).toHaveAttribute('aria-pressed', 'true');
    // A click on the chart selects the region under the pointer…
    await clickVennRegion(canvasElement, [OTHER]);
    await expect(args.onRegionChange).toHaveBeenLastCalledWith([OTHER]);
    await clickVennRegion(canvasElement, [...DOMAINS]);
    await expect(args.onRegionChange).toHaveBeenLastCalledWith([...DOMAINS]);
    // …and the keyboard reaches every region in the list.
    const only = regionButton(canvasElement, [RIVAL]);
    only.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRegionChange).toHaveBeenLastCalledWith([RIVAL]);
  },
};

export const InvalidDomain: Story = {
  name: 'Invalid domain',
  args: {
    values: [YOU, 'not a domain', 'empty.org'],
    validation: {
      load: 'ready',
      errors: validationErrors([
        valid[0]!,
        buildKombatDomainValidation({
          domain: 'not a domain',
          isValid: false,
          normalizedDomain: null,
          keywordCount: 0,
        }),
        buildKombatDomainValidation({
          domain: 'empty.org',
          isValid: false,
          normalizedDomain: 'empty.org',
          keywordCount: 0,
        }),
      ]),
    },
    domains: null,
    venn: null,
    groups: null,
    keywords: null,
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(KOMBAT_TEXT.invalidHeading);
    const first = canvas.getByRole('textbox', { name: 'Competitor 1' });
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription(fill(KOMBAT_TEXT.notADomain, { value: 'not a domain' }));
    await expect(canvas.getByRole('textbox', { name: 'Competitor 2' })).toHaveAccessibleDescription(
      fill(KOMBAT_TEXT.noData, { domain: 'empty.org' }),
    );
    await expect(canvas.queryByRole('table')).toBeNull();
    // Corrected and compared again: the form hands the values to the screen.
    await userEvent.clear(first);
    await userEvent.type(first, RIVAL);
    await expect(first).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: KOMBAT_TEXT.compare }));
    await expect(args.onCompare).toHaveBeenCalledWith([YOU, RIVAL, 'empty.org']);
    // The corrected input no longer shows the URL's error; the unchanged one still does.
    await expect(first).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('textbox', { name: 'Competitor 2' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const NoSearch: Story = {
  name: 'No search yet',
  args: { values: [], validation: null, domains: null, venn: null, groups: null, keywords: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: KOMBAT_TEXT.promptHeading })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: KOMBAT_TEXT.compare }));
    await expect(canvas.getByRole('textbox', { name: KOMBAT_TEXT.yourDomain })).toHaveAccessibleDescription(
      KOMBAT_TEXT.required,
    );
    await userEvent.type(canvas.getByRole('textbox', { name: KOMBAT_TEXT.yourDomain }), YOU);
    await userEvent.click(canvas.getByRole('button', { name: KOMBAT_TEXT.compare }));
    await expect(canvas.getByRole('textbox', { name: 'Competitor 1' })).toHaveAccessibleDescription(
      KOMBAT_TEXT.needsCompetitor,
    );
    await expect(args.onCompare).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { overviewLoad: 'loading', venn: null, groups: null, listLoad: 'loading', keywords: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('block-skeleton')).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: tableLabel(null) })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Checking: Story = {
  name: 'Checking the domains',
  args: { validation: { load: 'loading' }, domains: null, venn: null, groups: null, keywords: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: KOMBAT_TEXT.compare })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const NoData: Story = {
  name: 'No data',
  args: { groups: { ...GROUPS, groups: [] }, keywords: keywordsPage([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: KOMBAT_TEXT.noDataHeading })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: tableLabel(null) })).toBeNull();
  },
};

export const ThrottledFree: Story = {
  name: 'Throttled (free)',
  args: { viewer: 'free', keywords: keywordsPage(ALL_ROWS, 10) },
  play: async ({ canvas, canvasElement }) => {
    const cells = firstCells(canvasElement, tableLabel(null));
    await expect(cells.slice(0, 10)).toEqual(ALL_ROWS.slice(0, 10).map((row) => row.keyword));
    const links = canvas.getAllByRole('link', { name: UI_TEXT.unlockAllTheData });
    await expect(links).toHaveLength(ALL_ROWS.length - 10);
    await expect(links[0]).toHaveAttribute('href', '/mainpurchase');
    await expect(canvas.queryByText(/!~~sub~~fo~~mo~~!/)).toBeNull();
  },
};

export const ThrottledVisitor: Story = {
  name: 'Throttled (visitor)',
  args: { viewer: 'visitor', keywords: keywordsPage(ALL_ROWS, 10) },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link', { name: UI_TEXT.logInToSeeAllResults });
    // Each throttled row's link, and the tripwire overlay's over them.
    await expect(links).toHaveLength(ALL_ROWS.length - 10 + 1);
    await expect(within(canvas.getByTestId('tripwire-overlay')).getByRole('link')).toBe(links.at(-1));
    for (const link of links) await expect(link).toHaveAttribute('href', '/auth/login');
  },
};

export const ServerError: Story = {
  name: 'Server error',
  args: { overviewLoad: 'failed', venn: null, groups: null, listLoad: 'failed', keywords: null },
  play: async ({ args, canvas }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.some((a) => a.textContent?.includes(RESEARCH_TABLE_TEXT.loadFailed))).toBe(true);
    // Each failed part has its own Retry (a block's may come in a chunk of its own: wait for it).
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Retry' })).toHaveLength(2));
    const retries = canvas.getAllByRole('button', { name: 'Retry' });
    await userEvent.click(retries[0]!);
    await expect(args.onRetryOverview).toHaveBeenCalled();
    await userEvent.click(retries[1]!);
    await waitFor(() => expect(args.onRetry).toHaveBeenCalled());
  },
};

export const CheckFailed: Story = {
  name: 'Domain check failed',
  args: { validation: { load: 'failed' }, domains: null, venn: null, groups: null, keywords: null },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(KOMBAT_TEXT.validationFailed);
    await userEvent.click(within(alert).getByRole('button', { name: KOMBAT_TEXT.retry }));
    await expect(args.onRetryValidation).toHaveBeenCalled();
  },
};

export const LoggedOut: Story = {
  name: 'Visitor (login needed)',
  args: {
    validation: { load: 'loggedOut' },
    domains: null,
    venn: null,
    groups: null,
    keywords: null,
    viewer: 'visitor',
    loginToCompareHref: '/auth/login?returnUrl=%2Fseo%2Fkombat',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(KOMBAT_TEXT.loginHeading);
    await expect(within(alert).getByRole('link', { name: KOMBAT_TEXT.logIn })).toHaveAttribute(
      'href',
      '/auth/login?returnUrl=%2Fseo%2Fkombat',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
