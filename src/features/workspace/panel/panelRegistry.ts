/**
 * Every panel view the panel can mount: its own (projects, create-project, edit-project) with the
 * keyword and outreach folders' lists. A view no list has yet shows the 404 placeholder.
 */
import { lazy } from 'react';

import type { PanelViewRegistry } from './panelViewProps';
import { KEYWORD_PANEL_VIEWS } from '../keywords/keywordPanelViews';
import { OUTREACH_PANEL_VIEWS } from '../outreach/outreachPanelViews';

export const CORE_PANEL_VIEWS: PanelViewRegistry = {
  projects: lazy(() => import('./ProjectsScreen').then((m) => ({ default: m.ProjectsScreen }))),
  'create-project': lazy(() => import('./CreateProjectScreen').then((m) => ({ default: m.CreateProjectScreen }))),
  'edit-project': lazy(() => import('./EditProjectScreen').then((m) => ({ default: m.EditProjectScreen }))),
};

export const PANEL_REGISTRY: PanelViewRegistry = {
  ...KEYWORD_PANEL_VIEWS,
  ...OUTREACH_PANEL_VIEWS,
  ...CORE_PANEL_VIEWS,
};
