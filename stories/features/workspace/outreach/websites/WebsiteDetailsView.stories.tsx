import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { linkRows } from '../../../../../src/features/workspace/outreach/outreach';
import { OUTREACH_TEXT } from '../../../../../src/features/workspace/outreach/outreachTexts';
import {
  WebsiteDetailsView,
  type WebsiteDetailsData,
} from '../../../../../src/features/workspace/outreach/websites/WebsiteDetailsView';
import { WEBSITES_TEXT } from '../../../../../src/features/workspace/outreach/websites/websitesTexts';
import {
  buildOutreachContext,
  buildOutreachRelationship,
  buildTableUrlEntry,
  exampleProjects,
} from '../../../../../src/mocks/fixtures';

const SITE = buildOutreachRelationship({ urlId: null });
const LINK = buildTableUrlEntry();
const [, RIVAL] = exampleProjects() as WebsiteDetailsData['moveTargets'];
const DATA: WebsiteDetailsData = {
  website: SITE,
  pages: linkRows([LINK], [buildOutreachRelationship({ urlId: LINK.urlId })]),
  context: buildOutreachContext(),
  moveTargets: [RIVAL!],
};

const meta = {
  title: 'Workspace/Outreach/Website details/View',
  component: WebsiteDetailsView,
  args: {
    domainName: SITE.domainName,
    load: 'ready',
    data: DATA,
    onRetry: fn(),
    onBack: fn(),
    onRelationshipChange: fn(async () => true),
    onRatingChange: fn(async () => true),
    onTagsChange: fn(async () => true),
    onOpenPage: fn(),
    onMove: fn(async () => true),
    onCreateProject: fn(),
  },
} satisfies Meta<typeof WebsiteDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  name: 'A website',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: SITE.domainName })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Open ${LINK.urlName}` }));
    await expect(args.onOpenPage).toHaveBeenCalledWith(DATA.pages[0]);
  },
};

export const Loading: Story = {
  args: { load: 'loading', data: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: SITE.domainName })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { load: 'failed', data: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: OUTREACH_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const SaveRefused: Story = {
  name: 'A refused save: the choice kept, Try again sends it once more',
  args: { onRelationshipChange: fn(async () => false) },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: OUTREACH_TEXT.relationshipLabel });
    await userEvent.selectOptions(select, 'Declined');
    await expect(await canvas.findByText(WEBSITES_TEXT.notSaved)).toBeVisible();
    await expect(select).toHaveDisplayValue('Declined');
    await userEvent.click(canvas.getByRole('button', { name: WEBSITES_TEXT.tryAgain }));
    await waitFor(() => expect(args.onRelationshipChange).toHaveBeenCalledTimes(2));
    await expect(args.onRelationshipChange).toHaveBeenLastCalledWith('declined');
  },
};

export const NoOtherProject: Story = {
  name: 'No other project to move to',
  args: { data: { ...DATA, moveTargets: [] } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(WEBSITES_TEXT.moveNoOther)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: WEBSITES_TEXT.createProject }));
    await expect(args.onCreateProject).toHaveBeenCalledOnce();
  },
};
