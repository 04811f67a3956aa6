/**
 * The in-memory mock database: plain objects, reset per story or test with `resetMockDb(seed?)`,
 * so a workspace flow holds across calls inside one story (create a project, import keywords,
 * group them, delete, undo) and the auth handlers see one session (login, logout, register).
 * Ids are deterministic (counters restart on every reset); nothing reads the clock or Math.random.
 */

import {
  buildChildAccount,
  buildChildSession,
  buildEnvironmentState,
  buildGroupDetails,
  exampleProjects,
  trackingFor,
  userPreset,
  type EnvironmentState,
  type TrackingState,
  type UserPreset,
  type UserState,
} from './fixtures';
import type { Schemas } from './spec';
import { DUPLICATE_EMAIL_SERVER_ERROR, EMPTY_GUID, GROUP_CREATED_STATUS, TEXT, fill } from '../lib/constants';

type Project = Schemas['Project'];
type KeywordRow = Schemas['KeywordRow'];
type GroupTableRow = Schemas['GroupTableRow'];
type KeywordImportResponse = Schemas['KeywordImportResponse'];
type ChildAccount = Schemas['ChildAccount'];
type ChildSession = Schemas['ChildSession'];

export type { UserPreset } from './fixtures';

export interface StoredKeyword {
  termId: number;
  keyword: string;
  monthlySearches: number | null;
  rankingDifficulty: number | null;
  rankChange: number | null;
  costPerClick: number | null;
  currentRank: number | null;
  clickChange: number | null;
  groupHashes: Set<string>;
  labelHashes: Set<string>;
}

export interface StoredProject {
  project: Project;
  keywords: Map<number, StoredKeyword>;
  groups: Map<string, { groupHash: string; name: string }>;
  labels: Map<string, { labelHash: string; labelName: string }>;
}

export interface MockAccount {
  state: UserState;
  password: string;
}

export interface MockDb {
  /** The session's user; the anonymous state when logged out. */
  user: UserState;
  tracking: TrackingState;
  environment: EnvironmentState;
  /** Known accounts by lower-case e-mail (login, duplicate e-mail on sign-up). */
  accounts: Map<string, MockAccount>;
  projects: Map<string, StoredProject>;
  /** The research database's term ids by lower-case keyword. */
  terms: Map<string, number>;
  /** The plan's keyword allowance (KeywordCount.totalCount). */
  keywordAllowance: number;
  /** Keywords tracked outside workspace projects; they count against the allowance. */
  otherTrackedCount: number;
  childAccounts: ChildAccount[];
  sessions: ChildSession[];
  isSessionKilled: boolean;
  userAttributes: Map<string, string | null>;
  counters: { term: number; group: number; label: number; project: number; child: number; row: number };
}

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
}

/** Password of every seeded account (the login example's). */
export const MOCK_PASSWORD = 's3cret-pass';

/** Term ids the OpenAPI examples use, so fixtures and the db agree. */
const KNOWN_TERMS: Readonly<Record<string, number>> = {
  'seo tools': 104857,
  'keyword research': 104858,
  'backlink checker': 220311,
  'seo competitor analysis': 918273,
};

const EXAMPLE_ACME: Omit<SeedProject, 'id' | 'projectName' | 'primaryDomainName'> = {
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

/** Example group and label hashes, so the OpenAPI examples' hashes address seeded groups. */
const KNOWN_HASHES: Readonly<Record<string, string>> = {
  'Brand terms': 'g7f3a9c2',
  Competitors: 'g1b2c3d4',
  'High priority': 'l5e6f7a8',
  'Q3 content': 'l9a8b7c6',
};

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Deterministic research metrics for a keyword (the same text always gets the same numbers). */
function metricsFor(keyword: string): Omit<StoredKeyword, 'termId' | 'keyword' | 'groupHashes' | 'labelHashes'> {
  const h = hashString(keyword);
  const ranked = h % 5 !== 0;
  return {
    monthlySearches: 100 + (h % 40000),
    rankingDifficulty: h % 101,
    rankChange: ranked ? ((h >>> 3) % 21) - 10 : null,
    costPerClick: Math.round(((h >>> 5) % 1500) + 10) / 100,
    currentRank: ranked ? 1 + ((h >>> 7) % 50) : null,
    clickChange: ranked ? ((h >>> 9) % 601) - 300 : null,
  };
}

function guid(prefix: string, n: number): string {
  return `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

// Assigned by createDb below; the seed helpers work on `db`, so createDb swaps it in while seeding.
let db = {} as MockDb;

export function getMockDb(): MockDb {
  return db;
}

/** Clears every table and applies the seed. Call it before each story or test. */
export function resetMockDb(seed: MockDbSeed = {}): MockDb {
  db = createDb(seed);
  return db;
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
    terms: new Map(Object.entries(KNOWN_TERMS)),
    keywordAllowance: seed.keywordAllowance ?? 5000,
    otherTrackedCount: seed.otherTrackedCount ?? 0,
    childAccounts: seed.childAccounts ?? [buildChildAccount()],
    sessions: [buildChildSession({ sessionId: full.sessionId ?? EMPTY_GUID, isCurrentSession: true })],
    isSessionKilled: false,
    userAttributes: new Map([['hasSeenKombatTour', 'true']]),
    counters: { term: 300000, group: 0, label: 0, project: 0, child: 0, row: 10000 },
  };
  // The example account (Jane) always exists, so a logged-out story can log in and sign-up can
  // meet a duplicate e-mail; the seeded user is registered too when it has an e-mail.
  next.accounts.set((full.email ?? '').toLowerCase(), { state: full, password: MOCK_PASSWORD });
  if (user.isLoggedIn && user.email) {
    next.accounts.set(user.email.toLowerCase(), { state: user, password: MOCK_PASSWORD });
  }
  const previous = db;
  db = next;
  try {
    const projects =
      seed.projects === 'none'
        ? []
        : Array.isArray(seed.projects)
          ? seed.projects
          : (exampleProjects() as Project[]).map((p, i): SeedProject => ({
              id: p.id,
              projectName: p.projectName,
              primaryDomainName: p.primaryDomainName,
              ...(i === 0 ? EXAMPLE_ACME : {}),
            }));
    for (const p of projects) seedProject(p);
  } finally {
    db = previous;
  }
  return next;
}

db = createDb({});

function seedProject(seed: SeedProject): void {
  const stored = addProject(seed.projectName, seed.primaryDomainName ?? null, seed.id);
  for (const name of seed.groups ?? []) ensureGroup(stored, name);
  for (const k of seed.keywords ?? []) {
    const termId = k.termId ?? termIdFor(k.keyword);
    const kw = newKeyword(termId, k.keyword);
    for (const g of k.groups ?? []) kw.groupHashes.add(ensureGroup(stored, g).groupHash);
    for (const l of k.labels ?? []) kw.labelHashes.add(ensureLabel(stored, l).labelHash);
    stored.keywords.set(termId, kw);
  }
}

// ------------------------------------------------------------------ helpers

export function termIdFor(keyword: string): number {
  const key = keyword.trim().toLowerCase();
  let id = db.terms.get(key);
  if (id === undefined) {
    db.counters.term += 1;
    id = db.counters.term;
    db.terms.set(key, id);
  }
  return id;
}

function keywordForTermId(termId: number): string {
  for (const [keyword, id] of db.terms) if (id === termId) return keyword;
  return `keyword ${termId}`;
}

function newKeyword(termId: number, keyword: string): StoredKeyword {
  return { termId, keyword, ...metricsFor(keyword), groupHashes: new Set(), labelHashes: new Set() };
}

function ensureGroup(project: StoredProject, name: string): { groupHash: string; name: string } {
  for (const g of project.groups.values()) if (g.name.toLowerCase() === name.toLowerCase()) return g;
  const known = KNOWN_HASHES[name];
  db.counters.group += 1;
  const groupHash = known && !project.groups.has(known) ? known : `g${String(db.counters.group).padStart(7, '0')}`;
  const group = { groupHash, name };
  project.groups.set(groupHash, group);
  return group;
}

function ensureLabel(project: StoredProject, labelName: string): { labelHash: string; labelName: string } {
  for (const l of project.labels.values()) if (l.labelName.toLowerCase() === labelName.toLowerCase()) return l;
  const known = KNOWN_HASHES[labelName];
  db.counters.label += 1;
  const labelHash = known && !project.labels.has(known) ? known : `l${String(db.counters.label).padStart(7, '0')}`;
  const label = { labelHash, labelName };
  project.labels.set(labelHash, label);
  return label;
}

/** Splits a CSV, trims, drops blanks and case-insensitive duplicates. */
export function splitCsv(csv: string | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of (csv ?? '').split(/[,\n]/)) {
    const value = part.trim();
    if (value === '' || seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    out.push(value);
  }
  return out;
}

export function splitIds(csv: string | null | undefined): number[] {
  return splitCsv(csv)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

// ------------------------------------------------------------------ projects

export function getProject(projectId: string | null | undefined): StoredProject | undefined {
  return projectId ? db.projects.get(projectId) : undefined;
}

export function listProjects(): Project[] {
  return [...db.projects.values()].map((p) => ({ ...p.project }));
}

export function findProjectByName(name: string): StoredProject | undefined {
  return [...db.projects.values()].find((p) => p.project.projectName.toLowerCase() === name.toLowerCase());
}

export function addProject(projectName: string, primaryDomainName: string | null, id?: string): StoredProject {
  db.counters.project += 1;
  const projectId = id ?? guid('5e000000', db.counters.project);
  const stored: StoredProject = {
    project: { id: projectId, projectName, name: projectName, primaryDomainName },
    keywords: new Map(),
    groups: new Map(),
    labels: new Map(),
  };
  db.projects.set(projectId, stored);
  return stored;
}

export function deleteProject(projectId: string): boolean {
  return db.projects.delete(projectId);
}

export function patchProject(
  stored: StoredProject,
  changes: { projectName?: string | null; primaryDomainName?: string | null },
): Project {
  if (changes.projectName) {
    stored.project.projectName = changes.projectName;
    stored.project.name = changes.projectName;
  }
  if (changes.primaryDomainName) stored.project.primaryDomainName = changes.primaryDomainName;
  return { ...stored.project };
}

// ------------------------------------------------------------------ keyword counts

export function workspaceKeywordCount(): number {
  let n = 0;
  for (const p of db.projects.values()) n += p.keywords.size;
  return n;
}

export function usedKeywordCount(): number {
  return db.otherTrackedCount + workspaceKeywordCount();
}

export function keywordCount(): Schemas['KeywordCount'] {
  if (!db.user.isFullUser) {
    return { totalCount: 0, usedCount: 0, mySpyFuCount: 0, weeklyTrackingCount: 0, keywordRankingReportCount: 0 };
  }
  const used = usedKeywordCount();
  return {
    totalCount: db.keywordAllowance,
    usedCount: used,
    mySpyFuCount: workspaceKeywordCount(),
    weeklyTrackingCount: Math.min(100, used),
    keywordRankingReportCount: 12,
  };
}

// ------------------------------------------------------------------ keywords

export function keywordRow(project: StoredProject, kw: StoredKeyword): KeywordRow {
  const names = (hashes: Set<string>, table: Map<string, { name?: string; labelName?: string }>) =>
    [...hashes]
      .map((h) => table.get(h))
      .map((e) => e?.name ?? e?.labelName ?? '')
      .filter((n) => n !== '')
      .join(',');
  return {
    termId: kw.termId,
    keyword: kw.keyword,
    monthlySearches: kw.monthlySearches,
    rankingDifficulty: kw.rankingDifficulty,
    rankChange: kw.rankChange,
    costPerClick: kw.costPerClick,
    currentRank: kw.currentRank,
    clickChange: kw.clickChange,
    groupsCsv: names(kw.groupHashes, project.groups),
    labelsCsv: names(kw.labelHashes, project.labels),
  };
}

export interface KeywordListQuery {
  filterTerm?: string | null;
  sortColumn?: string | null;
  sortDirection?: string | null;
  rowsToDisplay?: number;
  startRow?: number;
  groupHash?: string | null;
  labelHash?: string | null;
}

export function keywordList(project: StoredProject, q: KeywordListQuery): Schemas['KeywordListResponse'] {
  const filter = (q.filterTerm ?? '').trim().toLowerCase();
  let rows = [...project.keywords.values()]
    .filter((k) => !q.groupHash || k.groupHashes.has(q.groupHash))
    .filter((k) => !q.labelHash || k.labelHashes.has(q.labelHash))
    .filter((k) => filter === '' || k.keyword.toLowerCase().includes(filter))
    .map((k) => keywordRow(project, k));
  const column = (q.sortColumn ?? '') as keyof KeywordRow | 'groups' | 'labels';
  if (column) {
    const key = column === 'groups' ? 'groupsCsv' : column === 'labels' ? 'labelsCsv' : column;
    const dir = q.sortDirection === 'asc' ? 1 : -1;
    rows = rows.sort((a, b) => {
      const x = a[key as keyof KeywordRow];
      const y = b[key as keyof KeywordRow];
      if (x === null || x === '') return 1; // empty values last, either direction
      if (y === null || y === '') return -1;
      return (x < y ? -1 : x > y ? 1 : 0) * dir;
    });
  }
  const start = Math.max(1, q.startRow ?? 1);
  const size = q.rowsToDisplay ?? 250;
  return { keywords: rows.slice(start - 1, start - 1 + size), totalRowCount: rows.length };
}

export interface ImportRequest {
  terms: string[];
  groupNames: string[];
  labelNames: string[];
}

/**
 * The keyword import (doc 2 §4): already-active terms are reported, not added again; when the new
 * terms would pass the keyword allowance nothing is added (hasReachedLimit, no undo); otherwise
 * the new terms are added with the named groups and labels (created when missing). termIdsCsv and
 * groupHashCsv list only what this import added or created, for Undo.
 */
export function importTerms(project: StoredProject, req: ImportRequest): KeywordImportResponse {
  const name = project.project.projectName;
  const existing = req.terms.filter((t) => project.keywords.has(termIdFor(t)));
  const fresh = req.terms.filter((t) => !project.keywords.has(termIdFor(t)));
  const used = usedKeywordCount();
  if (fresh.length > 0 && used + fresh.length > db.keywordAllowance) {
    return {
      hasReachedLimit: true,
      termCount: 0,
      alreadyActiveTerms: existing,
      termIdsCsv: '',
      groupHashCsv: '',
      message: fill(TEXT.trackingCapReached, { used, limit: db.keywordAllowance }),
    };
  }
  const createdGroups: string[] = [];
  const groups = req.groupNames.map((g) => {
    const before = project.groups.size;
    const group = ensureGroup(project, g);
    if (project.groups.size > before) createdGroups.push(group.groupHash);
    return group.groupHash;
  });
  const labels = req.labelNames.map((l) => ensureLabel(project, l).labelHash);
  const added: number[] = [];
  for (const term of req.terms) {
    const termId = termIdFor(term);
    let kw = project.keywords.get(termId);
    if (!kw) {
      kw = newKeyword(termId, term);
      project.keywords.set(termId, kw);
      added.push(termId);
    }
    for (const g of groups) kw.groupHashes.add(g);
    for (const l of labels) kw.labelHashes.add(l);
  }
  const groupName = req.groupNames.length === 1 ? req.groupNames[0] : undefined;
  let message: string;
  if (req.terms.length === 1 && existing.length === 1) {
    message =
      fill(TEXT.keywordAlreadyExists, { kw: existing[0] ?? '', project: name }) +
      (groupName ? fill(TEXT.keywordAlreadyExistsGroupSuffix, { group: groupName }) : '');
  } else if (req.terms.length === 1) {
    message = fill(TEXT.addedToProject, { subject: `"${req.terms[0] ?? ''}"`, project: name });
  } else if (fresh.length === 0) {
    message = fill(TEXT.selectedKeywordsAlreadyExist, { project: name });
  } else if (existing.length > 0) {
    message = fill(TEXT.someKeywordsAlreadyPresent, { project: name });
  } else {
    message = fill(TEXT.termsAdded, { count: added.length });
  }
  return {
    hasReachedLimit: false,
    termCount: added.length,
    alreadyActiveTerms: existing,
    termIdsCsv: added.join(','),
    groupHashCsv: createdGroups.join(','),
    message,
  };
}

/** Removes terms from the project (DeleteKeywordsFromProject, RemoveTermIds). Returns how many. */
export function removeTerms(project: StoredProject, termIds: number[]): number {
  let n = 0;
  for (const id of termIds) if (project.keywords.delete(id)) n++;
  return n;
}

export function termsInProject(project: StoredProject, termIds: number[]): StoredKeyword[] {
  return termIds.map((id) => project.keywords.get(id)).filter((k): k is StoredKeyword => k !== undefined);
}

export function ensureTerm(project: StoredProject, termId: number): StoredKeyword {
  let kw = project.keywords.get(termId);
  if (!kw) {
    kw = newKeyword(termId, keywordForTermId(termId));
    project.keywords.set(termId, kw);
  }
  return kw;
}

// ------------------------------------------------------------------ groups and labels

export function groupRows(project: StoredProject, maxResults?: number): GroupTableRow[] {
  const rows = [...project.groups.values()].map((g): GroupTableRow => {
    const members = [...project.keywords.values()].filter((k) => k.groupHashes.has(g.groupHash));
    return {
      groupHash: g.groupHash,
      name: g.name,
      isExpanded: false,
      groupDetails: null,
      numberOfKeywords: members.length,
      rankChange: members.reduce((s, k) => s + (k.rankChange ?? 0), 0),
      clickChange: members.reduce((s, k) => s + (k.clickChange ?? 0), 0),
      impressionShare: (hashString(g.name) % 1000) / 10,
    };
  });
  return maxResults ? rows.slice(0, maxResults) : rows;
}

export function groupDetails(project: StoredProject, groupHash: string): Schemas['GroupDetails'] | undefined {
  const row = groupRows(project).find((g) => g.groupHash === groupHash);
  if (!row) return undefined;
  const members = [...project.keywords.values()].filter((k) => k.groupHashes.has(groupHash));
  return buildGroupDetails({
    groupHash,
    groupName: row.name,
    numberOfKeywords: row.numberOfKeywords,
    rankChange: row.rankChange,
    estClickChange: row.clickChange,
    impressionShare: row.impressionShare,
    improvedRanks: members.filter((k) => (k.rankChange ?? 0) > 0).length,
    lostRanks: members.filter((k) => (k.rankChange ?? 0) < 0).length,
    organicCount: members.filter((k) => k.currentRank !== null).length,
  });
}

export function addGroup(
  project: StoredProject,
  name: string,
): { status: typeof GROUP_CREATED_STATUS; groupHash: string } | undefined {
  if ([...project.groups.values()].some((g) => g.name.toLowerCase() === name.toLowerCase())) return undefined;
  return { status: GROUP_CREATED_STATUS, groupHash: ensureGroup(project, name).groupHash };
}

export function deleteGroups(project: StoredProject, groupHashes: string[]): number {
  let n = 0;
  for (const hash of groupHashes) {
    if (!project.groups.delete(hash)) continue;
    n++;
    for (const k of project.keywords.values()) k.groupHashes.delete(hash);
  }
  return n;
}

export function labelRows(project: StoredProject): Schemas['KeywordLabel'][] {
  return [...project.labels.values()].map((l) => ({
    ...l,
    numberOfKeywords: [...project.keywords.values()].filter((k) => k.labelHashes.has(l.labelHash)).length,
  }));
}

export function labelByName(project: StoredProject, labelName: string, create: boolean) {
  const found = [...project.labels.values()].find((l) => l.labelName.toLowerCase() === labelName.toLowerCase());
  return found ?? (create ? ensureLabel(project, labelName) : undefined);
}

// ------------------------------------------------------------------ users and session

export function findAccount(email: string): MockAccount | undefined {
  return db.accounts.get(email.trim().toLowerCase());
}

export function logIn(account: MockAccount): UserState {
  db.user = { ...account.state, isLoggedIn: true };
  db.tracking = trackingFor(db.user);
  db.isSessionKilled = false;
  return db.user;
}

export function logOut(): void {
  db.user = userPreset('loggedOut');
  db.tracking = trackingFor(db.user);
}

/** A new free account, logged in. */
export function register(email: string, password: string, name?: string): UserState {
  db.counters.child += 1;
  const free = userPreset('free');
  const state: UserState = {
    ...free,
    userId: guid('a1000000', db.counters.child),
    id: 60000 + db.counters.child,
    email,
    username: email,
    name: name ?? null,
    shouldShowOnboarding: true,
    createdAt: '2025-05-03T09:30:00Z',
    sessionId: guid('5e551000', db.counters.child),
  };
  const account = { state, password };
  db.accounts.set(email.toLowerCase(), account);
  return logIn(account);
}

/** The spec's duplicate e-mail failure (doc 1 §8). */
export function duplicateEmailFailure(): Schemas['RegistrationFailure'] {
  return {
    statusCode: 409,
    error: 'Conflict',
    message: TEXT.duplicateEmail,
    code: 'DuplicateEmail',
    isSuccessful: false,
    errors: [DUPLICATE_EMAIL_SERVER_ERROR],
  };
}

export function nextRowId(): number {
  db.counters.row += 1;
  return db.counters.row;
}

export function nextChildId(): string {
  db.counters.child += 1;
  return guid('c1d00000', db.counters.child);
}

/** Story loader: `loaders: [mockDbLoader]` resets the db from `parameters.mockDb` (a MockDbSeed). */
export function mockDbLoader(context: { parameters: Record<string, unknown> }): Promise<Record<string, never>> {
  resetMockDb(context.parameters.mockDb as MockDbSeed | undefined);
  return Promise.resolve({});
}
