/**
 * What a panel view may ask of the panel (doc 2 §4 "Panel open and close"): where it is, and how
 * to go elsewhere. The panel (WorkspacePanel) provides it; stories provide a recording one
 * (stories/features/workspace/withPanel.tsx), so a view never depends on how the panel stores it.
 */
import { createContext, useContext } from 'react';

import type { PanelParams, PanelView } from './panelViews';

export interface PanelNavigateOptions {
  /** doc 2 §4 — navigating adds a history entry unless told not to. */
  skipHistory?: boolean;
}

export interface PanelNavigation {
  view: PanelView;
  params: PanelParams;
  /** The active project (the all-projects id counts as one), group and label (doc 2 §4). */
  activeProjectId: string | undefined;
  activeGroupHash: string | undefined;
  activeLabelHash: string | undefined;
  navigate(view: PanelView, params?: PanelParams, options?: PanelNavigateOptions): void;
  /** Browser back, only while the panel is open (doc 2 §4). */
  back(): void;
  close(): void;
}

export const PanelContext = createContext<PanelNavigation | null>(null);

export function usePanel(): PanelNavigation {
  const panel = useContext(PanelContext);
  if (!panel) throw new Error('usePanel: a panel view must render inside the WorkspacePanel');
  return panel;
}
