/**
 * Scheduled PDF reports (doc 2 §3 PDF export form, §7 PDF export calls): when a schedule next runs,
 * and the list, update and delete calls through app.inject on every test database. Schedule (a
 * multipart PDF export form) is not built yet, so the tests store reports directly.
 */
import { describe, expect, it } from 'vitest';

import { nextRunAt, PDF_REPORT_TEXT } from './handlers/pdf-export';
import {
  contractErrors,
  countRows,
  loggedInTeamMember,
  registeredBrowser,
  TEST_DATABASES,
  uniqueEmails,
  userIdOf,
  useTestServer,
  type Browser,
  type Sent,
  type TestServer,
} from './testing/harness';
import type { components } from '../api/schema.gen';

type ScheduledPdfReport = components['schemas']['ScheduledPdfReport'];
type ReportUpdate = components['schemas']['ScheduledPdfReportUpdate'];

const BASE = '/Endpoints/PdfExport';
const ACME_PROJECT = 'b1f8d1c2-4e5a-4c3b-9d2e-7a6f5e4d3c2b';

describe('nextRunAt', () => {
  const next = (frequency: 'WEEKLY' | 'MONTHLY', reportDay: number, now: string) =>
    nextRunAt(frequency, reportDay, new Date(now)).toISOString();

  it('sends a weekly report on its weekday (1 Monday … 7 Sunday) at 06:00 UTC', () => {
    // Wednesday 5 March 2025 → Monday 10 March (the contract's example).
    expect(next('WEEKLY', 1, '2025-03-05T12:00:00Z')).toBe('2025-03-10T06:00:00.000Z');
    // Saturday → Sunday, the next day.
    expect(next('WEEKLY', 7, '2025-03-08T10:00:00Z')).toBe('2025-03-09T06:00:00.000Z');
    // Wednesday → the Wednesday after, when today's run has gone.
    expect(next('WEEKLY', 3, '2025-03-05T12:00:00Z')).toBe('2025-03-12T06:00:00.000Z');
  });

  it('still sends today before 06:00, and next week from 06:00 on', () => {
    expect(next('WEEKLY', 1, '2025-03-10T05:59:59Z')).toBe('2025-03-10T06:00:00.000Z');
    expect(next('WEEKLY', 1, '2025-03-10T06:00:00Z')).toBe('2025-03-17T06:00:00.000Z');
  });

  it('crosses the end of a month and of a year for a weekly report', () => {
    // Wednesday 31 December 2025 → Friday 2 January 2026.
    expect(next('WEEKLY', 5, '2025-12-31T10:00:00Z')).toBe('2026-01-02T06:00:00.000Z');
    // Thursday 29 February 2024 (leap year) → Monday 4 March.
    expect(next('WEEKLY', 1, '2024-02-29T10:00:00Z')).toBe('2024-03-04T06:00:00.000Z');
  });

  it('sends a monthly report on its day of the month, this month while the day is ahead', () => {
    expect(next('MONTHLY', 15, '2025-03-05T12:00:00Z')).toBe('2025-03-15T06:00:00.000Z');
    expect(next('MONTHLY', 15, '2025-03-15T05:00:00Z')).toBe('2025-03-15T06:00:00.000Z');
    expect(next('MONTHLY', 5, '2025-03-05T06:00:00Z')).toBe('2025-04-05T06:00:00.000Z');
  });

  it('moves a monthly report past the end of a short month and of the year', () => {
    // From 31 January to 28 February (day 28 is the last every month has).
    expect(next('MONTHLY', 28, '2025-01-31T12:00:00Z')).toBe('2025-02-28T06:00:00.000Z');
    // Sent on 28 February: the next is 28 March, not a day of February.
    expect(next('MONTHLY', 28, '2025-02-28T07:00:00Z')).toBe('2025-03-28T06:00:00.000Z');
    // Leap day: 29 February 2024 → 1 March.
    expect(next('MONTHLY', 1, '2024-02-29T12:00:00Z')).toBe('2024-03-01T06:00:00.000Z');
    // New Year's Eve → 1 January.
    expect(next('MONTHLY', 1, '2025-12-31T23:59:00Z')).toBe('2026-01-01T06:00:00.000Z');
    expect(next('MONTHLY', 10, '2025-12-20T00:00:00Z')).toBe('2026-01-10T06:00:00.000Z');
  });
});

const fieldsOf = (res: Sent) => ((res.body as { fields?: { field: string }[] }).fields ?? []).map((f) => f.field);
const reportsOf = (res: Sent) => res.body as ScheduledPdfReport[];

interface SeedReport {
  name?: string;
  frequency?: 'WEEKLY' | 'MONTHLY';
  reportDay?: number;
  isActive?: boolean;
  recipients?: { emailAddress: string; isActive: boolean }[];
}

/** Stores a report for the account with this e-mail (Schedule is not built); its alertId. */
async function seedReport(server: TestServer, email: string, seed: SeedReport = {}): Promise<number> {
  const now = new Date().toISOString();
  const row = await server.db.kysely
    .insertInto('scheduled_pdf_reports')
    .values({
      user_id: await userIdOf(server, email),
      name: seed.name ?? 'Acme weekly keywords',
      project_id: ACME_PROJECT,
      source_url: '/seo/keywords/domain?query=acme.com',
      frequency: seed.frequency ?? 'WEEKLY',
      report_day: seed.reportDay ?? 1,
      style_id: 'Surf',
      report_template: 'Comprehensive',
      recipients: JSON.stringify(seed.recipients ?? [{ emailAddress: 'jane@acme.com', isActive: true }]),
      is_active: seed.isActive === false ? 0 : 1,
      export_options: JSON.stringify({ itemName: 'acme.com', sectionName: 'Keyword List' }),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function guidOf(server: TestServer, email: string): Promise<string> {
  const row = await server.db.kysely
    .selectFrom('users')
    .select('guid')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.guid;
}

describe.each(TEST_DATABASES)('scheduled PDF reports on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('pdf-reports', kind);

  const list = (b: Browser, userId: string) =>
    b.get(`${BASE}/GetScheduledPdfReports?${new URLSearchParams({ userId }).toString()}`);
  const update = (b: Browser, reports: ReportUpdate[]) => b.post(`${BASE}/UpdateScheduledPdfReports`, { reports });
  const remove = (b: Browser, userId: string, alertId: number, options: { csrf?: boolean } = {}) =>
    b.get(
      `${BASE}/DeleteScheduledPdfReport?${new URLSearchParams({ userId, alertId: String(alertId) }).toString()}`,
      options,
    );

  /** A new account, logged in, with its GUID. */
  async function account(who?: string) {
    const address = email(who);
    const browser = await registeredBrowser(server, address);
    return { email: address, browser, guid: await guidOf(server, address) };
  }

  it('lists the caller’s reports in the order they were made, with the next run of the active ones', async () => {
    const me = await account();
    expect(reportsOf(await list(me.browser, me.guid))).toEqual([]);
    const weekly = await seedReport(server, me.email, {
      name: 'Acme weekly keywords',
      frequency: 'WEEKLY',
      reportDay: 1,
    });
    const paused = await seedReport(server, me.email, {
      name: 'Rival monthly',
      frequency: 'MONTHLY',
      reportDay: 28,
      isActive: false,
    });

    const before = Date.now();
    const listed = await list(me.browser, me.guid);
    expect(listed.status).toBe(200);
    expect(contractErrors('getScheduledPdfReports', listed)).toEqual([]);
    const [first, second] = reportsOf(listed);
    expect(first).toEqual({
      userId: me.guid,
      alertId: weekly,
      name: 'Acme weekly keywords',
      projectId: ACME_PROJECT,
      sourceUrl: '/seo/keywords/domain?query=acme.com',
      frequency: 'WEEKLY',
      reportDay: 1,
      styleId: 'Surf',
      reportTemplate: 'Comprehensive',
      alertRecipients: [{ emailAddress: 'jane@acme.com', isActive: true }],
      isActive: true,
      nextRunAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT06:00:00Z$/),
    });
    // A Monday at 06:00 UTC, within the coming week.
    const nextRun = new Date(first!.nextRunAt!);
    expect(nextRun.getUTCDay()).toBe(1);
    expect(nextRun.getTime()).toBeGreaterThan(before);
    expect(nextRun.getTime() - before).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
    expect(second).toMatchObject({ alertId: paused, name: 'Rival monthly', isActive: false, nextRunAt: null });
  });

  it('refuses another account’s list with 403, and an unknown user id the same way', async () => {
    const me = await account();
    const other = await account();
    await seedReport(server, other.email);
    const refused = await list(me.browser, other.guid);
    expect(refused.status).toBe(403);
    expect(contractErrors('getScheduledPdfReports', refused)).toEqual([]);
    expect(refused.body).toMatchObject({ code: 'NOT_YOUR_REPORT', message: PDF_REPORT_TEXT.notYours });
    const unknown = await list(me.browser, '00000000-0000-4000-8000-000000000001');
    expect(unknown.status).toBe(403);
    // The id is not case-sensitive.
    expect((await list(me.browser, me.guid.toUpperCase())).status).toBe(200);
  });

  it('asks a visitor to log in, and names a malformed user id', async () => {
    const visitor = server.browser();
    await visitor.visit();
    expect((await list(visitor, '00000000-0000-4000-8000-000000000001')).status).toBe(401);
    const me = await account();
    const malformed = await list(me.browser, 'not-a-guid');
    expect(malformed.status).toBe(400);
    expect(fieldsOf(malformed)).toEqual(['query.userId']);
  });

  it('lets a team owner list and manage its members’ reports, and a member only its own', async () => {
    const owner = await account('owner');
    const memberEmail = email('member');
    const member = await loggedInTeamMember(server, await userIdOf(server, owner.email), memberEmail);
    const memberGuid = await guidOf(server, memberEmail);
    const memberReport = await seedReport(server, memberEmail, { name: 'Member report' });
    await seedReport(server, owner.email, { name: 'Owner report' });

    const seenByOwner = await list(owner.browser, memberGuid);
    expect(seenByOwner.status).toBe(200);
    expect(reportsOf(seenByOwner).map((r) => [r.name, r.userId])).toEqual([['Member report', memberGuid]]);
    expect((await list(member, owner.guid)).status).toBe(403);
    expect(reportsOf(await list(member, memberGuid)).map((r) => r.name)).toEqual(['Member report']);

    const paused = await update(owner.browser, [{ userId: memberGuid, alertId: memberReport, isActive: false }]);
    expect(paused.status).toBe(200);
    expect(reportsOf(await list(member, memberGuid))[0]).toMatchObject({ isActive: false, nextRunAt: null });
    expect((await remove(member, owner.guid, 1)).status).toBe(403);
    expect((await remove(owner.browser, memberGuid, memberReport)).status).toBe(200);
  });

  it('pauses and resumes a report: a paused one has no next run', async () => {
    const me = await account();
    const alertId = await seedReport(server, me.email);

    const paused = await update(me.browser, [{ userId: me.guid, alertId, isActive: false }]);
    expect(paused.status).toBe(200);
    expect(contractErrors('updateScheduledPdfReports', paused)).toEqual([]);
    expect(reportsOf(paused)).toEqual([expect.objectContaining({ alertId, isActive: false, nextRunAt: null })]);
    expect(reportsOf(await list(me.browser, me.guid))[0]).toMatchObject({ isActive: false, nextRunAt: null });

    const resumed = await update(me.browser, [{ userId: me.guid, alertId, isActive: true }]);
    expect(reportsOf(resumed)[0]).toMatchObject({ isActive: true, nextRunAt: expect.stringMatching(/T06:00:00Z$/) });
    // Fields not sent keep their value.
    expect(reportsOf(resumed)[0]).toMatchObject({ name: 'Acme weekly keywords', frequency: 'WEEKLY', reportDay: 1 });
  });

  it('changes the frequency, day, name, design and recipients, and moves the next run with them', async () => {
    const me = await account();
    const alertId = await seedReport(server, me.email);
    const changed = await update(me.browser, [
      {
        userId: me.guid,
        alertId,
        name: '  Acme monthly  ',
        frequency: 'MONTHLY',
        reportDay: 20,
        styleId: 'Zest',
        reportTemplate: 'Executive',
        alertRecipients: [
          { emailAddress: 'joe@acme.com', isActive: true },
          { emailAddress: 'jane@acme.com', isActive: false },
        ],
      },
    ]);
    expect(changed.status).toBe(200);
    const [report] = reportsOf(changed);
    expect(report).toMatchObject({
      name: 'Acme monthly',
      frequency: 'MONTHLY',
      reportDay: 20,
      styleId: 'Zest',
      reportTemplate: 'Executive',
      alertRecipients: [
        { emailAddress: 'joe@acme.com', isActive: true },
        { emailAddress: 'jane@acme.com', isActive: false },
      ],
    });
    expect(new Date(report!.nextRunAt!).getUTCDate()).toBe(20);
    expect(reportsOf(await list(me.browser, me.guid))).toEqual([report]);
  });

  it('names the field of a bad value with 400 and changes nothing', async () => {
    const me = await account();
    const alertId = await seedReport(server, me.email, { frequency: 'MONTHLY', reportDay: 20 });
    const base = { userId: me.guid, alertId };
    const cases: [Partial<ReportUpdate> | Record<string, unknown>, string][] = [
      [{ frequency: 'DAILY' }, 'body.reports.0.frequency'],
      [{ reportDay: 0 }, 'body.reports.0.reportDay'],
      [{ reportDay: 29 }, 'body.reports.0.reportDay'],
      // A weekly report goes out on a weekday, 1 to 7.
      [{ frequency: 'WEEKLY', reportDay: 8 }, 'body.reports.0.reportDay'],
      // Only the frequency sent: the stored day 20 is no weekday, so the frequency is named.
      [{ frequency: 'WEEKLY' }, 'body.reports.0.frequency'],
      [{ name: '   ' }, 'body.reports.0.name'],
      [{ alertRecipients: [] }, 'body.reports.0.alertRecipients'],
      [
        { alertRecipients: [{ emailAddress: 'not an address', isActive: true }] },
        'body.reports.0.alertRecipients.0.emailAddress',
      ],
      [
        {
          alertRecipients: [
            { emailAddress: 'jane@acme.com', isActive: true },
            { emailAddress: 'JANE@acme.com', isActive: false },
          ],
        },
        'body.reports.0.alertRecipients.1.emailAddress',
      ],
      [{ styleId: 'Neon' }, 'body.reports.0.styleId'],
    ];
    for (const [change, field] of cases) {
      const res = await update(me.browser, [{ ...base, ...change } as ReportUpdate]);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(fieldsOf(res), JSON.stringify(change)).toEqual([field]);
    }
    const twice = await update(me.browser, [base, { ...base, isActive: false }]);
    expect(fieldsOf(twice)).toEqual(['body.reports.1.alertId']);
    expect(reportsOf(await list(me.browser, me.guid))[0]).toMatchObject({
      frequency: 'MONTHLY',
      reportDay: 20,
      isActive: true,
      alertRecipients: [{ emailAddress: 'jane@acme.com', isActive: true }],
    });
  });

  it('answers 404 for an unknown report, undoing the changes of the same request before it', async () => {
    const me = await account();
    const other = await account();
    const mine = await seedReport(server, me.email);
    const theirs = await seedReport(server, other.email);

    const unknown = await update(me.browser, [
      { userId: me.guid, alertId: mine, isActive: false },
      { userId: me.guid, alertId: 999_999, isActive: false },
    ]);
    expect(unknown.status).toBe(404);
    expect(contractErrors('updateScheduledPdfReports', unknown)).toEqual([]);
    expect(unknown.body).toMatchObject({ code: 'REPORT_NOT_FOUND', message: PDF_REPORT_TEXT.notFound });
    expect(reportsOf(await list(me.browser, me.guid))[0]).toMatchObject({ isActive: true });

    // Another account's report is not found under one's own id, and refused under theirs.
    expect((await update(me.browser, [{ userId: me.guid, alertId: theirs, isActive: false }])).status).toBe(404);
    expect((await update(me.browser, [{ userId: other.guid, alertId: theirs, isActive: false }])).status).toBe(403);
    expect(reportsOf(await list(other.browser, other.guid))[0]).toMatchObject({ isActive: true });
  });

  it('deletes a report once: then 404; another account’s is refused', async () => {
    const me = await account();
    const other = await account();
    const alertId = await seedReport(server, me.email);
    const kept = await seedReport(server, me.email, { name: 'Kept' });
    const theirs = await seedReport(server, other.email);

    // A GET, still protected against cross-site requests.
    expect((await remove(me.browser, me.guid, alertId, { csrf: false })).status).toBe(403);
    const deleted = await remove(me.browser, me.guid, alertId);
    expect(deleted.status).toBe(200);
    expect(contractErrors('deleteScheduledPdfReport', deleted)).toEqual([]);
    expect(deleted.body).toEqual({ success: true, status: PDF_REPORT_TEXT.deleted });
    expect(reportsOf(await list(me.browser, me.guid)).map((r) => r.alertId)).toEqual([kept]);

    const again = await remove(me.browser, me.guid, alertId);
    expect(again.status).toBe(404);
    expect(contractErrors('deleteScheduledPdfReport', again)).toEqual([]);
    expect((await remove(me.browser, me.guid, theirs)).status).toBe(404);
    expect((await remove(me.browser, other.guid, theirs)).status).toBe(403);
    expect(reportsOf(await list(other.browser, other.guid))).toHaveLength(1);
  });

  it('removes an account’s reports with the account', async () => {
    const me = await account();
    await seedReport(server, me.email);
    const before = await countRows(server.db, 'scheduled_pdf_reports');
    await server.db.kysely.deleteFrom('users').where('email', '=', me.email).execute();
    expect(await countRows(server.db, 'scheduled_pdf_reports')).toBe(before - 1);
  });
});
