/** The panel views of the outreach tree (websites, links, contacts, imports, history; doc 2 §2), loaded when first opened. */
import type { PanelViewRegistry } from '../panel/panelViewProps';

export const OUTREACH_PANEL_VIEWS: PanelViewRegistry = {};
