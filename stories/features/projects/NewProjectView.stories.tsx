import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { MAX_COMPETITORS } from '../../../src/features/projects/newProject';
import { NewProjectView, type Suggestion } from '../../../src/features/projects/NewProjectView';
import { NEW_PROJECT_TEXT } from '../../../src/features/projects/texts';
import { fill, TEXT } from '../../../src/lib/spec/text';

const SITE = 'acme.com';
const SUGGESTIONS: Suggestion[] = [
  { domain: 'wikipedia.org', sharedKeywords: 4210, share: 0.8223 },
  { domain: 'walmart.com', sharedKeywords: 1988, share: 0.3883 },
  { domain: 'target.com', sharedKeywords: 812, share: 0.1586 },
  { domain: 'shop.example.net', sharedKeywords: 1, share: 0.0002 },
];
const TAKEN = `A project named "${SITE}" already exists.`;

const meta = {
  title: 'Pages/Projects/New project/View',
  component: NewProjectView,
  args: {
    title: 'Choose Competitors',
    site: '',
    onSiteChange: fn(),
    onSiteCommit: fn(),
    suggestions: { kind: 'idle' },
    onRetrySuggestions: fn(),
    competitors: [],
    onToggleSuggestion: fn(),
    onRemoveCompetitor: fn(),
    competitorText: '',
    onCompetitorTextChange: fn(),
    onAddCompetitor: fn(),
    showProjectName: false,
    projectName: '',
    onProjectNameChange: fn(),
    isCreating: false,
    onCreate: fn(),
  },
} satisfies Meta<typeof NewProjectView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose Competitors' })).toBeVisible();
    const site = canvas.getByRole('textbox', { name: NEW_PROJECT_TEXT.siteLabel });
    await expect(site).toHaveAccessibleDescription(NEW_PROJECT_TEXT.siteHint);
    await expect(canvas.getByText(NEW_PROJECT_TEXT.suggestionsIdle)).toBeVisible();
    await expect(canvas.getByText(NEW_PROJECT_TEXT.chosenEmpty)).toBeVisible();
    await expect(
      canvas.getByText(fill(NEW_PROJECT_TEXT.chosenCount, { count: 0, max: MAX_COMPETITORS })),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: NEW_PROJECT_TEXT.nameLabel })).toBeNull();

    // Enter in the site field looks it up; it does not create the project.
    await userEvent.type(site, 'a{Enter}');
    await expect(args.onSiteChange).toHaveBeenCalledWith('a');
    await expect(args.onSiteCommit).toHaveBeenCalled();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: NEW_PROJECT_TEXT.create }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

export const WithSuggestions: Story = {
  name: 'Prefilled, with suggestions',
  args: {
    site: SITE,
    suggestions: { kind: 'ready', site: SITE, rows: SUGGESTIONS, isDemoData: true },
    competitors: ['walmart.com'],
  },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: fill(NEW_PROJECT_TEXT.suggestionsLabel, { site: SITE }) });
    const boxes = within(group).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(SUGGESTIONS.length);
    await expect(boxes[0]).toHaveAccessibleName('wikipedia.org 4,210 shared keywords · 82% of your keywords');
    await expect(boxes[3]).toHaveAccessibleName('shop.example.net 1 shared keyword · 0% of your keywords');
    await expect(boxes[1]).toBeChecked();
    await expect(
      within(canvas.getByRole('list', { name: NEW_PROJECT_TEXT.chosenHeading })).getByText('walmart.com'),
    ).toBeVisible();
    await expect(canvas.getByText(NEW_PROJECT_TEXT.demoData)).toBeVisible();

    await userEvent.click(boxes[2]!);
    await expect(args.onToggleSuggestion).toHaveBeenCalledWith('target.com', true);
    await userEvent.click(boxes[1]!);
    await expect(args.onToggleSuggestion).toHaveBeenCalledWith('walmart.com', false);
    await userEvent.click(
      canvas.getByRole('button', { name: fill(NEW_PROJECT_TEXT.removeLabel, { domain: 'walmart.com' }) }),
    );
    await expect(args.onRemoveCompetitor).toHaveBeenCalledWith('walmart.com');
  },
};

export const Loading: Story = {
  name: 'Suggestions loading',
  args: { site: SITE, suggestions: { kind: 'loading', site: SITE } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(fill(NEW_PROJECT_TEXT.suggestionsLoading, { site: SITE }))).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const NoData: Story = {
  name: 'No data for the site',
  args: { site: SITE, suggestions: { kind: 'noData', site: SITE } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(fill(NEW_PROJECT_TEXT.suggestionsNoData, { site: SITE }))).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const NoneFound: Story = {
  name: 'No competitors found',
  args: { site: SITE, suggestions: { kind: 'ready', site: SITE, rows: [], isDemoData: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(fill(NEW_PROJECT_TEXT.suggestionsNone, { site: SITE }))).toBeVisible();
    await expect(canvas.queryByText(NEW_PROJECT_TEXT.demoData)).toBeNull();
  },
};

export const Failed: Story = {
  name: 'Suggestions failed',
  args: { site: SITE, suggestions: { kind: 'failed', site: SITE } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(fill(NEW_PROJECT_TEXT.suggestionsFailed, { site: SITE }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: NEW_PROJECT_TEXT.retry }));
    await expect(args.onRetrySuggestions).toHaveBeenCalledOnce();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const Refusals: Story = {
  name: 'Refused competitors and fields to check',
  args: {
    site: 'acme',
    siteMessage: NEW_PROJECT_TEXT.siteInvalid,
    suggestions: { kind: 'ready', site: SITE, rows: SUGGESTIONS, isDemoData: true },
    competitors: ['wikipedia.org', 'rival.net'].slice(0, MAX_COMPETITORS),
    suggestionsMessage: fill(NEW_PROJECT_TEXT.overLimit, { domain: 'target.com', max: MAX_COMPETITORS }),
    competitorText: SITE,
    addMessage: fill(NEW_PROJECT_TEXT.ownSite, { domain: SITE }),
    summary: TEXT.checkFieldsInRed,
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEXT.checkFieldsInRed);
    await expect(canvas.getByRole('textbox', { name: NEW_PROJECT_TEXT.siteLabel })).toHaveAccessibleDescription(
      NEW_PROJECT_TEXT.siteInvalid,
    );
    await expect(canvas.getByRole('textbox', { name: NEW_PROJECT_TEXT.siteLabel })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: NEW_PROJECT_TEXT.addLabel })).toHaveAccessibleDescription(
      args.addMessage!,
    );
    await expect(canvas.getByText(args.suggestionsMessage!)).toBeVisible();
    await expect(
      canvas.getByText(fill(NEW_PROJECT_TEXT.chosenCount, { count: MAX_COMPETITORS, max: MAX_COMPETITORS })),
    ).toBeVisible();

    // Enter in the add field adds; it does not create the project.
    await userEvent.type(canvas.getByRole('textbox', { name: NEW_PROJECT_TEXT.addLabel }), '{Enter}');
    await expect(args.onAddCompetitor).toHaveBeenCalledOnce();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const NameTaken: Story = {
  name: 'Name taken',
  args: {
    site: SITE,
    suggestions: { kind: 'ready', site: SITE, rows: SUGGESTIONS, isDemoData: true },
    competitors: ['walmart.com'],
    showProjectName: true,
    projectName: SITE,
    projectNameMessage: TAKEN,
    summary: TAKEN,
  },
  play: async ({ args, canvas }) => {
    const name = canvas.getByRole('textbox', { name: NEW_PROJECT_TEXT.nameLabel });
    await expect(name).toHaveValue(SITE);
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(TAKEN);
    await expect(canvas.getByRole('alert')).toHaveTextContent(TAKEN);
    await userEvent.type(name, '2');
    await expect(args.onProjectNameChange).toHaveBeenCalledWith(`${SITE}2`);
  },
};

export const Creating: Story = {
  args: {
    site: SITE,
    suggestions: { kind: 'ready', site: SITE, rows: SUGGESTIONS, isDemoData: true },
    competitors: ['walmart.com'],
    isCreating: true,
  },
  play: async ({ args, canvas }) => {
    const create = canvas.getByRole('button', { name: NEW_PROJECT_TEXT.create });
    await expect(create).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(NEW_PROJECT_TEXT.creating)).toBeInTheDocument();
    await userEvent.click(create);
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};
