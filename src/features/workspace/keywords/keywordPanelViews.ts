/** The panel views of keywords, groups and labels (doc 2 §2), loaded when first opened. */
import type { PanelViewRegistry } from '../panel/panelViewProps';

export const KEYWORD_PANEL_VIEWS: PanelViewRegistry = {};
