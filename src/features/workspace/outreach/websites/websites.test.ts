import { describe, expect, it } from 'vitest';

import {
  contextLines,
  filterWebsiteRows,
  moveTargets,
  pageCountWords,
  websitePages,
  websiteRows,
  type OutreachContext,
  type Project,
} from './websites';
import type { OutreachRelationship, TableUrlEntry } from '../outreach';

const ACME_ID = 'b1f8d1c2-4e5a-4c3b-9d2e-7a6f5e4d3c2b';
const RIVAL_ID = 'c2a9e2d3-5f6b-4d4c-8e3f-8b7a6f5e4d3c';
const ACME: Project = { id: ACME_ID, projectName: 'Acme Corp', name: 'Acme Corp', primaryDomainName: 'acme.com' };
const RIVAL: Project = { id: RIVAL_ID, projectName: 'Rival watch', name: 'Rival watch', primaryDomainName: null };

const SITE: OutreachRelationship = {
  projectId: ACME_ID,
  domainId: 88012,
  urlId: null,
  domainName: 'blog.example.org',
  relationshipStatus: 'contacted',
  rating: 2,
  tags: ['guest post'],
};
const PAGE_STATE: OutreachRelationship = { ...SITE, urlId: 530771, relationshipStatus: 'linked', rating: 3 };
const OTHER: OutreachRelationship = {
  projectId: RIVAL_ID,
  domainId: 88013,
  urlId: null,
  domainName: 'rivalreview.io',
  relationshipStatus: 'declined',
  rating: 0,
  tags: ['partner'],
};
const LINK: TableUrlEntry = {
  domainId: SITE.domainId,
  projectId: ACME_ID,
  urlId: 530771,
  urlMonthlyOrganicClicks: 930,
  urlName: 'blog.example.org/best-seo-tools',
  urlRankedKeywords: 57,
};
const CONTEXT: OutreachContext = {
  domainId: SITE.domainId,
  urlId: null,
  contexts: [
    { context: 'organic', keywordCount: 320, monthlyClicks: 1840 },
    { context: 'paid', keywordCount: 12, monthlyClicks: 95 },
  ],
};

describe('websiteRows', () => {
  it('keeps the website rows (no urlId) and counts their pages per project and domain', () => {
    const links = [
      LINK,
      { ...LINK, urlId: LINK.urlId + 1 },
      // The same domain id in another project is another website.
      { ...LINK, urlId: LINK.urlId + 2, projectId: OTHER.projectId },
    ];
    const rows = websiteRows([SITE, PAGE_STATE, OTHER], links);
    expect(rows.map((r) => [r.domainName, r.pageCount])).toEqual([
      [SITE.domainName, 2],
      [OTHER.domainName, 0],
    ]);
    expect(rows[0]).toMatchObject({
      relationshipStatus: SITE.relationshipStatus,
      rating: SITE.rating,
      projectName: '',
    });
  });

  it('names each row’s project when the projects are given', () => {
    const rows = websiteRows([SITE, OTHER], [], [ACME, RIVAL]);
    expect(rows.map((r) => r.projectName)).toEqual([ACME.projectName, RIVAL.projectName]);
  });
});

describe('filterWebsiteRows', () => {
  const rows = websiteRows([SITE, OTHER], [], [ACME, RIVAL]);
  it('matches the website, its project, its relationship in words or a tag, in any case', () => {
    expect(filterWebsiteRows(rows, 'BLOG.').map((r) => r.domainName)).toEqual([SITE.domainName]);
    expect(filterWebsiteRows(rows, 'rival watch').map((r) => r.domainName)).toEqual([OTHER.domainName]);
    expect(filterWebsiteRows(rows, 'declined').map((r) => r.domainName)).toEqual([OTHER.domainName]);
    expect(filterWebsiteRows(rows, 'guest').map((r) => r.domainName)).toEqual([SITE.domainName]);
  });
  it('keeps every row for blank text, none when nothing matches', () => {
    expect(filterWebsiteRows(rows, '  ')).toHaveLength(2);
    expect(filterWebsiteRows(rows, 'no such site')).toEqual([]);
  });
});

describe('websitePages', () => {
  it('keeps the links of the website’s project and domain', () => {
    const links = [LINK, { ...LINK, domainId: 1 }, { ...LINK, projectId: OTHER.projectId }];
    expect(websitePages(links, SITE)).toEqual([LINK]);
  });
});

describe('contextLines', () => {
  it('words organic then paid with formatted counts', () => {
    expect(contextLines(CONTEXT)).toEqual([
      { context: 'organic', label: 'Organic', keywords: '320 keywords', clicks: '1,840 monthly clicks' },
      { context: 'paid', label: 'Paid', keywords: '12 keywords', clicks: '95 monthly clicks' },
    ]);
    expect(contextLines({ ...CONTEXT, contexts: [{ context: 'paid', keywordCount: 1234, monthlyClicks: 0 }] })).toEqual(
      [
        { context: 'organic', label: 'Organic', keywords: 'Not seen', clicks: '' },
        { context: 'paid', label: 'Paid', keywords: '1,234 keywords', clicks: '0 monthly clicks' },
      ],
    );
  });
});

describe('moveTargets', () => {
  it('offers every project but the website’s own, in order', () => {
    expect(moveTargets([ACME, RIVAL], ACME.id)).toEqual([RIVAL]);
  });
});

describe('pageCountWords', () => {
  it('says no pages, 1 page, or the count', () => {
    expect([0, 1, 2, 1500].map(pageCountWords)).toEqual(['no pages', '1 page', '2 pages', '1,500 pages']);
  });
});
