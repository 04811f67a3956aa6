/** What the panel gives every view it mounts, and the shape of a folder's list of views. */
import type { ComponentType, LazyExoticComponent } from 'react';

import type { PanelParams, PanelView } from './panelViews';

export interface PanelViewProps {
  /** The view's params, read from the URL's msf parameters. */
  params: PanelParams;
}

/** The views one feature folder provides, loaded when first opened. */
export type PanelViewRegistry = Partial<Record<PanelView, LazyExoticComponent<ComponentType<PanelViewProps>>>>;
