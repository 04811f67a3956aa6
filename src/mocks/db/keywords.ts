/**
 * The keywords tag's state: a project's keywords with their research metrics, groups and labels,
 * the import and its undo, and the keyword allowance.
 */
import type { StoredProject } from './projects';
import { getMockDb } from './state';
import { keywordAllowanceReached } from '../../lib/keywordAllowance';
import { TEXT, fill } from '../../lib/spec/text';
import { GROUP_CREATED_STATUS } from '../../lib/spec/workspace';
import { buildGroupDetails } from '../fixtures';
import type { Schemas } from '../spec';

type KeywordRow = Schemas['KeywordRow'];
type GroupTableRow = Schemas['GroupTableRow'];
type KeywordImportResponse = Schemas['KeywordImportResponse'];

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

/** Term ids the OpenAPI examples use, so fixtures and the db agree. */
export const KNOWN_TERMS: Readonly<Record<string, number>> = {
  'seo tools': 104857,
  'keyword research': 104858,
  'backlink checker': 220311,
  'seo competitor analysis': 918273,
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

export function termIdFor(keyword: string): number {
  const db = getMockDb();
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
  const db = getMockDb();
  for (const [keyword, id] of db.terms) if (id === termId) return keyword;
  return `keyword ${termId}`;
}

export function newKeyword(termId: number, keyword: string): StoredKeyword {
  return { termId, keyword, ...metricsFor(keyword), groupHashes: new Set(), labelHashes: new Set() };
}

export function ensureGroup(project: StoredProject, name: string): { groupHash: string; name: string } {
  const db = getMockDb();
  for (const g of project.groups.values()) if (g.name.toLowerCase() === name.toLowerCase()) return g;
  const known = KNOWN_HASHES[name];
  db.counters.group += 1;
  const groupHash = known && !project.groups.has(known) ? known : `g${String(db.counters.group).padStart(7, '0')}`;
  const group = { groupHash, name };
  project.groups.set(groupHash, group);
  return group;
}

export function ensureLabel(project: StoredProject, labelName: string): { labelHash: string; labelName: string } {
  const db = getMockDb();
  for (const l of project.labels.values()) if (l.labelName.toLowerCase() === labelName.toLowerCase()) return l;
  const known = KNOWN_HASHES[labelName];
  db.counters.label += 1;
  const labelHash = known && !project.labels.has(known) ? known : `l${String(db.counters.label).padStart(7, '0')}`;
  const label = { labelHash, labelName };
  project.labels.set(labelHash, label);
  return label;
}

// ------------------------------------------------------------------ keyword counts

export function workspaceKeywordCount(): number {
  const db = getMockDb();
  let n = 0;
  for (const p of db.projects.values()) n += p.keywords.size;
  return n;
}

export function usedKeywordCount(): number {
  const db = getMockDb();
  return db.otherTrackedCount + workspaceKeywordCount();
}

export function keywordCount(): Schemas['KeywordCount'] {
  const db = getMockDb();
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
  const db = getMockDb();
  const name = project.project.projectName;
  const existing = req.terms.filter((t) => project.keywords.has(termIdFor(t)));
  const fresh = req.terms.filter((t) => !project.keywords.has(termIdFor(t)));
  const used = usedKeywordCount();
  if (fresh.length > 0 && used + fresh.length > db.keywordAllowance) {
    return keywordAllowanceReached(existing, used, db.keywordAllowance);
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
