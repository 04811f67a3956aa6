import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { KEYWORD_DETAILS_TEXT } from '../../../../src/features/workspace/keywords/keywordDetailsTexts';
import { KeywordDetailsView } from '../../../../src/features/workspace/keywords/KeywordDetailsView';
import { fill } from '../../../../src/lib/spec/text';
import { responseExample } from '../../../../src/mocks/spec';

type Row = NonNullable<Parameters<typeof KeywordDetailsView>[0]['data']>['row'];
const [ROW] = (responseExample('getKeywordList') as { keywords: NonNullable<Row>[] }).keywords;
const [BRAND, RIVALS] = responseExample('getGroups') as { groupHash: string; name: string }[];

const meta = {
  title: 'Workspace/Keywords/Keyword details/View',
  component: KeywordDetailsView,
  args: {
    keyword: ROW?.keyword ?? '',
    load: 'ready',
    data: {
      row: ROW,
      isTracked: false,
      membership: {
        groups: BRAND ? [{ groupHash: BRAND.groupHash, name: BRAND.name }] : [],
        otherGroups: RIVALS ? [{ groupHash: RIVALS.groupHash, name: RIVALS.name }] : [],
        labels: [],
        otherLabels: ['High priority'],
      },
    },
    researchHref: '/keyword/overview?query=seo+tools',
    isSaving: false,
    isRemoving: false,
    onRetry: fn(),
    onBack: fn(),
    onAddToGroup: fn(),
    onRemoveFromGroup: fn(),
    onAddToLabel: fn(),
    onRemoveFromLabel: fn(),
    onRemoveFromProject: fn(),
  },
} satisfies Meta<typeof KeywordDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotTrackedNoLabels: Story = {
  name: 'Not tracked, no labels',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(KEYWORD_DETAILS_TEXT.notTracked)).toBeVisible();
    await expect(canvas.getByText(KEYWORD_DETAILS_TEXT.noLabels)).toBeVisible();
    // An empty label name does nothing.
    const labels = within(canvas.getByRole('region', { name: KEYWORD_DETAILS_TEXT.labelsTitle }));
    await expect(labels.getByRole('button', { name: KEYWORD_DETAILS_TEXT.add })).toBeDisabled();
    await userEvent.click(
      canvas.getByRole('button', { name: fill(KEYWORD_DETAILS_TEXT.removeFromGroup, { name: BRAND?.name ?? '' }) }),
    );
    await expect(args.onRemoveFromGroup).toHaveBeenCalledWith({ groupHash: BRAND?.groupHash, name: BRAND?.name });
  },
};

export const NotInProject: Story = {
  name: 'No longer in the project',
  args: {
    data: {
      row: undefined,
      isTracked: false,
      membership: { groups: [], otherGroups: [], labels: [], otherLabels: [] },
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(KEYWORD_DETAILS_TEXT.notInProject)).toBeVisible();
    await userEvent.click(
      canvas.getAllByRole('button', { name: KEYWORD_DETAILS_TEXT.backToList }).at(-1) as HTMLElement,
    );
    await expect(args.onBack).toHaveBeenCalled();
  },
};
