import { describe, expect, it } from 'vitest';

import { PANEL_NOT_FOUND, type PanelLocation } from './panelState';
import { decodePanelLocation, panelHref, panelUrlKey, withPanelLocation } from './panelUrl';
import { ALL_PROJECTS_ID } from './panelViews';

const PROJECT = 'b1f8d1c2-4e5a-4c3b-9d2e-7a6f5e4d3c2b';

describe('the panel in the URL', () => {
  it('prefixes every param with msf and a capital letter', () => {
    expect(panelUrlKey('projectId')).toBe('msfProjectId');
    expect(panelUrlKey('groupHash')).toBe('msfGroupHash');
  });

  it('writes the view and its params, and reads them back the same', () => {
    const locations: PanelLocation[] = [
      { view: 'projects', params: { projectId: ALL_PROJECTS_ID } },
      { view: 'create-project', params: { name: 'Acme & Co / "new"' } },
      { view: 'group-details', params: { projectId: PROJECT, groupHash: 'g7f3a9c2', groupName: 'Brand terms' } },
      {
        view: 'link-details',
        params: { domainId: '12', projectId: PROJECT, urlId: '7', urlName: 'https://a.com/?x=1' },
      },
      { view: 'history', params: {} },
    ];
    for (const location of locations) {
      const search = withPanelLocation(new URLSearchParams(), location);
      expect(decodePanelLocation(new URLSearchParams(search.toString()))).toEqual(location);
    }
    expect(withPanelLocation(new URLSearchParams(), locations[2]!).toString()).toBe(
      `msf=group-details&msfProjectId=${PROJECT}&msfGroupHash=g7f3a9c2&msfGroupName=Brand+terms`,
    );
  });

  it('keeps the page’s own parameters and replaces the old panel ones', () => {
    const search = new URLSearchParams(`query=acme.com&msf=group-details&msfGroupHash=g1&msfProjectId=${PROJECT}`);
    const next = withPanelLocation(search, { view: 'keyword-list', params: { projectId: PROJECT } });
    expect(next.toString()).toBe(`query=acme.com&msf=keyword-list&msfProjectId=${PROJECT}`);
  });

  it('is closed without msf, and closing removes every msf parameter', () => {
    expect(decodePanelLocation(new URLSearchParams('query=acme.com'))).toBeNull();
    expect(decodePanelLocation(new URLSearchParams('msf='))).toBeNull();
    const open = new URLSearchParams(`query=acme.com&msf=projects&msfProjectId=${PROJECT}&msfName=x`);
    expect(withPanelLocation(open, null).toString()).toBe('query=acme.com');
  });

  it('reads an unknown view as the 404 placeholder', () => {
    expect(decodePanelLocation(new URLSearchParams('msf=nowhere&msfProjectId=1'))).toEqual({
      view: PANEL_NOT_FOUND,
      params: { projectId: '1' },
    });
  });

  it('leaves out empty params and ignores unknown msf-looking ones', () => {
    const search = withPanelLocation(new URLSearchParams('msfOther=1'), {
      view: 'projects',
      params: { projectId: '' },
    });
    expect(search.toString()).toBe('msfOther=1&msf=projects');
    expect(decodePanelLocation(search)).toEqual({ view: 'projects', params: {} });
    expect(panelHref(new URLSearchParams('a=1'), { view: 'projects', params: {} })).toBe('?a=1&msf=projects');
  });
});
