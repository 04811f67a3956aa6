/** The panel views of keywords, groups and labels (doc 2 §2), loaded when first opened. */
import { lazy } from 'react';

import type { PanelViewRegistry } from '../panel/panelViewProps';

export const KEYWORD_PANEL_VIEWS: PanelViewRegistry = {
  'keyword-list': lazy(() => import('./KeywordListScreen')),
  'keyword-details': lazy(() => import('./KeywordDetailsScreen')),
  'keyword-import': lazy(() => import('./KeywordImportScreen')),
  groups: lazy(() => import('./GroupsScreen')),
  'group-details': lazy(() => import('./GroupDetailsScreen')),
  labels: lazy(() => import('./LabelsScreen')),
  'label-details': lazy(() => import('./LabelDetailsScreen')),
};
