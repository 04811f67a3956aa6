import { describe, expect, it } from 'vitest';

import {
  contractDateOf,
  filterLinkRows,
  historyActionWords,
  historyNewestFirst,
  linkRows,
  orderContactEvents,
  orderTasks,
  ratingWords,
  replaceTask,
  tagsCsv,
  type LinkHistoryEntry,
  type LinkTask,
  type OutreachRelationship,
  type TableUrlEntry,
} from './outreach';

const PROJECT = 'b1f8d1c2-4e5a-4c3b-9d2e-7a6f5e4d3c2b';

const task = (taskRowId: number, changes: Partial<LinkTask> = {}): LinkTask => ({
  taskId: 3,
  taskRowId,
  projectId: PROJECT,
  urlId: 1,
  text: `task ${taskRowId}`,
  dueDate: null,
  isComplete: false,
  ...changes,
});

const history = (historyId: number, occurredAt: string): LinkHistoryEntry => ({
  historyId,
  projectId: PROJECT,
  urlId: 1,
  occurredAt,
  action: 'noteAdded',
  description: `row ${historyId}`,
});

const entry = (urlId: number, urlName: string): TableUrlEntry => ({
  domainId: 10,
  projectId: PROJECT,
  urlId,
  urlMonthlyOrganicClicks: 5,
  urlName,
  urlRankedKeywords: 2,
});

const relationship = (urlId: number | null, changes: Partial<OutreachRelationship> = {}): OutreachRelationship => ({
  projectId: PROJECT,
  domainId: 10,
  urlId,
  domainName: 'example.org',
  relationshipStatus: 'contacted',
  rating: 2,
  tags: ['guest post'],
  ...changes,
});

describe('orderTasks', () => {
  it('puts open tasks first, then by due date with undated last, then as added', () => {
    const ordered = orderTasks([
      task(5, { isComplete: true, dueDate: '2025-01-01' }),
      task(4),
      task(3, { dueDate: '2025-03-11' }),
      task(2, { dueDate: '2025-03-01' }),
      task(1),
    ]);
    expect(ordered.map((t) => t.taskRowId)).toEqual([2, 3, 1, 4, 5]);
  });

  it('moves a completed task below the open ones and a reopened one back', () => {
    const tasks = orderTasks([task(1), task(2)]);
    const done = replaceTask(tasks, { ...task(1), isComplete: true });
    expect(done.map((t) => [t.taskRowId, t.isComplete])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(replaceTask(done, task(1)).map((t) => t.taskRowId)).toEqual([1, 2]);
  });
});

describe('history', () => {
  it('says each action in words', () => {
    expect(historyActionWords('added')).toBe('Link added');
    expect(historyActionWords('taskCompleted')).toBe('Task completed');
    expect(historyActionWords('contactLogged')).toBe('Contact logged');
    expect(historyActionWords('moved')).toBe('Moved to another project');
  });

  it('lists the newest first, the later row of one instant first', () => {
    const sorted = historyNewestFirst([
      history(1, '2025-03-04T15:20:00Z'),
      history(3, '2025-03-05T09:12:00Z'),
      history(2, '2025-03-05T09:12:00Z'),
    ]);
    expect(sorted.map((h) => h.historyId)).toEqual([3, 2, 1]);
  });
});

describe('links table rows', () => {
  it("joins each page with its relationship row, ignoring the website's own", () => {
    const rows = linkRows(
      [entry(1, 'example.org/a'), entry(2, 'example.org/b')],
      [relationship(null, { rating: 3, tags: ['site'] }), relationship(1)],
    );
    expect(rows[0]).toMatchObject({ urlId: 1, relationshipStatus: 'contacted', rating: 2, tags: ['guest post'] });
    expect(rows[1]).toMatchObject({ urlId: 2, relationshipStatus: 'none', rating: 0, tags: [] });
  });

  it('filters on page, relationship words and tags, in any case', () => {
    const rows = linkRows([entry(1, 'example.org/a'), entry(2, 'other.net/b')], [relationship(1)]);
    expect(filterLinkRows(rows, '  ').map((r) => r.urlId)).toEqual([1, 2]);
    expect(filterLinkRows(rows, 'OTHER').map((r) => r.urlId)).toEqual([2]);
    expect(filterLinkRows(rows, 'guest').map((r) => r.urlId)).toEqual([1]);
    expect(filterLinkRows(rows, 'contacted').map((r) => r.urlId)).toEqual([1]);
    expect(filterLinkRows(rows, 'nothing')).toEqual([]);
  });
});

describe('ratings and tags', () => {
  it('words a rating out of the maximum, 0 as unrated', () => {
    expect(ratingWords(2, 3)).toBe('2 of 3 stars');
    expect(ratingWords(0, 3)).toBe('Unrated');
  });

  it('sends tags as a CSV, none as the empty string', () => {
    expect(tagsCsv(['guest post', 'partner'])).toBe('guest post,partner');
    expect(tagsCsv([])).toBe('');
  });
});

describe('contractDateOf', () => {
  it("reads 'MM/DD/YYYY' as the contract's date, blank as none, anything else as invalid", () => {
    expect(contractDateOf('03/11/2025')).toBe('2025-03-11');
    expect(contractDateOf('  ')).toBeUndefined();
    expect(contractDateOf('02/30/2025')).toBeNull();
    expect(contractDateOf('2025-03-11')).toBeNull();
  });
});

describe('orderContactEvents', () => {
  it('lists the newest day first, the later row of one day first', () => {
    const event = (rowId: number, eventDate: string) => ({
      rowId,
      projectId: PROJECT,
      urlId: 1,
      eventType: 'email' as const,
      contactName: 'Dana Lee',
      contactEmail: null,
      eventDate,
      notes: '',
    });
    const ordered = orderContactEvents([event(1, '2025-03-05'), event(2, '2025-03-01'), event(3, '2025-03-05')]);
    expect(ordered.map((e) => e.rowId)).toEqual([3, 1, 2]);
  });
});
