import { describe, expect, it } from 'vitest';

import {
  areAllExpanded,
  collapseDetails,
  deleteGroupsInOrder,
  detailsToFetch,
  expandAll,
  filterGroups,
  GROUP_COLUMNS,
  groupDetailFigures,
  groupsExport,
  isAllExpandedParam,
  type DetailsState,
  type GroupDetails,
  type GroupRow,
} from './groupsPage';

// As the contract's examples give them (GetGroups, Groups/Details).
const GROUPS: GroupRow[] = [
  {
    groupHash: 'g7f3a9c2',
    name: 'Brand terms',
    isExpanded: false,
    groupDetails: null,
    numberOfKeywords: 42,
    rankChange: 6,
    clickChange: 310,
    impressionShare: 22.5,
  },
  {
    groupHash: 'g1b2c3d4',
    name: 'Competitors',
    isExpanded: false,
    groupDetails: null,
    numberOfKeywords: 17,
    rankChange: -2,
    clickChange: -45,
    impressionShare: 8,
  },
];
const DETAILS: GroupDetails = {
  avgAdPosition: 2.4,
  avgAdPositionChange: -0.3,
  bothCount: 4,
  estClickChange: 310,
  estMonthlyClicks: 5400,
  groupHash: 'g7f3a9c2',
  groupName: 'Brand terms',
  impressionShare: 22.5,
  impressionShareChange: 1.5,
  improvedRanks: 9,
  lostRanks: 3,
  newlyRankedKeywords: 2,
  numberOfKeywords: 42,
  organicCount: 30,
  paidCount: 8,
  potentialClicks: 12800,
  rankChange: 6,
  topOfPagePct: 35,
  topOfPagePctChange: 5,
  groupHistory: [],
  estClickChangeHistory: [],
  impressionShareHistory: [],
};
const [BRAND, RIVALS] = GROUPS.map((g) => g.groupHash) as [string, string];

describe('isAllExpandedParam', () => {
  it("opens every row only for 'true' (the default is 'false')", () => {
    expect(isAllExpandedParam('true')).toBe(true);
    expect(isAllExpandedParam('false')).toBe(false);
    expect(isAllExpandedParam(null)).toBe(false);
    expect(isAllExpandedParam('TRUE')).toBe(false);
  });
});

describe('filterGroups', () => {
  it('keeps the groups whose name contains the text, ignoring case and spaces', () => {
    expect(filterGroups(GROUPS, '  BRAND ').map((g) => g.name)).toEqual(['Brand terms']);
    expect(filterGroups(GROUPS, '')).toHaveLength(GROUPS.length);
    expect(filterGroups(GROUPS, 'zzz')).toEqual([]);
  });
});

describe('expansion', () => {
  it('expand-all applies to every group', () => {
    expect(expandAll(GROUPS)).toEqual([BRAND, RIVALS]);
    expect(areAllExpanded(GROUPS, [BRAND])).toBe(false);
    expect(areAllExpanded(GROUPS, [RIVALS, BRAND])).toBe(true);
    expect(areAllExpanded([], [])).toBe(false);
  });

  it('fetches the details of expanded rows that have none yet and are not being fetched, once', () => {
    expect(detailsToFetch([BRAND, RIVALS], {}, new Set())).toEqual([BRAND, RIVALS]);
    expect(detailsToFetch([BRAND, RIVALS], {}, new Set([BRAND]))).toEqual([RIVALS]);
    expect(detailsToFetch([BRAND], { [BRAND]: { status: 'ready', details: DETAILS } }, new Set())).toEqual([]);
    expect(detailsToFetch([BRAND], { [BRAND]: { status: 'failed' } }, new Set())).toEqual([]);
    expect(detailsToFetch([], {}, new Set())).toEqual([]);
  });

  it('forgets a failed fetch when its row collapses, so expanding again retries; loaded details stay', () => {
    const details: Record<string, DetailsState> = {
      [BRAND]: { status: 'failed' },
      [RIVALS]: { status: 'ready', details: DETAILS },
    };
    const after = collapseDetails(details, []);
    expect(after).toEqual({ [RIVALS]: details[RIVALS] });
    expect(detailsToFetch([BRAND], after, new Set())).toEqual([BRAND]);
    expect(collapseDetails(details, [BRAND])).toEqual(details);
  });
});

describe('deleteGroupsInOrder', () => {
  it('deletes one at a time, in order, and reloads once after the last', async () => {
    const events: string[] = [];
    let running = 0;
    const deleteOne = async (hash: string) => {
      running += 1;
      // Each call starts only once the previous one has finished.
      expect(running).toBe(1);
      events.push(`start ${hash}`);
      await new Promise((resolve) => setTimeout(resolve, 1));
      events.push(`end ${hash}`);
      running -= 1;
    };
    const outcome = await deleteGroupsInOrder(['a', 'b', 'c'], deleteOne, () => events.push('reload'));
    expect(outcome).toEqual({ deleted: ['a', 'b', 'c'] });
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c', 'reload']);
  });

  it('stops at a failure, names it, and still reloads once', async () => {
    const calls: string[] = [];
    let reloads = 0;
    const outcome = await deleteGroupsInOrder(
      ['a', 'b', 'c'],
      (hash) => {
        calls.push(hash);
        return hash === 'b' ? Promise.reject(new Error('500')) : Promise.resolve();
      },
      () => {
        reloads += 1;
      },
    );
    expect(outcome).toEqual({ deleted: ['a'], failedAt: 'b' });
    expect(calls).toEqual(['a', 'b']);
    expect(reloads).toBe(1);
  });

  it('with nothing chosen makes no call and reloads once', async () => {
    let reloads = 0;
    await expect(
      deleteGroupsInOrder(
        [],
        () => Promise.reject(new Error('never')),
        () => (reloads += 1),
      ),
    ).resolves.toEqual({ deleted: [] });
    expect(reloads).toBe(1);
  });
});

describe('groupsExport', () => {
  it('holds the table headers and the raw figures of each group, in order', () => {
    const file = groupsExport(GROUPS);
    expect(file.columns.map((c) => c.header)).toEqual(GROUP_COLUMNS.map((c) => c.header));
    expect(file.columns.map((c) => c.id)).toEqual([
      'name',
      'numberOfKeywords',
      'rankChange',
      'clickChange',
      'impressionShare',
    ]);
    expect(file.rows).toEqual(
      GROUPS.map((g) => ({
        name: g.name,
        numberOfKeywords: g.numberOfKeywords,
        rankChange: g.rankChange,
        clickChange: g.clickChange,
        impressionShare: g.impressionShare,
      })),
    );
  });

  it('keeps a name with commas and quotes as it is (the server quotes the CSV field)', () => {
    const odd = { ...GROUPS[0], name: 'Brand, "core"' } as GroupRow;
    expect(groupsExport([odd]).rows[0]?.name).toBe('Brand, "core"');
  });
});

describe('GROUP_COLUMNS', () => {
  it('shows changes signed and the impression share as a percent', () => {
    const [brand] = GROUPS as [GroupRow];
    const shown = Object.fromEntries(
      GROUP_COLUMNS.map((c) => [c.id, c.display({ ...brand, rankChange: 6, clickChange: -45, impressionShare: 22.5 })]),
    );
    expect(shown).toMatchObject({ rankChange: '+6', clickChange: '-45', impressionShare: '22.5%' });
  });
});

describe('groupDetailFigures', () => {
  it("lists the group's figures as Groups/Details gives them, formatted", () => {
    const figures = Object.fromEntries(groupDetailFigures(DETAILS).map((f) => [f.id, f.value]));
    expect(figures).toMatchObject({
      estMonthlyClicks: '5,400',
      potentialClicks: '12,800',
      improvedRanks: '9',
      lostRanks: '3',
      avgAdPosition: '2.4',
      topOfPagePct: '35%',
    });
    expect(groupDetailFigures({ ...DETAILS, avgAdPosition: null }).find((f) => f.id === 'avgAdPosition')?.value).toBe(
      '-',
    );
  });
});
