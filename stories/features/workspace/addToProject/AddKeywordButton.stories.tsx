import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import {
  OTHER_PROJECT_NAME,
  PROJECT_ID,
  PROJECT_NAME,
  panelLocation,
  projectHas,
  userState,
  withAddShell,
} from './addToProjectStoryKit';
import { SIGN_UP_PROMPT_TEXT } from '../../../../src/features/shell/paywallTexts';
import { AddKeywordButton } from '../../../../src/features/workspace/addToProject/AddKeywordButton';
import { ADD_TO_PROJECT_TEXT } from '../../../../src/features/workspace/addToProject/addToProjectTexts';
import { KEYWORD_TEXT } from '../../../../src/features/workspace/keywords/keywordTexts';
import { PANEL_TEXT } from '../../../../src/features/workspace/panel/panelTexts';
import { WorkspacePanel } from '../../../../src/features/workspace/panel/WorkspacePanel';
import { INFERRED_TEXT, TEXT, UI_TEXT, fill } from '../../../../src/lib/spec/text';
import { getMockDb } from '../../../../src/mocks/db';

const NEW_TERM = 'rank checker api';
const SEEDED_TERM = 'seo tools';

const addButton = (term = NEW_TERM) =>
  screen.getByRole('button', { name: fill(ADD_TO_PROJECT_TEXT.addKeyword, { term }) });
const undoButton = (term = NEW_TERM) =>
  screen.findByRole('button', { name: fill(ADD_TO_PROJECT_TEXT.undoKeyword, { term }) });

const meta = {
  title: 'Workspace/Add to project/Add keyword',
  component: AddKeywordButton,
  // The first undo confirmation ("Alright, you're the boss. Undoing...").
  args: { term: NEW_TERM, random: () => 0 },
  render: (args) => (
    <p style={{ padding: 'var(--space-6)' }}>
      {args.term} <AddKeywordButton {...args} />
    </p>
  ),
  decorators: [withAddShell],
  parameters: { state: userState('full', PROJECT_ID), mockDb: { user: 'full' } },
} satisfies Meta<typeof AddKeywordButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  name: 'Logged out (the login/sign-up prompt)',
  parameters: { state: userState('loggedOut'), mockDb: { user: 'loggedOut' } },
  play: async () => {
    await userEvent.click(addButton());
    const dialog = within(await screen.findByRole('dialog', { name: SIGN_UP_PROMPT_TEXT.heading }));
    await expect(dialog.getByRole('tab', { name: UI_TEXT.signUp })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByText(UI_TEXT.noCreditCardRequired)).toBeVisible();
    await expect(projectHas(NEW_TERM)).toBe(false);
  },
};

export const FullUserAdds: Story = {
  name: 'Full user adds (keyword list opens), then Undo',
  play: async ({ canvasElement }) => {
    await userEvent.click(addButton());
    await expect(
      await screen.findByText(fill(TEXT.addedToProject, { subject: `"${NEW_TERM}"`, project: PROJECT_NAME })),
    ).toBeVisible();
    await expect(projectHas(NEW_TERM)).toBe(true);
    // No group or label active: the panel shows the project's keyword list.
    await waitFor(() =>
      expect(panelLocation(canvasElement)).toEqual({ view: 'keyword-list', params: { projectId: PROJECT_ID } }),
    );
    await userEvent.click(await undoButton());
    await expect(await screen.findByText(TEXT.undoMessages[0])).toBeVisible();
    await expect(projectHas(NEW_TERM)).toBe(false);
    await expect(addButton()).toBeVisible();
  },
};

export const WithActiveGroup: Story = {
  name: 'With an active group (added to it, the page stays)',
  parameters: { activeGroup: 'Brand terms' },
  play: async ({ canvasElement }) => {
    await userEvent.click(addButton());
    await expect(
      await screen.findByText(
        fill(TEXT.addedToProject, { subject: `"${NEW_TERM}"`, project: PROJECT_NAME }) +
          fill(TEXT.keywordAlreadyExistsGroupSuffix, { group: 'Brand terms' }),
      ),
    ).toBeVisible();
    await expect(projectHas(NEW_TERM, 'Brand terms')).toBe(true);
    await expect(await undoButton()).toBeVisible();
    await expect(panelLocation(canvasElement)).toBeNull();
  },
};

export const WithActiveLabel: Story = {
  name: 'With an active label (added with it)',
  parameters: { activeLabel: 'High priority' },
  play: async ({ canvasElement }) => {
    await userEvent.click(addButton());
    await expect(
      await screen.findByText(
        fill(TEXT.addedToProject, { subject: `"${NEW_TERM}"`, project: PROJECT_NAME }) +
          fill(INFERRED_TEXT.labelSuffix, { label: 'High priority' }),
      ),
    ).toBeVisible();
    const label = [...(getMockDb().projects.get(PROJECT_ID)?.labels.values() ?? [])].find(
      (l) => l.labelName === 'High priority',
    );
    const added = [...(getMockDb().projects.get(PROJECT_ID)?.keywords.values() ?? [])].find(
      (k) => k.keyword === NEW_TERM,
    );
    await expect(added?.labelHashes.has(label?.labelHash ?? '')).toBe(true);
    await expect(panelLocation(canvasElement)).toBeNull();
  },
};

export const AlreadyInProject: Story = {
  name: 'Already in the project (no undo)',
  args: { term: SEEDED_TERM },
  play: async () => {
    await userEvent.click(addButton(SEEDED_TERM));
    await expect(
      await screen.findByText(fill(TEXT.keywordAlreadyExists, { kw: SEEDED_TERM, project: PROJECT_NAME })),
    ).toBeVisible();
    await expect(addButton(SEEDED_TERM)).toBeVisible();
  },
};

export const NoProjects: Story = {
  name: 'No projects (create-project opens)',
  parameters: { mockDb: { user: 'full', projects: 'none' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(addButton());
    await waitFor(() => expect(panelLocation(canvasElement)).toEqual({ view: 'create-project', params: {} }));
  },
};

export const NoProjectChosen: Story = {
  name: 'No project chosen (select-project modal, then added)',
  parameters: { state: userState('full') },
  play: async ({ canvasElement }) => {
    await userEvent.click(addButton());
    const dialog = within(await screen.findByRole('dialog', { name: UI_TEXT.selectProjectTitle }));
    await userEvent.click(await dialog.findByRole('radio', { name: new RegExp(PROJECT_NAME) }));
    await expect(dialog.getByRole('radio', { name: new RegExp(OTHER_PROJECT_NAME) })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: UI_TEXT.submit }));
    await expect(
      await screen.findByText(fill(TEXT.addedToProject, { subject: `"${NEW_TERM}"`, project: PROJECT_NAME })),
    ).toBeVisible();
    await waitFor(() =>
      expect(panelLocation(canvasElement)).toEqual({ view: 'keyword-list', params: { projectId: PROJECT_ID } }),
    );
  },
};

export const NonFullUser: Story = {
  name: 'Non-full user (the panel opens on its upsell)',
  parameters: { state: userState('free'), mockDb: { user: 'free' } },
  render: (args) => (
    <>
      <p style={{ padding: 'var(--space-6)' }}>
        {args.term} <AddKeywordButton {...args} />
      </p>
      <WorkspacePanel />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(addButton());
    const panel = within(await screen.findByRole('complementary', { name: PANEL_TEXT.panelLabel }));
    await expect(await panel.findByRole('heading', { name: UI_TEXT.panelUpsellTitle })).toBeVisible();
    await expect(panel.getByText(UI_TEXT.panelUpsellPrice)).toBeVisible();
    await expect(panel.getByRole('link', { name: UI_TEXT.upgradeNow })).toBeVisible();
    await expect(panelLocation(canvasElement)?.view).toBe('projects');
    await expect(projectHas(NEW_TERM)).toBe(false);
    await expect(screen.queryByRole('button', { name: KEYWORD_TEXT.undo })).toBeNull();
  },
};
