import type { Decorator } from '@storybook/react-vite';
import { useMemo, useState } from 'react';

import { PanelContext, type PanelNavigation } from '../../../src/features/workspace/panel/panelContext';
import type { PanelParams, PanelView } from '../../../src/features/workspace/panel/panelViews';

/** The text the probe shows once a view has navigated: 'Panel at keyword-list {"projectId":"…"}'. */
export const panelArrivedAt = (view: PanelView, params: PanelParams = {}) =>
  `Panel at ${view} ${JSON.stringify(params)}`;

/**
 * Renders a panel view inside a recording PanelContext: the story's view stays on screen until
 * it navigates; then a probe shows where it went (panelArrivedAt), so a play function can assert
 * the navigation without the whole panel. Closing shows 'Panel closed'.
 */
export function withPanel(view: PanelView, params: PanelParams = {}): Decorator {
  return function Panel(Story) {
    const [at, setAt] = useState<{ view: PanelView; params: PanelParams } | 'closed' | null>(null);
    const navigation = useMemo<PanelNavigation>(
      () => ({
        view,
        params,
        activeProjectId: params.projectId,
        activeGroupHash: params.groupHash,
        activeLabelHash: params.labelHash,
        navigate: (next, nextParams = {}) => setAt({ view: next, params: nextParams }),
        back: () => setAt('closed'),
        close: () => setAt('closed'),
      }),
      [],
    );
    if (at === 'closed') return <p>Panel closed</p>;
    if (at) return <p>{panelArrivedAt(at.view, at.params)}</p>;
    return (
      <PanelContext.Provider value={navigation}>
        <Story />
      </PanelContext.Provider>
    );
  };
}
