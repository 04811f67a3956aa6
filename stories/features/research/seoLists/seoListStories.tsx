/**
 * The stories every SEO list page has (full user, loading, no data, server error and Retry,
 * throttled for a free user and a visitor, a sort, a filter without a match, no search), written
 * once and given to each page's story file with the page's query and route.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http as mswHttp } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import {
  bodyCells,
  expectedName,
  failFirst,
  freeUser,
  fullUser,
  lastAnswer,
  lastParam,
  listMsw,
  listRequestsMade,
  noDataHandler,
  resetFailFirst,
  resetListRequests,
  visitor,
} from './seoListStoryKit';
import { linkTo } from '../../../../src/app/linkTo';
import {
  BACKLINKS_PAGE,
  COMPETITORS_PAGE,
  RANKING_HISTORY_PAGE,
  TOP_PAGES_PAGE,
  answerName,
  viewOf,
  type SeoListAnswer,
  type SeoListDefinition,
  type SeoListPageId,
} from '../../../../src/features/research/seoLists/seoLists';
import { SeoListScreen } from '../../../../src/features/research/seoLists/SeoListScreen';
import { figuresNote } from '../../../../src/features/research/shared/figuresNote';
import { RESEARCH_TEXT } from '../../../../src/features/research/shared/researchTexts';
import { shownColumns, type ResearchColumn } from '../../../../src/features/research/table/researchTable';
import { RESEARCH_TABLE_TEXT } from '../../../../src/features/research/table/researchTableTexts';
import { TEXT, UI_TEXT, fill } from '../../../../src/lib/spec/text';
import { buildReadyExportNotification } from '../../../../src/mocks/fixtures';
import { handlerGroups } from '../../../../src/mocks/handlers';
import { errorFor, neverResolves } from '../../../../src/mocks/variants';
import { displayCellText } from '../../../../src/ui/Table/tableModel';
import { withScreenContext } from '../../screenContext';
import { urlParams, withLocationProbe } from '../table/researchTableStoryKit';

export type Story = StoryObj<typeof SeoListScreen>;
type AnyRow = { isThrottled: boolean };
type AnyAnswer = SeoListAnswer<AnyRow>;

/** The pages' definitions, for reading a page's labels and columns in a play function. */
const DEFINITIONS = {
  competitors: COMPETITORS_PAGE,
  topPages: TOP_PAGES_PAGE,
  backlinks: BACKLINKS_PAGE,
  rankingHistory: RANKING_HISTORY_PAGE,
} as const;

/** A page's definition with its row type left open (a play function only reads its columns). */
export function definitionOf(page: SeoListPageId): SeoListDefinition<AnyRow, AnyAnswer> {
  return DEFINITIONS[page] as unknown as SeoListDefinition<AnyRow, AnyAnswer>;
}

const OPERATIONS = {
  competitors: 'getDomainCompetitors',
  topPages: 'getDomainTopPages',
  backlinks: 'getBacklinks',
  rankingHistory: 'getDomainRankingHistory',
} as const;

export interface PageConfig {
  page: SeoListPageId;
  /** The page's route and its variants (withScreenContext renders the screen on these). */
  routes: readonly string[];
  query: string;
  /** A search the corpus does not hold. */
  missed: string;
}

export const at = (route: string, params: Record<string, string> = {}) => ({
  router: { initialEntry: linkTo(route as 'seo:competitors', {}, params) },
});

/** The table's accessible name for the answer (or the query before one) in the URL's view. */
export function tableLabel(page: SeoListPageId, answer: AnyAnswer | null, query: string, canvas: HTMLElement) {
  const definition = definitionOf(page);
  const view = viewOf(definition.views, definition.views ? urlParams(canvas).get(definition.views.param) : null);
  return definition.tableLabel(answerName(answer, query), view);
}

/** The cells each row must show: the shown columns of the answer's rows, a throttled row's link and blanks. */
export function expectedCells(
  page: SeoListPageId,
  answer: AnyAnswer,
  canvas: HTMLElement,
  viewer: 'visitor' | 'loggedIn',
): string[][] {
  const definition = definitionOf(page);
  const params = urlParams(canvas);
  const state = params.get('visibleColumns')
    ? { ...definition.defaultColumns, visibleColumns: params.get('visibleColumns')!.split(',') }
    : definition.defaultColumns;
  const columns: ResearchColumn<AnyRow>[] = shownColumns(definition.columns, state);
  return answer.rows.map((row) =>
    columns.map((column, i) => {
      const value = column.value(row);
      if (i === 0) return expectedName(String(value), row.isThrottled, viewer);
      if (row.isThrottled) return '';
      return column.render ? String(column.render(row)) : displayCellText(value);
    }),
  );
}

/** Waits for the table to show the page the mock answered for the last request, and returns that page. */
export async function expectRowsOfLastAnswer<Answer = AnyAnswer>(
  page: SeoListPageId,
  query: string,
  canvas: HTMLElement,
  viewer: 'visitor' | 'loggedIn' = 'loggedIn',
): Promise<Answer> {
  let answer: AnyAnswer | null = null;
  await waitFor(async () => {
    answer = await lastAnswer<AnyAnswer>();
    const label = tableLabel(page, answer, query, canvas);
    await expect(bodyCells(canvas, label)).toEqual(expectedCells(page, answer, canvas, viewer));
  });
  return answer! as Answer;
}

/** The CSV exports the page asked for (their request bodies), collected per story. */
const csvExports: { filename: string; jsonString: string }[] = [];
const recordCsvExport = mswHttp.post('/Endpoints/Core/ExportCsv', async ({ request }) => {
  csvExports.push((await request.clone().json()) as { filename: string; jsonString: string });
  return undefined;
});

/** The default export and the shared stories of one page. */
export function seoListStories({ page, routes, query, missed }: PageConfig) {
  const definition = definitionOf(page);
  const route = routes[0]!;
  const noDataAnswer = noDataHandler(page, missed);

  const meta = {
    component: SeoListScreen,
    args: { page, copyText: fn(() => Promise.resolve()), exportPolling: { intervalMs: 10 } },
    decorators: [withScreenContext(...routes), withLocationProbe],
    parameters: { ...at(route, { query }), ...fullUser, ...listMsw(page) },
    beforeEach: () => {
      resetListRequests();
      resetFailFirst();
      csvExports.length = 0;
    },
  } satisfies Meta<typeof SeoListScreen>;

  const FullUser: Story = {
    name: 'Full user',
    play: async ({ canvasElement, canvas }) => {
      const answer = await expectRowsOfLastAnswer(page, query, canvasElement);
      await expect(lastParam('query')).toBe(query);
      await expect(canvas.getByText(figuresNote(answer)!)).toBeVisible();
      for (const fact of definition.facts(answer)) await expect(canvas.getByText(fact)).toBeVisible();
      await expect(canvas.queryByRole('link', { name: UI_TEXT.unlockAllTheData })).toBeNull();
    },
  };

  const Loading: Story = {
    parameters: listMsw(page, { research: [neverResolves(OPERATIONS[page])] }),
    play: async ({ canvas, canvasElement }) => {
      const table = canvas.getByRole('table', { name: tableLabel(page, null, query, canvasElement) });
      await expect(table).toHaveAttribute('aria-busy', 'true');
      await expect(canvas.getByText(RESEARCH_TABLE_TEXT.loading)).toBeInTheDocument();
    },
  };

  const NoData: Story = {
    name: 'No data',
    parameters: { ...at(route, { query: missed }), ...listMsw(page, { research: [noDataAnswer] }) },
    play: async ({ canvas }) => {
      await expect(
        await canvas.findByRole('heading', { name: RESEARCH_TEXT.noDataHeading.replace('{query}', missed) }),
      ).toBeVisible();
      await expect(canvas.queryByRole('table')).toBeNull();
    },
  };

  const ServerError: Story = {
    name: 'Server error',
    parameters: listMsw(page, { research: [errorFor(OPERATIONS[page], 500)] }),
    play: async ({ canvas }) => {
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent(RESEARCH_TABLE_TEXT.loadFailed);
      await expect(within(alert).getByRole('button', { name: RESEARCH_TABLE_TEXT.retry })).toBeVisible();
    },
  };

  const ServerErrorRetry: Story = {
    name: 'Server error, then Retry',
    parameters: listMsw(page, { research: [failFirst(page)] }),
    play: async ({ canvas, canvasElement }) => {
      const alert = await canvas.findByRole('alert');
      await userEvent.click(within(alert).getByRole('button', { name: RESEARCH_TABLE_TEXT.retry }));
      await expectRowsOfLastAnswer(page, query, canvasElement);
    },
  };

  const ThrottledFree: Story = {
    name: 'Throttled (free user)',
    parameters: freeUser,
    play: async ({ canvas, canvasElement }) => {
      const answer = await expectRowsOfLastAnswer(page, query, canvasElement);
      const links = canvas.getAllByRole('link', { name: UI_TEXT.unlockAllTheData });
      await expect(links).toHaveLength(answer.rows.filter((row) => row.isThrottled).length);
      await expect(links.length).toBeGreaterThan(0);
      await expect(links[0]).toHaveAttribute('href', linkTo('mainpurchase'));
      await expect(canvas.queryByText(/!~~sub~~fo~~mo~~!/)).toBeNull();
    },
  };

  const ThrottledVisitor: Story = {
    name: 'Throttled (visitor)',
    parameters: visitor,
    play: async ({ canvas, canvasElement }) => {
      const answer = await expectRowsOfLastAnswer(page, query, canvasElement, 'visitor');
      const links = canvas.getAllByRole('link', { name: UI_TEXT.logInToSeeAllResults });
      // Each throttled row's link, and the tripwire overlay's over them.
      await expect(links).toHaveLength(answer.rows.filter((row) => row.isThrottled).length + 1);
      await expect(within(canvas.getByTestId('tripwire-overlay')).getByRole('link')).toBe(links.at(-1));
      for (const link of links) await expect(link).toHaveAttribute('href', linkTo('auth:login'));
      await expect(canvas.queryByText(/!~~sub~~fo~~mo~~!/)).toBeNull();
    },
  };

  const FilterNoMatch: Story = {
    name: 'Filter with no match',
    play: async ({ canvas, canvasElement }) => {
      await expectRowsOfLastAnswer(page, query, canvasElement);
      await userEvent.type(canvas.getByRole('searchbox', { name: RESEARCH_TABLE_TEXT.filterLabel }), 'zzz{Enter}');
      await waitFor(() => expect(lastParam('filterText')).toBe('zzz'));
      await expect(await canvas.findByText(TEXT.noItemsFoundWithFilter)).toBeVisible();
      await expect(canvas.getByText('Rows 0–0 of 0')).toBeVisible();
    },
  };

  const NoSearch: Story = {
    name: 'No search yet',
    parameters: at(route),
    // Typing a search is the view's story (SeoListView: No search yet).
    play: async ({ canvas }) => {
      await expect(canvas.getByRole('heading', { name: RESEARCH_TEXT.promptHeading })).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: RESEARCH_TEXT.promptLabel })).toBeVisible();
      await expect(canvas.queryByRole('table')).toBeNull();
      await expect(listRequestsMade()).toBe(0);
    },
  };

  const ExportCsv: Story = {
    name: 'Export CSV',
    parameters: {
      msw: { handlers: { ...listMsw(page).msw.handlers, export: [recordCsvExport, ...handlerGroups.export] } },
    },
    play: async ({ canvas, canvasElement }) => {
      await expectRowsOfLastAnswer(page, query, canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
      await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'CSV' }));
      const ready = buildReadyExportNotification();
      await expect(
        await canvas.findByRole('link', {
          name: fill(RESEARCH_TABLE_TEXT.exportDownload, { file: ready.labels.title }),
        }),
      ).toBeVisible();
      // The server builds the file from the list's query: its report, view and the selector's columns.
      const view = viewOf(definition.views, null);
      await expect(JSON.parse(csvExports[0]!.jsonString)).toEqual({
        source: {
          report: definition.report,
          query,
          ...definition.exportView(view),
          visibleColumns: definition.defaultColumns.visibleColumns.join(','),
        },
      });
    },
  };

  return {
    meta,
    ExportCsv,
    FullUser,
    Loading,
    NoData,
    ServerError,
    ServerErrorRetry,
    ThrottledFree,
    ThrottledVisitor,
    FilterNoMatch,
    NoSearch,
  };
}

/**
 * Sorting by a column header: the request carries the column and the doc 2 §4 cycle's first
 * direction (text ascending, numbers descending), and the rows are the server's answer.
 */
export async function sortBy<Answer = AnyAnswer>(
  page: SeoListPageId,
  query: string,
  canvasElement: HTMLElement,
  header: string,
  expected: { sortBy: string; sortDirection: 'asc' | 'desc' },
) {
  await expectRowsOfLastAnswer(page, query, canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: header }));
  await waitFor(() => expect(lastParam('sortBy')).toBe(expected.sortBy));
  await expect(lastParam('sortDirection')).toBe(expected.sortDirection);
  return expectRowsOfLastAnswer<Answer>(page, query, canvasElement);
}
