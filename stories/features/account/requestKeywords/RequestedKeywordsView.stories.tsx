import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import {
  RequestedKeywordsView,
  type RequestedKeyword,
} from '../../../../src/features/account/requestKeywords/RequestedKeywordsView';
import { REQUESTED_KEYWORDS_TEXT } from '../../../../src/features/account/requestKeywords/texts';

const KEYWORDS: RequestedKeyword[] = [
  { keyword: 'local seo audit checklist', termId: null, status: 'queued', requestedAt: '2025-05-20T09:00:00Z' },
  { keyword: 'ppc budget calculator', termId: null, status: 'processing', requestedAt: '2025-05-12T09:00:00Z' },
  { keyword: 'seo competitor analysis', termId: 918273, status: 'ready', requestedAt: '2025-05-01T10:00:00Z' },
];

/** The body rows of the keywords table (the header row left out). */
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
/** The number a status tile shows. */
const countOf = (canvasElement: HTMLElement, status: string) =>
  within(canvasElement).getByText(status, { selector: 'dt' }).nextElementSibling;

const meta = {
  title: 'Pages/Account/Request keywords/View',
  component: RequestedKeywordsView,
  args: {
    title: 'Request Keywords',
    load: 'ready',
    counts: { ready: 12, processing: 3, queued: 5 },
    keywords: KEYWORDS,
    requestHref: '/account/requestkeywords/step-1',
    onRetry: fn(),
  },
} satisfies Meta<typeof RequestedKeywordsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CountsAndList: Story = {
  name: 'Counts and list',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: REQUESTED_KEYWORDS_TEXT.countsLabel })).toBeVisible();
    await expect(countOf(canvasElement, REQUESTED_KEYWORDS_TEXT.ready)).toHaveTextContent('12');
    await expect(countOf(canvasElement, REQUESTED_KEYWORDS_TEXT.processing)).toHaveTextContent('3');
    await expect(countOf(canvasElement, REQUESTED_KEYWORDS_TEXT.queued)).toHaveTextContent('5');

    const table = canvas.getByRole('table', { name: REQUESTED_KEYWORDS_TEXT.tableLabel });
    for (const header of [
      REQUESTED_KEYWORDS_TEXT.keyword,
      REQUESTED_KEYWORDS_TEXT.status,
      REQUESTED_KEYWORDS_TEXT.requestedAt,
    ]) {
      await expect(within(table).getByRole('columnheader', { name: header })).toBeVisible();
    }
    const rows = bodyRows(table);
    await expect(rows).toHaveLength(3);
    const ready = within(rows[2]!);
    await expect(ready.getByText('seo competitor analysis')).toBeVisible();
    await expect(ready.getByText(REQUESTED_KEYWORDS_TEXT.ready)).toBeVisible();
    await expect(ready.getByText('May 1st, 2025')).toBeVisible();
    await expect(within(rows[1]!).getByText(REQUESTED_KEYWORDS_TEXT.processing)).toBeVisible();

    await expect(canvas.getByRole('link', { name: REQUESTED_KEYWORDS_TEXT.request })).toHaveAttribute(
      'href',
      '/account/requestkeywords/step-1',
    );
  },
};

export const Loading: Story = {
  args: { load: 'loading', counts: null, keywords: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(REQUESTED_KEYWORDS_TEXT.loading);
    await expect(canvas.getByRole('table', { name: REQUESTED_KEYWORDS_TEXT.tableLabel })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // No number before the counts are in.
    await expect(countOf(canvasElement, REQUESTED_KEYWORDS_TEXT.ready)).not.toHaveTextContent(/\d/);
  },
};

export const Empty: Story = {
  name: 'No requests yet',
  args: { counts: { ready: 0, processing: 0, queued: 0 }, keywords: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(REQUESTED_KEYWORDS_TEXT.empty)).toBeVisible();
    await expect(countOf(canvasElement, REQUESTED_KEYWORDS_TEXT.queued)).toHaveTextContent('0');
    await expect(canvas.getByRole('link', { name: REQUESTED_KEYWORDS_TEXT.request })).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Load failed',
  args: { load: 'failed', counts: null, keywords: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(REQUESTED_KEYWORDS_TEXT.loadFailed);
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: REQUESTED_KEYWORDS_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    // A new request needs no list: the way to it stays.
    await expect(canvas.getByRole('link', { name: REQUESTED_KEYWORDS_TEXT.request })).toBeVisible();
  },
};
