/**
 * The in-memory mock database: plain objects, reset per story or test with `resetMockDb(seed?)`,
 * so a workspace flow holds across calls inside one story (create a project, import keywords,
 * group them, delete, undo) and the auth handlers see one session (login, logout, register).
 * Ids are deterministic (counters restart on every reset); nothing reads the clock or Math.random.
 * One module per OpenAPI tag whose state it holds (./auth.ts, ./projects.ts, ./keywords.ts, ./outreach.ts,
 * ./child-accounts.ts), the current state in ./state.ts; this file seeds and resets it and
 * re-exports them all, so handlers read `import * as db from '../db'`.
 */
import { emptyAdmin } from './admin';
import { MOCK_PASSWORD } from './auth';
import { otherSessionsOf } from './child-accounts';
import { ensureGroup, ensureLabel, KNOWN_TERMS, newKeyword, termIdFor } from './keywords';
import { addNote, addContactEvent, addTask, emptyOutreach, insertPage, pageAddressOf } from './outreach';
import { addProject } from './projects';
import { seedExampleRanks } from './rankTracking';
import { getMockDb, setMockDb, type MockDb } from './state';
import { EMPTY_GUID } from '../../lib/spec/identity';
import {
  buildChildAccount,
  buildLinkContactEvent,
  buildLinkNote,
  buildLinkTask,
  buildOutreachLink,
  buildOutreachRelationship,
  buildChildSession,
  buildEnvironmentState,
  EXAMPLE_COMPETITORS,
  EXAMPLE_NEXT_CHECK_AT,
  EXAMPLE_SEARCH_CONSOLE,
  exampleProjects,
  trackingFor,
  userPreset,
  type UserPreset,
  type UserState,
} from '../fixtures';
import type { Schemas } from '../spec';

export * from './admin';
export * from './auth';
export * from './child-accounts';
export * from './keywords';
export * from './outreach';
export * from './projects';
export * from './rankTracking';
export * from './searchConsole';
export { getMockDb, nextRowId, splitIds, type MockDb } from './state';
export { csvValues } from '../../lib/csv';
export type { UserPreset } from '../fixtures';

type Project = Schemas['Project'];
type ChildAccount = Schemas['ChildAccount'];

export interface SeedKeyword {
  keyword: string;
  termId?: number;
  groups?: string[];
  labels?: string[];
}

export interface SeedProject {
  id?: string;
  projectName: string;
  primaryDomainName?: string | null;
  keywords?: SeedKeyword[];
  /** Groups to create even when no keyword is in them. */
  groups?: string[];
  /** The OpenAPI examples' outreach link (with its note, task and contact event, at the examples' ids). */
  exampleOutreach?: boolean;
  /** Rank-tracking competitors; with exampleRanks, the example's twelve weekly checks of its keywords. */
  competitors?: string[];
  exampleRanks?: boolean;
}

export interface MockDbSeed {
  /** A preset or a full user state. Default 'full'. */
  user?: UserPreset | UserState;
  /** 'example' (default): Acme Corp with keywords, groups and labels, and an empty Rival watch. */
  projects?: 'example' | 'none' | SeedProject[];
  /** Default 5000 (the KeywordCount example). */
  keywordAllowance?: number;
  otherTrackedCount?: number;
  childAccounts?: ChildAccount[];
  tooManyActiveSessions?: boolean;
  /** Other open sessions of the user's login: default 2 (one over the limit) with tooManyActiveSessions, else 0. */
  extraSessions?: number;
  /** 'example' (default): the example project's twelve weekly rank checks; 'none': no check has run yet. */
  trackedRanks?: 'example' | 'none';
  /** 'example': Search Console data of github.com and acme.com (fixtures/searchConsole.ts); 'none' (default): none imported. */
  searchConsole?: 'example' | 'none';
  /** How many phrase or broad list answers say the figures are still being computed (default 0). */
  matchTypesPending?: number;
}

const EXAMPLE_ACME: Omit<SeedProject, 'id' | 'projectName' | 'primaryDomainName'> = {
  exampleOutreach: true,
  competitors: [...EXAMPLE_COMPETITORS],
  exampleRanks: true,
  keywords: [
    { keyword: 'seo tools', groups: ['Brand terms', 'Competitors'], labels: ['High priority'] },
    { keyword: 'keyword research', groups: ['Competitors'] },
    { keyword: 'backlink checker', groups: ['Brand terms'], labels: ['Q3 content'] },
    { keyword: 'rank tracker', groups: ['Brand terms'] },
    { keyword: 'competitor analysis', groups: ['Competitors'], labels: ['High priority'] },
    { keyword: 'ppc keywords' },
    { keyword: 'site audit', labels: ['Q3 content'] },
  ],
};

/**
 * The example projects (the getProjects example, Acme Corp with keywords, groups and labels): the
 * default seed, and what a test gives the real server to start from the same state.
 */
export function exampleSeedProjects(): SeedProject[] {
  return (exampleProjects() as Project[]).map((p, i) => ({
    id: p.id,
    projectName: p.projectName,
    primaryDomainName: p.primaryDomainName,
    ...(i === 0 ? EXAMPLE_ACME : {}),
  }));
}

/** Clears every table and applies the seed. Call it before each story or test. */
export function resetMockDb(seed: MockDbSeed = {}): MockDb {
  const next = createDb(seed);
  setMockDb(next);
  return next;
}

function createDb(seed: MockDbSeed): MockDb {
  const user = typeof seed.user === 'object' ? seed.user : userPreset(seed.user ?? 'full');
  const full = userPreset('full');
  const next: MockDb = {
    user: { ...user, isTooManyActiveSessions: seed.tooManyActiveSessions ?? user.isTooManyActiveSessions },
    tracking: trackingFor(user),
    environment: buildEnvironmentState(),
    accounts: new Map(),
    projects: new Map(),
    outreach: emptyOutreach(),
    terms: new Map(Object.entries(KNOWN_TERMS)),
    keywordAllowance: seed.keywordAllowance ?? 5000,
    otherTrackedCount: seed.otherTrackedCount ?? 0,
    trackedRanks: [],
    searchConsoleSites: seed.searchConsole === 'example' ? EXAMPLE_SEARCH_CONSOLE : {},
    nextTrackingCheckAt: EXAMPLE_NEXT_CHECK_AT,
    childAccounts: seed.childAccounts ?? [buildChildAccount()],
    sessions: [
      buildChildSession({
        sessionId: user.sessionId ?? full.sessionId ?? EMPTY_GUID,
        userId: user.userId,
        email: user.email ?? '',
        isChildAccount: user.isChildAccount,
        isCurrentSession: true,
      }),
      ...otherSessionsOf(user, seed.extraSessions ?? (seed.tooManyActiveSessions ? 2 : 0)),
    ],
    isSessionKilled: false,
    userAttributes: new Map([['hasSeenKombatTour', 'true']]),
    counters: { term: 300000, group: 0, label: 0, project: 0, child: 0, row: 10000 },
    admin: emptyAdmin(),
    matchTypesPendingAnswers: seed.matchTypesPending ?? 0,
  };
  // The example account (Jane) always exists, so a logged-out story can log in and sign-up can
  // meet a duplicate e-mail; the seeded user is registered too when it has an e-mail.
  next.accounts.set((full.email ?? '').toLowerCase(), { state: full, password: MOCK_PASSWORD });
  if (user.isLoggedIn && user.email) {
    next.accounts.set(user.email.toLowerCase(), { state: user, password: MOCK_PASSWORD });
  }
  const previous = getMockDb();
  setMockDb(next);
  try {
    const projects =
      seed.projects === 'none' ? [] : Array.isArray(seed.projects) ? seed.projects : exampleSeedProjects();
    for (const p of projects) seedProject(p, seed.trackedRanks ?? 'example');
  } finally {
    setMockDb(previous);
  }
  return next;
}

setMockDb(createDb({}));

function seedProject(seed: SeedProject, trackedRanks: 'example' | 'none'): void {
  const stored = addProject(seed.projectName, seed.primaryDomainName ?? null, seed.id);
  for (const name of seed.groups ?? []) ensureGroup(stored, name);
  for (const k of seed.keywords ?? []) {
    const termId = k.termId ?? termIdFor(k.keyword);
    const kw = newKeyword(termId, k.keyword);
    for (const g of k.groups ?? []) kw.groupHashes.add(ensureGroup(stored, g).groupHash);
    for (const l of k.labels ?? []) kw.labelHashes.add(ensureLabel(stored, l).labelHash);
    stored.keywords.set(termId, kw);
  }
  if (seed.exampleOutreach) seedExampleOutreach(stored.project.id);
  stored.competitors = [...(seed.competitors ?? [])];
  if (seed.exampleRanks && trackedRanks === 'example') seedExampleRanks(stored);
}

/**
 * The examples' link (getLink, getLinkNotes, getLinkTasks, getLinkContactEvents) at their ids, so
 * the examples' requests address seeded rows; added through the db, so its history rows are there.
 */
function seedExampleOutreach(projectId: string): void {
  const link = buildOutreachLink();
  const site = buildOutreachRelationship();
  const note = buildLinkNote();
  const task = buildLinkTask();
  const event = buildLinkContactEvent();
  const page = insertPage(projectId, {
    address: pageAddressOf(link.fullUrl, 'fullUrl'),
    tags: link.tags,
    ids: { domainId: link.domainId, urlId: link.urlId },
  });
  Object.assign(page, { relationshipStatus: link.relationshipStatus, rating: link.rating, createdAt: link.createdAt });
  const website = getMockDb().outreach.websites.get(page.domainId);
  if (website)
    Object.assign(website, { relationshipStatus: site.relationshipStatus, rating: site.rating, tags: site.tags });
  addNote(projectId, page.urlId, note.note, note.noteRowId);
  addTask(projectId, page.urlId, {
    taskId: task.taskId,
    text: task.text,
    dueDate: task.dueDate,
    taskRowId: task.taskRowId,
  });
  addContactEvent(projectId, page.urlId, {
    rowId: event.rowId,
    eventType: event.eventType,
    contactName: event.contactName,
    contactEmail: event.contactEmail,
    eventDate: event.eventDate,
    notes: event.notes,
  });
}

/** Story loader: `loaders: [mockDbLoader]` resets the db from `parameters.mockDb` (a MockDbSeed). */
export function mockDbLoader(context: { parameters: Record<string, unknown> }): Promise<Record<string, never>> {
  resetMockDb(context.parameters.mockDb as MockDbSeed | undefined);
  return Promise.resolve({});
}
