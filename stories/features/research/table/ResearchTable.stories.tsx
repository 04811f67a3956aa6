import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import {
  bodyRows,
  expectedFirstCell,
  failFirstOrganic,
  firstCells,
  headers,
  lastAnswer,
  lastParam,
  organicRequests,
  researchMsw,
  resetFailFirst,
  resetOrganicRequests,
  urlParams,
  withLocationProbe,
} from './researchTableStoryKit';
import { getDomainOrganicKeywords } from '../../../../src/api/research';
import {
  DEFAULT_ORGANIC_COLUMN_STATE,
  ORGANIC_KEYWORD_COLUMNS,
  ORGANIC_KEYWORD_COLUMN_IDS,
  ORGANIC_KEYWORD_PRESETS,
  type DomainOrganicKeywords,
  type OrganicKeywordColumnId,
} from '../../../../src/features/research/keywords/seoKeywords';
import { ResearchTable } from '../../../../src/features/research/table/ResearchTable';
import { listRequest, type Viewer } from '../../../../src/features/research/table/researchTable';
import { RESEARCH_TABLE_TEXT } from '../../../../src/features/research/table/researchTableTexts';
import { useResearchListQuery } from '../../../../src/features/research/table/useResearchListQuery';
import { LIST_TABLE_TEXT } from '../../../../src/features/shell/ListTableParts';
import { useLoader } from '../../../../src/features/shell/useLoader';
import { TEXT, UI_TEXT } from '../../../../src/lib/spec/text';
import { MAX_VISIBLE_COLUMNS, START_ROW_DEBOUNCE_MS } from '../../../../src/lib/spec/workspace';
import { buildOrganicKeywordRows } from '../../../../src/mocks/fixtures/research';
import { neverResolves } from '../../../../src/mocks/variants';

const DOMAIN = 'github.com';
const LABEL = 'Organic keywords';
const PURCHASE = '/mainpurchase';
const LOGIN = '/auth/login';

/**
 * The table wired as a screen wires it: the columns in the URL, the sort, filter and page in state,
 * each page read from the organic keywords mock (which sorts, filters, pages and throttles).
 */
function OrganicKeywordsTable({ viewer, copyText }: { viewer: Viewer; copyText?: (text: string) => Promise<void> }) {
  const list = useResearchListQuery(DEFAULT_ORGANIC_COLUMN_STATE, ORGANIC_KEYWORD_COLUMN_IDS);
  const request = listRequest(list.query, ORGANIC_KEYWORD_COLUMNS);
  const page = useLoader(
    () => getDomainOrganicKeywords({ query: DOMAIN, ...request, sortBy: request.sortBy as OrganicKeywordColumnId }),
    null as DomainOrganicKeywords | null,
    [JSON.stringify(request)],
  );
  return (
    <ResearchTable
      label={LABEL}
      columns={ORGANIC_KEYWORD_COLUMNS}
      presets={ORGANIC_KEYWORD_PRESETS}
      query={list.query}
      load={page.load}
      rows={page.data?.rows ?? []}
      totalRowCount={page.data?.totalRowCount ?? 0}
      viewer={viewer}
      purchaseHref={PURCHASE}
      loginHref={LOGIN}
      maxExportRows={10_000}
      copyText={copyText}
      onSortChange={list.setSort}
      onFilterTextChange={list.setFilterText}
      onStartRowChange={list.setStartRow}
      onRowsPerPageChange={list.setRowsPerPage}
      onColumnsChange={list.setColumns}
      onRetry={page.retry}
    />
  );
}

const ALL_ROWS = buildOrganicKeywordRows(DOMAIN);

/** The shown rows equal the page the mock answered for the last request. */
async function expectRowsOfLastAnswer(canvas: HTMLElement, viewer: 'visitor' | 'loggedIn' = 'loggedIn') {
  const answer = await lastAnswer();
  await waitFor(() =>
    expect(firstCells(canvas, LABEL)).toEqual(answer.rows.map((row) => expectedFirstCell(row, viewer))),
  );
  return answer;
}

const sortButton = (canvas: HTMLElement, name: string) =>
  within(within(canvas).getByRole('table', { name: LABEL })).getByRole('button', { name });

const meta = {
  title: 'Research/Research table',
  component: OrganicKeywordsTable,
  args: { viewer: 'full', copyText: fn(() => Promise.resolve()) },
  decorators: [withLocationProbe],
  parameters: { ...researchMsw(), mockDb: { user: 'full' } },
  beforeEach: () => {
    resetOrganicRequests();
    resetFailFirst();
  },
} satisfies Meta<typeof OrganicKeywordsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullUser: Story = {
  name: 'Full user: rows, sort cycle, paging',
  play: async ({ canvasElement }) => {
    // The first page: no sort sent (the server's order), the traffic preset's columns filled.
    await waitFor(() => expect(bodyRows(canvasElement, LABEL)).toHaveLength(20));
    await expect(lastParam('sortBy')).toBeNull();
    await expect(lastParam('visibleColumns')).toBe('keyword,position,rankChange,volume,clicks,clickValue');
    await expectRowsOfLastAnswer(canvasElement);
    await expect(within(canvasElement).getByText(`Rows 1–20 of ${ALL_ROWS.length}`)).toBeVisible();

    // Numeric: none → desc → asc → none.
    await userEvent.click(sortButton(canvasElement, 'Monthly searches'));
    await waitFor(() => expect(lastParam('sortDirection')).toBe('desc'));
    await expect(lastParam('sortBy')).toBe('volume');
    const byVolumeDesc = [...ALL_ROWS].sort((a, b) => b.volume! - a.volume!).slice(0, 20);
    await waitFor(() => expect(firstCells(canvasElement, LABEL)).toEqual(byVolumeDesc.map((r) => r.keyword)));
    await userEvent.click(sortButton(canvasElement, 'Monthly searches'));
    await waitFor(() => expect(lastParam('sortDirection')).toBe('asc'));
    const byVolumeAsc = [...ALL_ROWS].sort((a, b) => a.volume! - b.volume!).slice(0, 20);
    await waitFor(() => expect(firstCells(canvasElement, LABEL)).toEqual(byVolumeAsc.map((r) => r.keyword)));
    await userEvent.click(sortButton(canvasElement, 'Monthly searches'));
    await waitFor(() => expect(lastParam('sortBy')).toBeNull());

    // Text: none → asc → desc.
    await userEvent.click(sortButton(canvasElement, 'Keyword'));
    await waitFor(() => expect(lastParam('sortDirection')).toBe('asc'));
    await expect(lastParam('sortBy')).toBe('keyword');
    await expectRowsOfLastAnswer(canvasElement);
    await userEvent.click(sortButton(canvasElement, 'Keyword'));
    await waitFor(() => expect(lastParam('sortDirection')).toBe('desc'));
    await expectRowsOfLastAnswer(canvasElement);

    // Next page, then a typed start row (applied after the debounce).
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastParam('startRow')).toBe('21'));
    await expectRowsOfLastAnswer(canvasElement);
    const startRow = within(canvasElement).getByRole('textbox', { name: 'Start row' });
    await userEvent.clear(startRow);
    await userEvent.type(startRow, '41');
    await waitFor(() => expect(lastParam('startRow')).toBe('41'), { timeout: START_ROW_DEBOUNCE_MS + 4000 });
    await expectRowsOfLastAnswer(canvasElement);
    await expect(within(canvasElement).getByText(`Rows 41–${ALL_ROWS.length} of ${ALL_ROWS.length}`)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: researchMsw({ research: [neverResolves('getDomainOrganicKeywords')] }),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: LABEL });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByText(RESEARCH_TABLE_TEXT.loading)).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Export' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  name: 'Server error, then Retry',
  parameters: researchMsw({ research: [failFirstOrganic] }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(RESEARCH_TABLE_TEXT.loadFailed);
    await userEvent.click(within(alert).getByRole('button', { name: RESEARCH_TABLE_TEXT.retry }));
    await waitFor(() => expect(bodyRows(canvasElement, LABEL)).toHaveLength(20));
    await expectRowsOfLastAnswer(canvasElement);
  },
};

export const ThrottledFree: Story = {
  name: 'Throttled (free user)',
  args: { viewer: 'free' },
  parameters: { mockDb: { user: 'free' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvasElement, LABEL)).toHaveLength(20));
    const answer = await expectRowsOfLastAnswer(canvasElement);
    const locked = answer.rows.filter((row) => row.isThrottled).length;
    await expect(locked).toBeGreaterThan(0);
    const links = within(canvasElement).getAllByRole('link', { name: UI_TEXT.unlockAllTheData });
    await expect(links).toHaveLength(locked);
    await expect(links[0]).toHaveAttribute('href', PURCHASE);
    await expect(within(canvasElement).queryByText(/!~~sub~~fo~~mo~~!/)).toBeNull();
    // Exports come with a full account.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'CSV' }));
    await expect(within(canvasElement).getByTestId('table-notice')).toHaveTextContent(
      RESEARCH_TABLE_TEXT.exportNeedsFullAccount,
    );
  },
};

export const ThrottledVisitor: Story = {
  name: 'Throttled (visitor)',
  args: { viewer: 'visitor' },
  parameters: { mockDb: { user: 'loggedOut' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvasElement, LABEL)).toHaveLength(20));
    const answer = await expectRowsOfLastAnswer(canvasElement, 'visitor');
    const links = within(canvasElement).getAllByRole('link', { name: UI_TEXT.logInToSeeAllResults });
    // Each throttled row's link, and the tripwire overlay's over them.
    await expect(links).toHaveLength(answer.rows.filter((row) => row.isThrottled).length + 1);
    await expect(within(within(canvasElement).getByTestId('tripwire-overlay')).getByRole('link')).toBe(links.at(-1));
    for (const link of links) await expect(link).toHaveAttribute('href', LOGIN);
    await expect(within(canvasElement).queryByRole('link', { name: UI_TEXT.unlockAllTheData })).toBeNull();
  },
};

export const FilterNoMatch: Story = {
  name: 'Filter, then a filter with no match',
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvasElement, LABEL)).toHaveLength(20));
    const filter = within(canvasElement).getByRole('searchbox', { name: RESEARCH_TABLE_TEXT.filterLabel });
    await userEvent.type(filter, 'wiki{Enter}');
    await waitFor(() => expect(lastParam('filterText')).toBe('wiki'));
    const matching = ALL_ROWS.filter((r) => r.keyword.includes('wiki'));
    await waitFor(() => expect(bodyRows(canvasElement, LABEL)).toHaveLength(matching.length));
    await expectRowsOfLastAnswer(canvasElement);

    await userEvent.clear(filter);
    await userEvent.type(filter, 'zzz-no-such-keyword{Enter}');
    await waitFor(() => expect(lastParam('filterText')).toBe('zzz-no-such-keyword'));
    await expect(await within(canvasElement).findByText(TEXT.noItemsFoundWithFilter)).toBeVisible();

    await userEvent.click(within(canvasElement).getByRole('button', { name: LIST_TABLE_TEXT.clearFilter }));
    await waitFor(() => expect(lastParam('filterText')).toBeNull());
    await waitFor(() => expect(bodyRows(canvasElement, LABEL)).toHaveLength(20));
  },
};

export const ColumnSelectorLimit: Story = {
  name: 'Column selector (5-column limit)',
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(bodyRows(canvasElement, LABEL)).toHaveLength(20));
    await expect(headers(canvasElement, LABEL)).toEqual([
      'Keyword',
      'Rank',
      'Rank change',
      'Monthly searches',
      'Est. monthly clicks',
      'Monthly click value',
    ]);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Columns/ }));
    const dialog = await body.findByRole('dialog');
    // A sixth column is refused with the spec's text.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Difficulty' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(TEXT.tooManyColumns);
    await expect(within(dialog).getByRole('checkbox', { name: 'Difficulty' })).not.toBeChecked();

    // Hide one, then show Difficulty: custom mode, in the URL and sent to the server.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Rank change' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Difficulty' }));
    await waitFor(() =>
      expect(lastParam('visibleColumns')).toBe('keyword,position,volume,clicks,clickValue,difficulty'),
    );
    const url = urlParams(canvasElement);
    await expect(url.get('visibleColumns')).toBe('position,volume,clicks,clickValue,difficulty');
    await expect(url.get('custom')).toBe('true');
    await expect(url.get('selectedPreset')).toBeNull();
    await expect(url.get('visibleColumns')!.split(',')).toHaveLength(MAX_VISIBLE_COLUMNS);

    // A preset replaces the columns and clears custom mode.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cost' }));
    await waitFor(() => expect(urlParams(canvasElement).get('selectedPreset')).toBe('cost'));
    await expect(urlParams(canvasElement).get('custom')).toBeNull();
    await expect(urlParams(canvasElement).get('visibleColumns')).toBe('volume,cpc,clickValue');
    await waitFor(() => expect(lastParam('visibleColumns')).toBe('keyword,volume,cpc,clickValue'));
    await userEvent.keyboard('{Escape}');
    await expect(headers(canvasElement, LABEL)).toEqual([
      'Keyword',
      'Monthly searches',
      'Cost per click',
      'Monthly click value',
    ]);
    await expectRowsOfLastAnswer(canvasElement);
    await expect(organicRequests.length).toBeGreaterThan(1);
  },
};

export const ExportFullUser: Story = {
  name: 'Export: copy for a full user; Sheets and PDF not available yet',
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(bodyRows(canvasElement, LABEL)).toHaveLength(20));
    const answer = await lastAnswer();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Copy keywords' }));
    await expect(args.copyText).toHaveBeenCalledWith(answer.rows.map((row) => row.keyword).join('\n'));
    await expect(within(canvasElement).getByTestId('table-notice')).toHaveTextContent('Copied 20 keywords');

    // Google Sheets and PDF reports are not built yet: the menu says so and the items do nothing.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
    const sheets = await body.findByRole('menuitem', { name: /^Google Sheets/ });
    await expect(sheets).toHaveAttribute('aria-disabled', 'true');
    await expect(sheets).toHaveTextContent('Not available yet');
    await expect(body.getByRole('menuitem', { name: /^Create Report \(PDF\)/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};
