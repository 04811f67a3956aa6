/** The panel views of the outreach tree (websites, links, contacts, imports, history; doc 2 §2), loaded when first opened. */
import { lazy } from 'react';

import type { PanelViewRegistry } from '../panel/panelViewProps';

export const OUTREACH_PANEL_VIEWS: PanelViewRegistry = {
  links: lazy(() => import('./LinksScreen')),
  'link-details': lazy(() => import('./LinkDetailsScreen')),
  contacts: lazy(() => import('./contacts/ContactsScreen')),
  'contacts-details': lazy(() => import('./contacts/ContactDetailsScreen')),
  history: lazy(() => import('./history/HistoryScreen')),
  websites: lazy(() => import('./websites/WebsitesScreen')),
  'website-details': lazy(() => import('./websites/WebsiteDetailsScreen')),
  'outreach-import': lazy(() => import('./import/OutreachImportScreen')),
  'import-progress': lazy(() => import('./import/ImportProgressScreen')),
};
