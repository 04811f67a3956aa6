import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ALL_PROJECTS_ID } from './panel/panelViews';
import { announceChange, useRefreshOnChange, type ProjectData } from './workspaceChanges';
import { resetStores } from '../../state/registry';

/** A view showing `data` of `projectId`, counting how often it was told to read again. */
function viewOf(data: ProjectData, projectId: string) {
  const refresh = vi.fn();
  const view = renderHook((props: { projectId: string }) => useRefreshOnChange(data, props.projectId, refresh), {
    initialProps: { projectId },
  });
  return { refresh, view };
}

describe('a change announced to the views showing a project', () => {
  beforeEach(() => resetStores());

  it('refreshes the view of that project and that data, once per change, never on mount', async () => {
    const { refresh } = viewOf('keywords', 'p1');
    expect(refresh).not.toHaveBeenCalled();
    await act(async () => announceChange('keywords', 'p1'));
    await act(async () => announceChange('keywords', 'p1'));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("leaves another project's view and another kind of data alone", async () => {
    const otherProject = viewOf('keywords', 'p2');
    const links = viewOf('links', 'p1');
    await act(async () => announceChange('keywords', 'p1'));
    expect(otherProject.refresh).not.toHaveBeenCalled();
    expect(links.refresh).not.toHaveBeenCalled();
  });

  it('refreshes the all-projects view for a change to any project', async () => {
    const { refresh } = viewOf('links', ALL_PROJECTS_ID);
    await act(async () => announceChange('links', 'p1'));
    await act(async () => announceChange('links', 'p2'));
    await act(async () => announceChange('keywords', 'p2'));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does not refresh when the view moves to another project (that is a read of its own)', async () => {
    await act(async () => announceChange('keywords', 'p2'));
    const { refresh, view } = viewOf('keywords', 'p1');
    view.rerender({ projectId: 'p2' });
    expect(refresh).not.toHaveBeenCalled();
    await act(async () => announceChange('keywords', 'p2'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
