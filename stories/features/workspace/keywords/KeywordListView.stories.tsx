import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { initialKeywordListQuery } from '../../../../src/features/workspace/keywords/keywordList';
import { KeywordListView } from '../../../../src/features/workspace/keywords/KeywordListView';
import { KEYWORD_TEXT } from '../../../../src/features/workspace/keywords/keywordTexts';
import { defaultColumnState } from '../../../../src/lib/columns';
import { responseExample } from '../../../../src/mocks/spec';

const EXAMPLE = responseExample('getKeywordList') as { keywords: never[]; totalRowCount: number };

const meta = {
  title: 'Workspace/Keywords/Keyword list/View',
  component: KeywordListView,
  args: {
    title: KEYWORD_TEXT.listTitle,
    load: 'ready',
    rows: EXAMPLE.keywords,
    totalRowCount: EXAMPLE.keywords.length,
    query: initialKeywordListQuery('b1f8d1c2-4e5a-4c3b-9d2e-7a6f5e4d3c2b'),
    columns: defaultColumnState('keywords'),
    selectedIds: [],
    purchaseHref: '/mainpurchase',
    onSortChange: fn(),
    onFilterTextChange: fn(),
    onStartRowChange: fn(),
    onColumnsChange: fn(),
    onSelectionChange: fn(),
    onRetry: fn(),
    onImport: fn(),
    onExportCsv: fn(),
    onCopyRows: fn(),
    onCopyKeywords: fn(),
  },
} satisfies Meta<typeof KeywordListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas, args }) => {
    for (const row of args.rows) await expect(canvas.getByText(row.keyword)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${args.rows[0]?.keyword ?? ''}` }));
    await expect(args.onSelectionChange).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { load: 'loading', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(KEYWORD_TEXT.loading)).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'No keywords yet',
  args: { rows: [], totalRowCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(KEYWORD_TEXT.noKeywords)).toBeVisible();
  },
};

export const Error: Story = {
  name: 'Error with Retry',
  args: { load: 'failed', rows: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: KEYWORD_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
