/**
 * The user's projects as the panel holds them: loaded once by WorkspacePanel (it shows only after
 * they have loaded, doc 2 §2) and reloaded by a view that changed them, so the selector follows.
 * Also the rules the project views share: the all-projects bucket, and a failed save's messages.
 */
import { createContext, useContext } from 'react';

import { ALL_PROJECTS_ID } from './panelViews';
import { ApiError } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { UI_TEXT } from '../../../lib/spec/text';

export type Project = components['schemas']['Project'];

export interface PanelProjects {
  projects: readonly Project[];
  reload(): void;
}

export const PanelProjectsContext = createContext<PanelProjects | null>(null);

/** The panel's projects, or null outside the panel (a view's story): the view then loads its own. */
export const usePanelProjects = () => useContext(PanelProjectsContext);

/** doc 2 §2 — the all-projects bucket: the empty id, listed with the user's projects. */
export const ALL_PROJECTS_BUCKET: Project = {
  id: ALL_PROJECTS_ID,
  projectName: UI_TEXT.allProjects,
  name: UI_TEXT.allProjects,
  primaryDomainName: null,
};

/** The project a panel id names: a real one, the all-projects bucket, or undefined. */
export function projectById(projects: readonly Project[], projectId: string | undefined): Project | undefined {
  if (projectId === ALL_PROJECTS_ID) return ALL_PROJECTS_BUCKET;
  return projects.find((project) => project.id === projectId);
}

export type ProjectField = 'projectName' | 'primaryDomainName';

export interface ProjectSaveFailure {
  /** For the form's alert. */
  message: string;
  fields: Partial<Record<ProjectField, string>>;
}

/**
 * A refused create or edit: a 400 names its fields (`query.projectName`), their messages go under
 * them; a duplicate name (409) belongs under the name; anything else is the fallback text.
 */
export function projectSaveFailure(error: unknown, fallback: string): ProjectSaveFailure {
  if (!(error instanceof ApiError)) return { message: fallback, fields: {} };
  if (error.status === 400) {
    const fields: Partial<Record<ProjectField, string>> = {};
    const others: string[] = [];
    for (const { field, message } of error.fields) {
      const name = (['projectName', 'primaryDomainName'] as const).find((f) => field === `query.${f}`);
      if (name) fields[name] ??= message;
      else others.push(message);
    }
    return { message: others.join(' ') || error.message || fallback, fields };
  }
  if (error.status === 409) return { message: error.message, fields: { projectName: error.message } };
  return { message: error.message || fallback, fields: {} };
}
