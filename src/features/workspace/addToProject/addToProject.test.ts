import { describe, expect, it } from 'vitest';

import {
  activeTarget,
  addKeywordAccess,
  addUrlAccess,
  afterKeywordAdd,
  keywordAddRequest,
  linkDetailsLocation,
  NO_GROUP_OR_LABEL,
  pageNameOf,
  projectTarget,
} from './addToProject';
import { EMPTY_GUID } from '../../../lib/spec/identity';
import type { ImportOutcome } from '../keywords/keywordImport';
import { ALL_PROJECTS_ID } from '../panel/panelViews';

const USER_ID = '5d0f3a52-2a4e-4f6b-9e1c-1a2b3c4d5e6f';
const visitor = { isLoggedIn: false, userId: EMPTY_GUID, isFullUser: false };
const free = { isLoggedIn: true, userId: USER_ID, isFullUser: false };
const full = { isLoggedIn: true, userId: USER_ID, isFullUser: true };

const ACME = { id: 'b1f8d1c2-4e5a-4c3b-9d2e-7a6f5e4d3c2b', projectName: 'Acme', name: 'Acme', primaryDomainName: null };
const RIVAL = {
  id: 'c2f8d1c2-4e5a-4c3b-9d2e-7a6f5e4d3c2b',
  projectName: 'Rival',
  name: 'Rival',
  primaryDomainName: null,
};

const outcome = (isError: boolean, canUndo: boolean): ImportOutcome => ({
  kind: isError ? 'oneAlreadyActive' : 'oneAdded',
  message: '',
  isError,
  canUndo,
});

describe('who may add', () => {
  it('asks a visitor to log in or sign up, for a keyword and a URL', () => {
    expect(addKeywordAccess(visitor)).toBe('prompt');
    expect(addUrlAccess(visitor)).toBe('prompt');
    // A session with the anonymous id is a visitor too.
    expect(addKeywordAccess({ ...full, userId: EMPTY_GUID })).toBe('prompt');
  });

  it('shows a logged-in user who is not full the upsell for keywords, and adds their URLs', () => {
    expect(addKeywordAccess(free)).toBe('upsell');
    expect(addUrlAccess(free)).toBe('add');
  });

  it('adds for a full user', () => {
    expect(addKeywordAccess(full)).toBe('add');
    expect(addUrlAccess(full)).toBe('add');
  });
});

describe('projectTarget', () => {
  it('is NO_PROJECTS when the user has none', () => {
    expect(projectTarget([], ACME.id)).toEqual({ kind: 'noProjects' });
  });

  it('is the active project', () => {
    expect(projectTarget([ACME, RIVAL], RIVAL.id)).toEqual({ kind: 'project', project: RIVAL });
  });

  it('asks for a project when none is active, the all-projects bucket is, or the active one is gone', () => {
    expect(projectTarget([ACME], undefined)).toEqual({ kind: 'selectProject' });
    expect(projectTarget([ACME], ALL_PROJECTS_ID)).toEqual({ kind: 'selectProject' });
    expect(projectTarget([ACME], RIVAL.id)).toEqual({ kind: 'selectProject' });
  });
});

describe('activeTarget', () => {
  const groups = [{ groupHash: 'g1', name: 'Brand terms' }];
  const labels = [{ labelHash: 'l1', labelName: 'High priority' }];

  it('names the active group and label', () => {
    expect(activeTarget({ activeGroupHash: 'g1', activeLabelHash: undefined }, groups, labels)).toEqual({
      groupNames: ['Brand terms'],
      labelNames: [],
    });
    expect(activeTarget({ activeGroupHash: undefined, activeLabelHash: 'l1' }, groups, labels)).toEqual({
      groupNames: [],
      labelNames: ['High priority'],
    });
  });

  it('is neither with none active, and leaves out one that no longer exists', () => {
    expect(activeTarget({ activeGroupHash: undefined, activeLabelHash: undefined }, groups, labels)).toEqual(
      NO_GROUP_OR_LABEL,
    );
    expect(activeTarget({ activeGroupHash: 'gone', activeLabelHash: 'gone' }, groups, labels)).toEqual(
      NO_GROUP_OR_LABEL,
    );
  });
});

describe('keywordAddRequest', () => {
  it('adds the term to the project, and to the group or label by name', () => {
    expect(keywordAddRequest(ACME.id, 'seo tools', NO_GROUP_OR_LABEL)).toEqual({
      projectId: ACME.id,
      termCsv: 'seo tools',
    });
    expect(keywordAddRequest(ACME.id, 'seo tools', { groupNames: ['Brand'], labelNames: ['Top'] })).toEqual({
      projectId: ACME.id,
      termCsv: 'seo tools',
      groupNameCsv: 'Brand',
      labelNameCsv: 'Top',
    });
  });
});

describe('afterKeywordAdd', () => {
  it('offers undo and opens the keyword list after a success with no group or label active', () => {
    expect(afterKeywordAdd(outcome(false, true), NO_GROUP_OR_LABEL)).toEqual({
      offersUndo: true,
      opensKeywordList: true,
    });
  });

  it('stays on the page when the keyword went to a group or label', () => {
    expect(afterKeywordAdd(outcome(false, true), { groupNames: ['Brand'], labelNames: [] }).opensKeywordList).toBe(
      false,
    );
    expect(afterKeywordAdd(outcome(false, true), { groupNames: [], labelNames: ['Top'] }).opensKeywordList).toBe(false);
  });

  it('offers no undo and goes nowhere after a refused add', () => {
    expect(afterKeywordAdd(outcome(true, false), NO_GROUP_OR_LABEL)).toEqual({
      offersUndo: false,
      opensKeywordList: false,
    });
  });
});

describe('link details', () => {
  it('names the page like the link manager: host without www., path and query', () => {
    expect(pageNameOf('https://www.Blog.example.org/best-seo-tools?a=1')).toBe('blog.example.org/best-seo-tools?a=1');
    expect(pageNameOf('not a url')).toBe('not a url');
  });

  it('opens link details with domainId, projectId, urlId and urlName', () => {
    expect(linkDetailsLocation(ACME.id, { domainId: 88012, urlId: 530771 }, 'https://example.org/a')).toEqual({
      view: 'link-details',
      params: { domainId: '88012', projectId: ACME.id, urlId: '530771', urlName: 'example.org/a' },
    });
  });
});
