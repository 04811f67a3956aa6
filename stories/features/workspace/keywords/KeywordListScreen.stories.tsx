import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http as mswHttp } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import {
  clipboardRecorder,
  FULL_USER_STATE,
  fullUserWithExportLimit,
  PROJECT_ID,
  SEEDED_KEYWORDS,
  withPanelShell,
} from './keywordStoryKit';
import KeywordListScreen from '../../../../src/features/workspace/keywords/KeywordListScreen';
import { KEYWORD_TEXT } from '../../../../src/features/workspace/keywords/keywordTexts';
import { SELECTED_KEYWORDS_TEXT } from '../../../../src/features/workspace/keywords/selectedKeywordsTexts';
import { fill, TEXT } from '../../../../src/lib/spec/text';
import { getMockDb } from '../../../../src/mocks/db';
import { errorBody } from '../../../../src/mocks/errors';
import { handlerGroups } from '../../../../src/mocks/handlers';
import { neverResolves } from '../../../../src/mocks/variants';
import { EXPORT_MENU_TEXT } from '../../../../src/ui/ExportMenu/exportRules';
import { toast } from '../../../../src/ui/Toasts/Toasts';
import { panelArrivedAt, withPanel } from '../withPanel';

type Canvas = ReturnType<typeof within>;
const LIST_PATH = '/NsaApi/MySpyFu/Keywords/Keywords/GetKeywordList';
const keywords = (...first: typeof handlerGroups.keywords) => ({
  ...handlerGroups,
  keywords: [...first, ...handlerGroups.keywords],
});

/** The keyword cells of the table, top to bottom. */
const keywordCells = (canvas: Canvas) =>
  within(canvas.getByRole('table', { name: KEYWORD_TEXT.tableLabel }))
    .getAllByRole('row')
    .slice(1)
    // The first cell holds the row's checkbox; the keyword comes next.
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
/** The seeded project's keywords as the mock db holds them. */
const stored = () => [...(getMockDb().projects.get(PROJECT_ID)?.keywords.values() ?? [])];

let failedOnce = false;
const failFirstRead = mswHttp.get(LIST_PATH, () => {
  if (failedOnce) return undefined;
  failedOnce = true;
  return HttpResponse.json(errorBody(500), { status: 500 });
});

const recorder = clipboardRecorder();

const meta = {
  title: 'Workspace/Keywords/Keyword list',
  component: KeywordListScreen,
  decorators: [withPanel('keyword-list', { projectId: PROJECT_ID }), withPanelShell],
  args: { params: { projectId: PROJECT_ID }, copyText: recorder.copyText, exportPolling: { intervalMs: 10 } },
  parameters: { state: FULL_USER_STATE },
  beforeEach: () => {
    toast.dismiss();
    failedOnce = false;
    recorder.copied.length = 0;
  },
} satisfies Meta<typeof KeywordListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: KEYWORD_TEXT.listTitle })).toBeVisible();
    await waitFor(() => expect(keywordCells(canvas)).toHaveLength(SEEDED_KEYWORDS.length));
    await expect([...keywordCells(canvas)].sort()).toEqual([...SEEDED_KEYWORDS].sort());
    // doc 2 §9 — the default columns: groups, cost per click, monthly searches, rank, click change.
    const headers = canvas.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    for (const header of ['Keyword', 'Groups', 'Cost per Click', 'Monthly Searches', 'Rank', 'Click Change']) {
      await expect(headers.some((text) => text?.startsWith(header))).toBe(true);
    }
    await expect(headers.some((text) => text?.startsWith('Labels'))).toBe(false);
  },
};

export const OpenKeyword: Story = {
  name: 'A keyword opens its details',
  play: async ({ canvas }) => {
    await waitFor(() => expect(keywordCells(canvas)).toHaveLength(SEEDED_KEYWORDS.length));
    const [keyword = { keyword: '', termId: 0 }] = stored();
    await userEvent.click(canvas.getByRole('button', { name: keyword.keyword }));
    await expect(
      await canvas.findByText(
        panelArrivedAt('keyword-details', {
          projectId: PROJECT_ID,
          termId: String(keyword.termId),
          keyword: keyword.keyword,
        }),
      ),
    ).toBeVisible();
  },
};

export const SortCycle: Story = {
  name: 'Sort cycle (numeric: desc, asc, none)',
  play: async ({ canvas }) => {
    await waitFor(() => expect(keywordCells(canvas)).toHaveLength(SEEDED_KEYWORDS.length));
    const header = canvas.getByRole('columnheader', { name: /Monthly Searches/ });
    const bySearches = stored().sort((a, b) => (b.monthlySearches ?? 0) - (a.monthlySearches ?? 0));
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(keywordCells(canvas)[0]).toBe(bySearches[0]?.keyword));
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(keywordCells(canvas)[0]).toBe(bySearches.at(-1)?.keyword));
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'none'));
  },
};

export const FilterAndSelect: Story = {
  name: 'Filter, select and copy keywords',
  play: async ({ canvas }) => {
    await waitFor(() => expect(keywordCells(canvas)).toHaveLength(SEEDED_KEYWORDS.length));
    const matching = SEEDED_KEYWORDS.filter((k) => k.includes('seo'));
    await userEvent.type(canvas.getByRole('searchbox', { name: KEYWORD_TEXT.filterLabel }), 'seo{Enter}');
    await waitFor(() => expect(keywordCells(canvas)).toEqual(matching));
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${matching[0] ?? ''}` }));
    await expect(canvas.getByText('1 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: EXPORT_MENU_TEXT.button }));
    await userEvent.click(await screen.findByRole('menuitem', { name: EXPORT_MENU_TEXT.keywords }));
    await expect(await screen.findByText('Copied 1 keywords to the clipboard.')).toBeVisible();
    await expect(recorder.copied).toEqual([matching[0]]);
    // A filter that matches nothing says so (doc 2 §8).
    await userEvent.clear(canvas.getByRole('searchbox', { name: KEYWORD_TEXT.filterLabel }));
    await userEvent.type(canvas.getByRole('searchbox', { name: KEYWORD_TEXT.filterLabel }), 'zzzz{Enter}');
    await expect(await canvas.findByText(TEXT.noItemsFoundWithFilter)).toBeVisible();
  },
};

export const GroupFiltered: Story = {
  name: 'Filtered by a group',
  args: { params: { projectId: PROJECT_ID, groupHash: 'g7f3a9c2', groupName: 'Brand terms' } },
  play: async ({ canvas }) => {
    const hash = 'g7f3a9c2';
    const inGroup = stored()
      .filter((k) => k.groupHashes.has(hash))
      .map((k) => k.keyword)
      .sort();
    await waitFor(() => expect([...keywordCells(canvas)].sort()).toEqual(inGroup));
  },
};

export const ColumnLimits: Story = {
  name: 'Column selector (at most 5)',
  play: async ({ canvas }) => {
    await waitFor(() => expect(keywordCells(canvas)).toHaveLength(SEEDED_KEYWORDS.length));
    await userEvent.click(canvas.getByRole('button', { name: /^Columns/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Choose columns' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Labels' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(TEXT.tooManyColumns);
    // Hiding one then showing Labels works: the table follows.
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Groups' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Labels' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.getAllByRole('columnheader').some((h) => h.textContent?.startsWith('Labels'))).toBe(true),
    );
  },
};

export const ExportCsv: Story = {
  name: 'Export CSV (polled to its download link)',
  play: async ({ canvas }) => {
    await waitFor(() => expect(keywordCells(canvas)).toHaveLength(SEEDED_KEYWORDS.length));
    await userEvent.click(canvas.getByRole('button', { name: EXPORT_MENU_TEXT.button }));
    await userEvent.click(await screen.findByRole('menuitem', { name: EXPORT_MENU_TEXT.csv }));
    await expect(await screen.findByRole('link', { name: /^Download / })).toHaveAttribute(
      'href',
      expect.stringContaining('/Endpoints/Core/Download/'),
    );
  },
};

export const ExportNotAvailable: Story = {
  name: 'Google Sheets and PDF not available yet',
  play: async ({ canvas }) => {
    await waitFor(() => expect(keywordCells(canvas)).toHaveLength(SEEDED_KEYWORDS.length));
    await userEvent.click(canvas.getByRole('button', { name: EXPORT_MENU_TEXT.button }));
    const sheets = await screen.findByRole('menuitem', { name: /^Google Sheets/ });
    await expect(sheets).toHaveTextContent(EXPORT_MENU_TEXT.notAvailableYet);
    await expect(sheets).toHaveAttribute('aria-disabled', 'true');
    await expect(screen.getByRole('menuitem', { name: /^Create Report \(PDF\)/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const OverExportLimit: Story = {
  name: 'Over the plan export limit (upsell)',
  parameters: { state: fullUserWithExportLimit(3) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(keywordCells(canvas)).toHaveLength(SEEDED_KEYWORDS.length));
    await userEvent.click(canvas.getByRole('button', { name: EXPORT_MENU_TEXT.button }));
    await userEvent.click(await screen.findByRole('menuitem', { name: EXPORT_MENU_TEXT.csv }));
    const dialog = await screen.findByRole('dialog', { name: KEYWORD_TEXT.upsellTitle });
    await expect(dialog).toHaveTextContent(`This list has ${SEEDED_KEYWORDS.length} rows; your plan exports up to 3.`);
    await expect(within(dialog).getByRole('link', { name: KEYWORD_TEXT.seePlans })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: keywords(neverResolves('getKeywordList')) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(KEYWORD_TEXT.loading)).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'No keywords yet',
  parameters: { mockDb: { projects: [{ id: PROJECT_ID, projectName: 'Acme Corp' }] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(KEYWORD_TEXT.noKeywords)).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: KEYWORD_TEXT.importKeywords });
    await userEvent.click(buttons.at(-1) as HTMLElement);
    await expect(await canvas.findByText(panelArrivedAt('keyword-import', { projectId: PROJECT_ID }))).toBeVisible();
  },
};

export const Error: Story = {
  name: 'Error with Retry',
  parameters: { msw: { handlers: keywords(failFirstRead) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(KEYWORD_TEXT.loadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: KEYWORD_TEXT.retry }));
    await waitFor(() => expect(keywordCells(canvas)).toHaveLength(SEEDED_KEYWORDS.length));
  },
};

export const GroupSelected: Story = {
  name: 'Selected keywords: add to a new group',
  play: async ({ canvas }) => {
    await waitFor(() => expect(keywordCells(canvas)).toHaveLength(SEEDED_KEYWORDS.length));
    const chosen = keywordCells(canvas).slice(0, 2);
    for (const keyword of chosen) {
      await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${keyword}` }));
    }
    const toolbar = canvas.getByRole('toolbar', { name: SELECTED_KEYWORDS_TEXT.toolbarLabel });
    await userEvent.click(within(toolbar).getByRole('button', { name: SELECTED_KEYWORDS_TEXT.addToGroup }));
    const dialog = await screen.findByRole('dialog', { name: fill(SELECTED_KEYWORDS_TEXT.groupTitle, { count: 2 }) });
    await userEvent.type(within(dialog).getByLabelText(SELECTED_KEYWORDS_TEXT.newGroupField), 'Shortlist');
    await userEvent.click(within(dialog).getByRole('button', { name: SELECTED_KEYWORDS_TEXT.add }));
    await expect(
      await screen.findByText(fill(SELECTED_KEYWORDS_TEXT.addedToGroup, { count: 2, name: 'Shortlist' })),
    ).toBeVisible();
    // The mock db holds the new group with exactly the chosen keywords, and the list shows it.
    const project = getMockDb().projects.get(PROJECT_ID);
    const group = [...(project?.groups.values() ?? [])].find((g) => g.name === 'Shortlist');
    await expect(group).toBeDefined();
    await waitFor(() =>
      expect(
        within(canvas.getByRole('table', { name: KEYWORD_TEXT.tableLabel }))
          .getAllByRole('row')
          .filter((row) => row.textContent?.includes('Shortlist')),
      ).toHaveLength(2),
    );
    // The selection is cleared, so the toolbar has gone.
    await expect(canvas.queryByRole('toolbar', { name: SELECTED_KEYWORDS_TEXT.toolbarLabel })).toBeNull();
  },
};
