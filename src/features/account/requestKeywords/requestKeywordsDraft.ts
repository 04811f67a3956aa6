/**
 * A keyword request while its three steps are gone through: kept in the tab's sessionStorage per
 * user (like the onboarding draft), so a reload, the browser's back button or a step's own URL
 * never loses what was typed or chosen, and another login in the same tab starts afresh.
 */

/** A project as the flow remembers it: enough to name it and to import into it. */
export interface ProjectRef {
  id: string;
  name: string;
}

/** Where the keywords go: a project created in step 2, or one the user has (confirmed in step 3). */
export type RequestTarget = 'new' | 'existing';

/** A finished request: the project that has the keywords, and the import's message. */
export interface FinishedRequest {
  project: ProjectRef;
  message: string;
}

export interface RequestKeywordsDraft {
  /** What step 1's field holds, as typed. */
  keywordsText: string;
  /** The keywords of the request the server took (step 1 done); empty until then. */
  requested: string[];
  /** How many of them the server newly queued (the others were requested before). */
  addedCount: number;
  target: RequestTarget;
  /** The new project's name and domain, as typed. */
  projectName: string;
  domain: string;
  /** A project step 2 created whose import did not finish: trying again imports into it, not into another. */
  createdProject: ProjectRef | null;
  /** The project chosen in step 2, to confirm in step 3. */
  existingProject: ProjectRef | null;
  /** Set once the keywords are in a project (step 3 shows it). */
  finished: FinishedRequest | null;
}

export const EMPTY_REQUEST_DRAFT: RequestKeywordsDraft = {
  keywordsText: '',
  requested: [],
  addedCount: 0,
  target: 'new',
  projectName: '',
  domain: '',
  createdProject: null,
  existingProject: null,
  finished: null,
};

export type RequestStep = 1 | 2 | 3;

/**
 * The step to send the user back to when `step` is opened without what it needs (a step's URL
 * opened directly, a reload after the draft was cleared): step 2 needs a request the server took,
 * step 3 a project chosen in step 2 or a finished request. Null when the step can be shown.
 */
export function stepToReturnTo(step: RequestStep, draft: RequestKeywordsDraft): RequestStep | null {
  if (step === 3 && draft.finished) return null;
  if (step >= 2 && draft.requested.length === 0) return 1;
  if (step === 3 && (draft.target !== 'existing' || !draft.existingProject)) return 2;
  return null;
}

/** The draft a step starts from: a new request after a finished one starts with an empty form. */
export function draftForStep(step: RequestStep, draft: RequestKeywordsDraft): RequestKeywordsDraft {
  return step === 1 && draft.finished ? { ...EMPTY_REQUEST_DRAFT } : draft;
}

const KEY_PREFIX = 'rivalscope.requestKeywords.';

/** The tab's storage, or none where it cannot be used (private modes, a sandboxed frame). */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function projectRefOf(value: unknown): ProjectRef | null {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.name !== 'string') return null;
  return value.id && value.name ? { id: value.id, name: value.name } : null;
}

function finishedOf(value: unknown): FinishedRequest | null {
  if (!isRecord(value) || typeof value.message !== 'string') return null;
  const project = projectRefOf(value.project);
  return project ? { project, message: value.message } : null;
}

/** The draft of this user in the tab; an empty one when there is none or it cannot be read. */
export function readRequestDraft(userId: string, storage: Storage | null = tabStorage()): RequestKeywordsDraft {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(KEY_PREFIX + userId) ?? 'null');
  } catch {
    return { ...EMPTY_REQUEST_DRAFT };
  }
  if (!isRecord(stored)) return { ...EMPTY_REQUEST_DRAFT };
  // Only the draft's own fields with their own types are taken: the storage is the page's, not ours alone.
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const requested = Array.isArray(stored.requested)
    ? stored.requested.filter((k): k is string => typeof k === 'string' && k.trim() !== '')
    : [];
  const addedCount = stored.addedCount;
  return {
    keywordsText: text(stored.keywordsText),
    requested,
    addedCount:
      typeof addedCount === 'number' && Number.isInteger(addedCount) && addedCount >= 0
        ? Math.min(addedCount, requested.length)
        : 0,
    target: stored.target === 'existing' ? 'existing' : 'new',
    projectName: text(stored.projectName),
    domain: text(stored.domain),
    createdProject: projectRefOf(stored.createdProject),
    existingProject: projectRefOf(stored.existingProject),
    finished: finishedOf(stored.finished),
  };
}

export function writeRequestDraft(
  userId: string,
  draft: RequestKeywordsDraft,
  storage: Storage | null = tabStorage(),
): void {
  try {
    storage?.setItem(KEY_PREFIX + userId, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the draft on a reload.
  }
}

export function clearRequestDraft(userId: string, storage: Storage | null = tabStorage()): void {
  try {
    storage?.removeItem(KEY_PREFIX + userId);
  } catch {
    // Nothing to keep.
  }
}
