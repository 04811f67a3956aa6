import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ACME, PROJECTS, RIVAL } from './panelStoryKit';
import { PANEL_TEXT } from '../../../../src/features/workspace/panel/panelTexts';
import {
  SelectProjectModal,
  SelectProjectModalView,
} from '../../../../src/features/workspace/panel/SelectProjectModal';
import { fill, UI_TEXT } from '../../../../src/lib/spec/text';
import { panelArrivedAt, withPanel } from '../withPanel';

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: UI_TEXT.selectProjectTitle });

const meta = {
  title: 'Workspace / Panel / Select-project modal',
  component: SelectProjectModalView,
  args: {
    isOpen: true,
    load: 'ready',
    projects: PROJECTS,
    search: '',
    onSearchChange: fn(),
    selectedId: null,
    onSelectedChange: fn(),
    onCancel: fn(),
    onSubmit: fn(),
    onCreate: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SelectProjectModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  name: 'Projects to pick',
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('button', { name: UI_TEXT.submit })).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: new RegExp(RIVAL.projectName) }));
    await expect(args.onSelectedChange).toHaveBeenCalledWith(RIVAL.id);
    await userEvent.click(dialog.getByRole('button', { name: UI_TEXT.cancel }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const NoMatch: Story = {
  name: 'Search matches nothing',
  args: { search: 'Globex' },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByText(PANEL_TEXT.noProjectsMatch)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: fill(PANEL_TEXT.createNamed, { name: 'Globex' }) }));
    await expect(args.onCreate).toHaveBeenCalledWith('Globex');
  },
};

export const Loading: Story = {
  args: { load: 'loading', projects: [] },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('status')).toHaveTextContent(PANEL_TEXT.loading);
  },
};

export const Failed: Story = {
  name: 'Error with Retry',
  args: { load: 'failed', projects: [] },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: PANEL_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The connected modal inside the panel: search, pick, Submit opens the project's keyword list. */
export const PicksInsidePanel: StoryObj<typeof SelectProjectModal> = {
  name: 'Connected: pick a project',
  render: () => <SelectProjectModal isOpen onClose={fn()} />,
  decorators: [withPanel('keyword-list')],
  play: async ({ canvas, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.type(dialog.getByRole('textbox', { name: PANEL_TEXT.searchProjects }), 'acme');
    await userEvent.click(await dialog.findByRole('radio', { name: new RegExp(ACME.projectName) }));
    await expect(dialog.queryByRole('radio', { name: new RegExp(RIVAL.projectName) })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: UI_TEXT.submit }));
    await expect(await canvas.findByText(panelArrivedAt('keyword-list', { projectId: ACME.id }))).toBeVisible();
  },
};

function UrlProbe() {
  const { search } = useLocation();
  return <p>URL query: {search}</p>;
}

/** Outside the panel (a research page's add button) the modal moves the panel through the URL. */
export const CreatesOutsidePanel: StoryObj<typeof SelectProjectModal> = {
  name: 'Connected: create with the typed name, outside the panel',
  render: function Render() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <SelectProjectModal isOpen={open} onClose={() => setOpen(false)} />
        <UrlProbe />
      </>
    );
  },
  parameters: { router: { initialEntry: '/seo/overview?query=acme.com' } },
  play: async ({ canvas, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.type(dialog.getByRole('textbox', { name: PANEL_TEXT.searchProjects }), 'Globex');
    await userEvent.click(
      await dialog.findByRole('button', { name: fill(PANEL_TEXT.createNamed, { name: 'Globex' }) }),
    );
    await expect(await canvas.findByText('URL query: ?query=acme.com&msf=create-project&msfName=Globex')).toBeVisible();
  },
};
