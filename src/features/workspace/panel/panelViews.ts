/**
 * The side panel's views and their params (doc 2 §2 "Panel views"). The one list every part of the
 * panel reads: the URL mirror, the open/close rules, the view registry and the views themselves.
 */
import { EMPTY_GUID } from '../../../lib/spec/identity';

export const PANEL_VIEWS = [
  'groups',
  'group-details',
  'projects',
  'create-project',
  'edit-project',
  'keyword-details',
  'keyword-list',
  'keyword-import',
  'labels',
  'label-details',
  'websites',
  'website-details',
  'outreach-import',
  'links',
  'link-details',
  'contacts',
  'contacts-details',
  'import-progress',
  'history',
] as const;
export type PanelView = (typeof PANEL_VIEWS)[number];

/** doc 2 §2 — the views that work without a real project (the all-projects state). */
export const ALL_PROJECTS_VIEWS: ReadonlySet<PanelView> = new Set<PanelView>([
  'projects',
  'create-project',
  'edit-project',
  'websites',
  'website-details',
  'outreach-import',
  'links',
  'link-details',
  'contacts',
  'contacts-details',
  'history',
]);

/** doc 2 §2 — the all-projects bucket is the empty id (all zeros), treated as the active project. */
export const ALL_PROJECTS_ID = EMPTY_GUID;

/**
 * A view's params, all strings because they live in the URL query (prefixed 'msf', doc 2 §2).
 * doc 2 names: projects → projectId; create-project → name; keyword-list → projectId;
 * group-details → projectId, groupHash, groupName; link-details → domainId, projectId, urlId,
 * urlName. The others are ours: label-details → projectId, labelHash, labelName; keyword-details →
 * projectId, termId, keyword; website-details → projectId, domainId, domainName; contacts-details →
 * projectId, domainId; import-progress → projectId, importId.
 */
export interface PanelParams {
  projectId?: string;
  name?: string;
  groupHash?: string;
  groupName?: string;
  labelHash?: string;
  labelName?: string;
  termId?: string;
  keyword?: string;
  domainId?: string;
  domainName?: string;
  urlId?: string;
  urlName?: string;
  importId?: string;
}

export const isPanelView = (value: string | null | undefined): value is PanelView =>
  (PANEL_VIEWS as readonly string[]).includes(value ?? '');
