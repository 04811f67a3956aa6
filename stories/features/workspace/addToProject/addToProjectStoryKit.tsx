/**
 * What the add-button stories share: the shell's linkTo and the toaster around the button, the
 * seeded project and its keywords, the panel's active project, group or label, and a probe showing
 * where the URL puts the panel (the panel follows the URL's msf parameters).
 */
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { within } from 'storybook/test';

import { linkTo } from '../../../../src/app/linkTo';
import { LinkContext, type LinkBuilder } from '../../../../src/features/shell/links';
import { panelState, type PanelLocation } from '../../../../src/features/workspace/panel/panelState';
import { decodePanelLocation } from '../../../../src/features/workspace/panel/panelUrl';
import { ALL_PROJECTS_ID } from '../../../../src/features/workspace/panel/panelViews';
import { exampleSeedProjects, getMockDb } from '../../../../src/mocks/db';
import { userPreset } from '../../../../src/mocks/fixtures';
import { Toaster, toast } from '../../../../src/ui/Toasts/Toasts';

/** Acme Corp (with keywords, groups and labels) and Rival watch, as the mock db seeds them. */
const [ACME, RIVAL] = exampleSeedProjects();
export const PROJECT_ID = ACME?.id ?? '';
export const PROJECT_NAME = ACME?.projectName ?? '';
export const OTHER_PROJECT_NAME = RIVAL?.projectName ?? '';

export const stored = () => getMockDb().projects.get(PROJECT_ID);
/** The project holds the keyword (in `group` when one is named). */
export function projectHas(keyword: string, group?: string): boolean {
  const project = stored();
  const groupHash = [...(project?.groups.values() ?? [])].find((g) => g.name === group)?.groupHash;
  return [...(project?.keywords.values() ?? [])].some(
    (k) => k.keyword.toLowerCase() === keyword.toLowerCase() && (!group || k.groupHashes.has(groupHash ?? '')),
  );
}

/**
 * parameters.state: a user of each kind, and the panel's active project (by default the
 * all-projects bucket: no project chosen). Always both stores, as a story's parameters merge into
 * the meta's.
 */
export const userState = (preset: 'loggedOut' | 'free' | 'full', activeProjectId: string = ALL_PROJECTS_ID) => ({
  user: userPreset(preset),
  workspacePanel: { activeProjectId },
});

/** parameters.activeGroup / activeLabel: a seeded group or label of Acme Corp made the panel's active one. */
interface ActiveParameters {
  activeGroup?: string;
  activeLabel?: string;
}

function PanelProbe() {
  const { search } = useLocation();
  return <p data-testid="panel-url">{search}</p>;
}

/** Where the URL puts the panel now (null: closed). */
export function panelLocation(canvas: HTMLElement): PanelLocation | null {
  return decodePanelLocation(new URLSearchParams(within(canvas).getByTestId('panel-url').textContent ?? ''));
}

/**
 * The app shell's linkTo and the toaster, which the button finds around it in the app, a probe of
 * the URL, and the active group or label the story names (set after the loader seeded the db).
 */
export const withAddShell: Decorator = (Story, { parameters }) => {
  const active = parameters as ActiveParameters;
  return <AddShell active={active} story={<Story />} />;
};

function AddShell({ active, story }: { active: ActiveParameters; story: ReactNode }) {
  useState(() => {
    // Toasts live in one store for the page: an alert of the story before must not show here.
    toast.dismiss();
    const project = stored();
    if (active.activeGroup)
      panelState.activeGroupHash = [...(project?.groups.values() ?? [])].find(
        (g) => g.name === active.activeGroup,
      )?.groupHash;
    if (active.activeLabel)
      panelState.activeLabelHash = [...(project?.labels.values() ?? [])].find(
        (l) => l.labelName === active.activeLabel,
      )?.labelHash;
  });
  return (
    <LinkContext.Provider value={linkTo as LinkBuilder}>
      {story}
      <PanelProbe />
      <Toaster />
    </LinkContext.Provider>
  );
}
