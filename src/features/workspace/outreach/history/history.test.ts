import { describe, expect, it } from 'vitest';

import { actionIsOfKind, formatTimeOfDay, historyDays, placeHistory, type HistoryKind } from './history';
import type { HistoryAction, LinkHistoryEntry, TableUrlEntry } from '../outreach';

const PROJECT = 'b1f8d1c2-4e5a-4c3b-9d2e-7a6f5e4d3c2b';

const link = (urlId: number, urlName: string): TableUrlEntry => ({
  domainId: urlId * 10,
  projectId: PROJECT,
  urlId,
  urlName,
  urlMonthlyOrganicClicks: 0,
  urlRankedKeywords: 0,
});
/** Local times, so the day grouping does not depend on the machine's time zone. */
const at = (y: number, m: number, d: number, h: number, min = 0) => new Date(y, m - 1, d, h, min).toISOString();
const entry = (
  historyId: number,
  occurredAt: string,
  action: HistoryAction = 'noteAdded',
  urlId = 1,
): LinkHistoryEntry => ({
  historyId,
  projectId: PROJECT,
  urlId,
  occurredAt,
  action,
  description: `entry ${historyId}`,
});

const LINKS = [link(1, 'blog.example.org/post'), link(2, 'news.example.com/')];

describe('placeHistory', () => {
  it('gives each entry its link and drops an entry whose link is not listed', () => {
    const placed = placeHistory(
      [entry(3, at(2026, 3, 5, 9), 'added', 2), entry(2, at(2026, 3, 5, 8), 'added', 9)],
      LINKS,
    );
    expect(placed.map((e) => [e.historyId, e.urlName, e.domainId])).toEqual([[3, 'news.example.com/', 20]]);
  });
});

describe('historyDays', () => {
  const placed = placeHistory(
    [
      entry(1, at(2026, 3, 4, 23, 59), 'added'),
      entry(4, at(2026, 3, 5, 9, 12), 'contactLogged', 2),
      entry(2, at(2026, 3, 5, 0, 1), 'ratingChanged'),
      entry(3, at(2026, 3, 5, 9, 12), 'taskCompleted'),
      entry(5, at(2026, 3, 7, 15, 30), 'noteDeleted'),
    ],
    LINKS,
  );

  it('groups by local day, newest day first, each day newest first (the later row first at one instant)', () => {
    expect(historyDays(placed, 'all').map((d) => [d.day, d.heading, d.entries.map((e) => e.historyId)])).toEqual([
      ['2026-03-07', 'Mar 7th, 2026', [5]],
      ['2026-03-05', 'Mar 5th, 2026', [4, 3, 2]],
      ['2026-03-04', 'Mar 4th, 2026', [1]],
    ]);
  });

  it('keeps only the kind asked for, and drops the days left empty', () => {
    const ids = (kind: HistoryKind) => historyDays(placed, kind).map((d) => d.entries.map((e) => e.historyId));
    expect(ids('notes')).toEqual([[5]]);
    expect(ids('tasks')).toEqual([[3]]);
    expect(ids('contacts')).toEqual([[4]]);
    expect(ids('state')).toEqual([[2]]);
    expect(historyDays([], 'all')).toEqual([]);
  });
});

describe('the kinds', () => {
  it('sorts every action into its kind; the addition and a move only under all', () => {
    expect(actionIsOfKind('added', 'all')).toBe(true);
    expect((['notes', 'tasks', 'contacts', 'state'] as const).some((k) => actionIsOfKind('added', k))).toBe(false);
    expect(actionIsOfKind('moved', 'state')).toBe(false);
    expect(actionIsOfKind('taskReopened', 'tasks')).toBe(true);
    expect(actionIsOfKind('tagsChanged', 'state')).toBe(true);
    expect(actionIsOfKind('contactDeleted', 'contacts')).toBe(true);
  });
});

describe('formatTimeOfDay', () => {
  it('shows the local time with AM or PM', () => {
    expect(formatTimeOfDay(at(2026, 3, 5, 9, 5))).toBe('9:05 AM');
    expect(formatTimeOfDay(at(2026, 3, 5, 0, 30))).toBe('12:30 AM');
    expect(formatTimeOfDay(at(2026, 3, 5, 12, 0))).toBe('12:00 PM');
    expect(formatTimeOfDay(at(2026, 3, 5, 23, 59))).toBe('11:59 PM');
    expect(formatTimeOfDay('not a date')).toBe('');
  });
});
