/**
 * The research tables with the app's row-actions slot (src/features/shell/researchRowActions.ts)
 * filled as the app fills it (RESEARCH_ROW_ACTIONS: the add buttons, loaded lazily): an Add beside
 * each keyword and each page, nothing in the other cells.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { PROJECT_ID, PROJECT_NAME, projectHas, userState, withAddShell } from './addToProjectStoryKit';
import { RESEARCH_ROW_ACTIONS } from '../../../../src/app/appRouter';
import {
  DEFAULT_ORGANIC_COLUMN_STATE,
  ORGANIC_KEYWORD_COLUMNS,
} from '../../../../src/features/research/keywords/seoKeywords';
import { TOP_PAGES_PAGE } from '../../../../src/features/research/seoLists/seoLists';
import { ResearchTable } from '../../../../src/features/research/table/ResearchTable';
import { initialListQuery } from '../../../../src/features/research/table/researchTable';
import { ResearchRowActions, fullUrlOf } from '../../../../src/features/shell/researchRowActions';
import { pageNameOf } from '../../../../src/features/workspace/addToProject/addToProject';
import { ADD_TO_PROJECT_TEXT } from '../../../../src/features/workspace/addToProject/addToProjectTexts';
import { TEXT, UI_TEXT, fill } from '../../../../src/lib/spec/text';
import { buildDomainTopPages, buildOrganicKeywordRows } from '../../../../src/mocks/fixtures/research';

const KEYWORD_ROWS = buildOrganicKeywordRows('github.com', 3);
const PAGE_ROWS = buildDomainTopPages()
  .rows.filter((row) => !row.isThrottled)
  .slice(0, 3);
const KEYWORDS_LABEL = 'Organic keywords';
const PAGES_LABEL = 'Top pages';
const noop = () => undefined;

const table = {
  viewer: 'full' as const,
  load: 'ready' as const,
  purchaseHref: '/mainpurchase',
  loginHref: '/auth/login',
  onSortChange: noop,
  onFilterTextChange: noop,
  onStartRowChange: noop,
  onRowsPerPageChange: noop,
  onColumnsChange: noop,
  onRetry: noop,
};

/** A keyword list or a page list, one page of fixture rows, inside the app's row-actions slot. */
function ResearchTableWithAddButtons({ list }: { list: 'keywords' | 'pages' }) {
  return (
    <ResearchRowActions.Provider value={RESEARCH_ROW_ACTIONS}>
      <div style={{ padding: 'var(--space-6)' }}>
        {list === 'keywords' ? (
          <ResearchTable
            {...table}
            label={KEYWORDS_LABEL}
            columns={ORGANIC_KEYWORD_COLUMNS}
            query={initialListQuery(DEFAULT_ORGANIC_COLUMN_STATE)}
            rows={KEYWORD_ROWS}
            totalRowCount={KEYWORD_ROWS.length}
          />
        ) : (
          <ResearchTable
            {...table}
            label={PAGES_LABEL}
            columns={TOP_PAGES_PAGE.columns}
            query={initialListQuery(TOP_PAGES_PAGE.defaultColumns)}
            rows={PAGE_ROWS}
            totalRowCount={PAGE_ROWS.length}
          />
        )}
      </div>
    </ResearchRowActions.Provider>
  );
}

const meta = {
  title: 'Workspace/Add to project/In a research table',
  component: ResearchTableWithAddButtons,
  args: { list: 'keywords' },
  decorators: [withAddShell],
  parameters: { state: userState('full', PROJECT_ID), mockDb: { user: 'full' } },
} satisfies Meta<typeof ResearchTableWithAddButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keywords: Story = {
  name: 'Keywords: Add beside each keyword (adding offers Undo)',
  play: async ({ canvasElement }) => {
    const keywords = within(within(canvasElement).getByRole('table', { name: KEYWORDS_LABEL }));
    const addFor = (term: string) => ({ name: fill(ADD_TO_PROJECT_TEXT.addKeyword, { term }) });
    // The buttons load on demand, then one per row, in the keyword cell only.
    for (const row of KEYWORD_ROWS) {
      const add = await keywords.findByRole('button', addFor(row.keyword), { timeout: 10_000 });
      await expect(add.closest('td')).toHaveTextContent(`${row.keyword} ${UI_TEXT.add}`);
    }
    await expect(keywords.getAllByRole('button', { name: new RegExp(`^${UI_TEXT.add} `) })).toHaveLength(
      KEYWORD_ROWS.length,
    );

    const term = KEYWORD_ROWS[0]!.keyword;
    await userEvent.click(keywords.getByRole('button', addFor(term)));
    await expect(
      await screen.findByText(fill(TEXT.addedToProject, { subject: `"${term}"`, project: PROJECT_NAME })),
    ).toBeVisible();
    await expect(projectHas(term)).toBe(true);
    await expect(
      await keywords.findByRole('button', { name: fill(ADD_TO_PROJECT_TEXT.undoKeyword, { term }) }),
    ).toBeVisible();
  },
};

export const Pages: Story = {
  name: 'Pages: Add beside each page, then View',
  args: { list: 'pages' },
  play: async ({ canvasElement }) => {
    const pages = within(within(canvasElement).getByRole('table', { name: PAGES_LABEL }));
    const names = PAGE_ROWS.map((row) => pageNameOf(fullUrlOf(row.url)));
    for (const page of names) {
      await expect(
        await pages.findByRole('button', { name: fill(ADD_TO_PROJECT_TEXT.addUrl, { page }) }, { timeout: 10_000 }),
      ).toBeVisible();
    }
    const page = names[0]!;
    await userEvent.click(pages.getByRole('button', { name: fill(ADD_TO_PROJECT_TEXT.addUrl, { page }) }));
    await waitFor(() =>
      expect(pages.getByRole('button', { name: fill(ADD_TO_PROJECT_TEXT.viewUrl, { page }) })).toBeVisible(),
    );
  },
};
