import { describe, expect, it } from 'vitest';

import { PANEL_URL_PREFIX, panelLinkSearch, panelParamKey } from './panelLink';

const PROJECT = 'b1f8d1c2-4e5a-4c3b-9d2e-7a6f5e4d3c2b';

describe('a link that opens the workspace panel', () => {
  it('names the view with the msf prefix and capitalises each param after it', () => {
    expect(PANEL_URL_PREFIX).toBe('msf');
    expect(panelParamKey('projectId')).toBe('msfProjectId');
    expect(panelLinkSearch('keyword-list', { projectId: PROJECT })).toBe(`?msf=keyword-list&msfProjectId=${PROJECT}`);
  });

  it('opens a view without params, and leaves empty params out', () => {
    expect(panelLinkSearch('create-project')).toBe('?msf=create-project');
    expect(panelLinkSearch('create-project', { name: '' })).toBe('?msf=create-project');
  });

  it('encodes values', () => {
    expect(new URLSearchParams(panelLinkSearch('create-project', { name: 'Acme & Co / "new"' })).get('msfName')).toBe(
      'Acme & Co / "new"',
    );
  });
});
