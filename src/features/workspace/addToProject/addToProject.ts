/**
 * The add buttons' rules (doc 2 §4 "Add-keyword button", "Add-URL button", "Keyword import"; §6
 * roles), free of the DOM: who may add what, which project an add goes to, the active group and
 * label it also goes to, what follows an add, and the panel location a page's link details are at.
 * The outcome of a keyword add and its message are the keyword import's (../keywords/keywordImport).
 */
import type { components } from '../../../api/schema.gen';
import { isSignedIn } from '../../../state/user';
import type { ImportOutcome } from '../keywords/keywordImport';
import { isRealProject, type PanelLocation } from '../panel/panelState';

type Project = components['schemas']['Project'];
type KeywordImportRequest = components['schemas']['KeywordImportRequest'];
type PageUrlImportResponse = components['schemas']['PageUrlImportResponse'];

export interface AddingUser {
  isLoggedIn: boolean;
  userId: string | null | undefined;
  isFullUser: boolean;
}

/** What the button does when pressed: the login/sign-up prompt, the panel's upsell, or the add. */
export type AddAccess = 'prompt' | 'upsell' | 'add';

/** doc 2 §4, §6 — logged out: the prompt; logged in but not full: the upsell; full: the keyword is added. */
export function addKeywordAccess(user: AddingUser): AddAccess {
  if (!isSignedIn(user)) return 'prompt';
  return user.isFullUser ? 'add' : 'upsell';
}

/** doc 2 §4, §6 — logged out: the prompt; any logged-in user (full or not) may add a URL. */
export function addUrlAccess(user: AddingUser): Exclude<AddAccess, 'upsell'> {
  return isSignedIn(user) ? 'add' : 'prompt';
}

/** Where an add goes: nowhere yet (no projects: create one; none chosen: pick one), or a project. */
export type ProjectTarget = { kind: 'noProjects' } | { kind: 'selectProject' } | { kind: 'project'; project: Project };

/**
 * doc 2 §4 "Keyword import" — with no projects the add is refused (NO_PROJECTS: create-project);
 * with no real project active (none, the all-projects bucket, or one deleted since) the
 * select-project modal opens (NO_PROJECT_SELECTED); else the active project.
 */
export function projectTarget(projects: readonly Project[], activeProjectId: string | undefined): ProjectTarget {
  if (projects.length === 0) return { kind: 'noProjects' };
  const project = isRealProject(activeProjectId) ? projects.find((p) => p.id === activeProjectId) : undefined;
  return project ? { kind: 'project', project } : { kind: 'selectProject' };
}

/** The group and label names an added keyword also goes to. */
export interface AddTarget {
  groupNames: string[];
  labelNames: string[];
}

export const NO_GROUP_OR_LABEL: AddTarget = { groupNames: [], labelNames: [] };

/**
 * doc 2 §4 — the active group and label by name (the import takes names): the panel holds their
 * hashes; one that no longer exists is left out rather than created again by the import.
 */
export function activeTarget(
  active: { activeGroupHash: string | undefined; activeLabelHash: string | undefined },
  groups: readonly { groupHash: string; name: string }[],
  labels: readonly { labelHash: string; labelName: string }[],
): AddTarget {
  const group = active.activeGroupHash ? groups.find((g) => g.groupHash === active.activeGroupHash) : undefined;
  const label = active.activeLabelHash ? labels.find((l) => l.labelHash === active.activeLabelHash) : undefined;
  return { groupNames: group ? [group.name] : [], labelNames: label ? [label.labelName] : [] };
}

export const hasGroupOrLabel = (target: AddTarget) => target.groupNames.length > 0 || target.labelNames.length > 0;

/** The import request that adds one keyword to a project (and the active group or label). */
export function keywordAddRequest(projectId: string, term: string, target: AddTarget): KeywordImportRequest {
  return {
    projectId,
    termCsv: term,
    ...(target.groupNames.length > 0 ? { groupNameCsv: target.groupNames.join(',') } : {}),
    ...(target.labelNames.length > 0 ? { labelNameCsv: target.labelNames.join(',') } : {}),
  };
}

export interface AfterKeywordAdd {
  /** The button turns into Undo (a success; refused adds offer no undo). */
  offersUndo: boolean;
  /** doc 2 §4 — after adding with no group or label active, the user is taken to the keyword list. */
  opensKeywordList: boolean;
}

export function afterKeywordAdd(outcome: ImportOutcome, target: AddTarget): AfterKeywordAdd {
  return {
    offersUndo: outcome.canUndo,
    opensKeywordList: !outcome.isError && !hasGroupOrLabel(target),
  };
}

/** A page's name as the link manager names it: the host without 'www.', then the path and query. */
export function pageNameOf(fullUrl: string): string {
  try {
    const url = new URL(fullUrl);
    return `${url.hostname.toLowerCase().replace(/^www\./, '')}${url.pathname}${url.search}`;
  } catch {
    return fullUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  }
}

/** doc 2 §2, §4 — View opens link details with domainId, projectId, urlId and urlName. */
export function linkDetailsLocation(projectId: string, ids: PageUrlImportResponse, fullUrl: string): PanelLocation {
  return {
    view: 'link-details',
    params: { domainId: String(ids.domainId), projectId, urlId: String(ids.urlId), urlName: pageNameOf(fullUrl) },
  };
}
