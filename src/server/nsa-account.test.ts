/** Per-account data under /NsaApi/Account and the API key, through app.inject, on every test database. */
import { describe, expect, it } from 'vitest';

import { findUserByApiKey, monthOf, recordApiUsage } from './apiKeys';
import { parseKeywordList } from '../lib/keywordList';
import { API_ACCESS_ROW_LIMIT } from '../lib/spec/purchase';
import { TEXT } from '../lib/spec/text';
import { ACCOUNT_DATA_TEXT, MAX_USER_ATTRIBUTES } from './handlers/nsa-account/data';
import {
  contractErrors,
  countRows,
  errorBodyErrors,
  registeredBrowser,
  TEST_DATABASES,
  uniqueEmails,
  userIdOf,
  useTestServer,
  type Browser,
  type Sent,
} from './testing/harness';

const BASE = '/NsaApi/Account';
const GET_EMAILS = `${BASE}/GetEmailAddresses`;
const SET_EMAILS = `${BASE}/SetEmailAddresses`;
const GET_CONTACT = `${BASE}/GetUserContactInfo`;
const SET_CONTACT = `${BASE}/SetUserContactInfo`;
const GET_ATTRIBUTE = `${BASE}/GetUserAttribute`;
const SET_ATTRIBUTE = `${BASE}/SetUserAttribute`;
const LIST_ALERTS = `${BASE}/GetProjectAlerts`;
const SAVE_ALERT = `${BASE}/SaveProjectAlert`;
const DELETE_ALERT = `${BASE}/DeleteProjectAlert`;
const GET_KEYWORDS = `${BASE}/GetRequestedKeywords`;
const KEYWORD_COUNTS = `${BASE}/GetRequestedKeywordStatusCounts`;
const ADD_KEYWORDS = `${BASE}/AddRequestedKeywords`;
const API_USAGE = `${BASE}/GetApiMonthlyUsageData`;
const GENERATE_KEY = `${BASE}/GetGenerateApiKey`;
const API_INFO = '/Endpoints/AccountApi/GetUserApiInfo';

const PROJECT = '5a1c9e7b-2d4f-4a6b-8c0d-1e2f3a4b5c6d';
const OTHER_PROJECT = '6b2d0f8c-3e5a-4b7c-9d1e-2f3a4b5c6d7e';

const alertBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Weekly rank report',
  projectId: PROJECT,
  alertTypeId: 1,
  isActive: true,
  alertRecipients: [{ emailAddress: 'jane@example.com', isActive: true }],
  sourceUrl: '/seo/keywords/domain?query=example.com',
  countryCode: 'US',
  ...overrides,
});

const fieldsOf = (res: Sent) => ((res.body as { fields?: { field: string }[] }).fields ?? []).map((f) => f.field);

describe.each(TEST_DATABASES)('per-account data on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('data', kind);

  /** A new account, logged in, with its address and id. */
  async function loggedIn(address = email()): Promise<{ b: Browser; address: string; userId: number }> {
    const b = await registeredBrowser(server, address);
    return { b, address, userId: await userIdOf(server, address) };
  }

  async function makeFullUser(userId: number) {
    await server.db.kysely
      .updateTable('users')
      .set({ is_full_user: 1, plan: 'Basic' })
      .where('id', '=', userId)
      .execute();
  }

  describe('e-mail addresses', () => {
    it('starts with the login address as primary and no extra addresses', async () => {
      const { b, address } = await loggedIn();
      const res = await b.get(`${GET_EMAILS}?countryCode=US`);
      expect(res.status).toBe(200);
      expect(contractErrors('getEmailAddresses', res)).toEqual([]);
      expect(res.body).toEqual({ primaryEmail: address, additionalEmails: [] });
    });

    it('replaces the extra addresses, in order, keeping each once and leaving out the primary', async () => {
      const { b, address } = await loggedIn();
      const query = ['billing@example.com', address.toUpperCase(), 'ops@example.com', 'Billing@Example.com']
        .map((e) => `emails=${encodeURIComponent(e)}`)
        .join('&');
      const res = await b.get(`${SET_EMAILS}?${query}&countryCode=US`);
      expect(res.status).toBe(200);
      expect(contractErrors('setEmailAddresses', res)).toEqual([]);
      expect(res.body).toEqual({ primaryEmail: address, additionalEmails: ['billing@example.com', 'ops@example.com'] });
      expect((await b.get(GET_EMAILS)).body).toEqual(res.body);

      const single = await b.get(`${SET_EMAILS}?emails=finance@example.com`);
      expect(single.body).toEqual({ primaryEmail: address, additionalEmails: ['finance@example.com'] });
    });

    it('clears the list when emails is left out', async () => {
      const { b, address } = await loggedIn();
      await b.get(`${SET_EMAILS}?emails=billing@example.com`);
      const res = await b.get(SET_EMAILS);
      expect(res.status).toBe(200);
      expect(contractErrors('setEmailAddresses', res)).toEqual([]);
      expect(res.body).toEqual({ primaryEmail: address, additionalEmails: [] });
    });

    it('refuses an invalid address with a 400 naming it, and keeps the stored list', async () => {
      const { b } = await loggedIn();
      await b.get(`${SET_EMAILS}?emails=billing@example.com`);
      for (const bad of ['not-an-email', 'jane..doe@example', 'a@b.com,c@d.com']) {
        const res = await b.get(`${SET_EMAILS}?emails=ok@example.com&emails=${encodeURIComponent(bad)}`);
        expect(res.status).toBe(400);
        expect(contractErrors('setEmailAddresses', res)).toEqual([]);
        expect(fieldsOf(res)).toEqual(['query.emails.1']);
      }
      expect((await b.get(GET_EMAILS)).body).toMatchObject({ additionalEmails: ['billing@example.com'] });
    });

    it('refuses more than ten addresses', async () => {
      const { b } = await loggedIn();
      const query = Array.from({ length: 11 }, (_, i) => `emails=extra${i}@example.com`).join('&');
      const res = await b.get(`${SET_EMAILS}?${query}`);
      expect(res.status).toBe(400);
      expect(fieldsOf(res)).toEqual(['query.emails']);
    });

    it("applies the spec's e-mail check where the schema's format check is looser", async () => {
      // A domain label over 63 characters passes ajv's email format but not the spec's check.
      const { b } = await loggedIn();
      const res = await b.get(`${SET_EMAILS}?emails=x@${'a'.repeat(64)}.com`);
      expect(res.status).toBe(400);
      expect(contractErrors('setEmailAddresses', res)).toEqual([]);
      expect(res.body).toMatchObject({ fields: [{ field: 'query.emails.0', message: TEXT.invalidEmail }] });
    });
  });

  describe('contact info', () => {
    it('is empty until saved', async () => {
      const { b } = await loggedIn();
      const res = await b.get(`${GET_CONTACT}?countryCode=US`);
      expect(res.status).toBe(200);
      expect(contractErrors('getUserContactInfo', res)).toEqual([]);
      expect(Object.values(res.body as object).every((v) => v === '')).toBe(true);
    });

    it('stores the details trimmed, omitted fields empty, and reads them back', async () => {
      const { b } = await loggedIn();
      const res = await b.post(SET_CONTACT, {
        firstName: '  Jane ',
        lastName: 'Marketer',
        companyName: 'Acme Growth LLC',
        phone: '+1 555 0100',
        city: 'Scottsdale',
        countryCode: 'US',
      });
      expect(res.status).toBe(200);
      expect(contractErrors('setUserContactInfo', res)).toEqual([]);
      const expected = {
        firstName: 'Jane',
        lastName: 'Marketer',
        companyName: 'Acme Growth LLC',
        phone: '+1 555 0100',
        address1: '',
        address2: '',
        city: 'Scottsdale',
        region: '',
        postalCode: '',
        addressCountry: '',
      };
      expect(res.body).toEqual(expected);
      expect((await b.get(GET_CONTACT)).body).toEqual(expected);

      const again = await b.post(SET_CONTACT, { firstName: 'Janet', lastName: 'Marketer', region: 'AZ' });
      expect(again.body).toMatchObject({ firstName: 'Janet', companyName: '', city: '', region: 'AZ' });
    });

    it('refuses names that are only spaces, naming each field, and keeps the stored details', async () => {
      const { b } = await loggedIn();
      await b.post(SET_CONTACT, { firstName: 'Jane', lastName: 'Marketer' });
      const res = await b.post(SET_CONTACT, { firstName: '   ', lastName: ' ' });
      expect(res.status).toBe(400);
      expect(contractErrors('setUserContactInfo', res)).toEqual([]);
      expect(fieldsOf(res)).toEqual(['body.firstName', 'body.lastName']);
      expect((await b.get(GET_CONTACT)).body).toMatchObject({ firstName: 'Jane', lastName: 'Marketer' });
    });

    it('refuses a missing required field and a phone with letters', async () => {
      const { b } = await loggedIn();
      expect(fieldsOf(await b.post(SET_CONTACT, { firstName: 'Jane' }))).toEqual(['body.lastName']);
      const phone = await b.post(SET_CONTACT, { firstName: 'Jane', lastName: 'M', phone: 'call me' });
      expect(fieldsOf(phone)).toEqual(['body.phone']);
    });
  });

  describe('user attributes', () => {
    it('reads null for a name never set', async () => {
      const { b } = await loggedIn();
      const res = await b.get(`${GET_ATTRIBUTE}?name=hasSeenKombatTour&countryCode=US`);
      expect(res.status).toBe(200);
      expect(contractErrors('getUserAttribute', res)).toEqual([]);
      expect(res.body).toEqual({ name: 'hasSeenKombatTour', value: null });
    });

    it('writes, overwrites and clears a value', async () => {
      const { b } = await loggedIn();
      const set = await b.post(SET_ATTRIBUTE, { name: 'hasSeenKombatTour', value: 'true', countryCode: 'US' });
      expect(set.status).toBe(200);
      expect(contractErrors('setUserAttribute', set)).toEqual([]);
      expect(set.body).toEqual({ name: 'hasSeenKombatTour', value: 'true' });
      expect((await b.get(`${GET_ATTRIBUTE}?name=hasSeenKombatTour`)).body).toEqual(set.body);

      await b.post(SET_ATTRIBUTE, { name: 'hasSeenKombatTour', value: 'false' });
      expect((await b.get(`${GET_ATTRIBUTE}?name=hasSeenKombatTour`)).body).toMatchObject({ value: 'false' });

      const cleared = await b.post(SET_ATTRIBUTE, { name: 'hasSeenKombatTour', value: null });
      expect(cleared.body).toEqual({ name: 'hasSeenKombatTour', value: null });
      expect((await b.get(`${GET_ATTRIBUTE}?name=hasSeenKombatTour`)).body).toMatchObject({ value: null });
    });

    it('refuses a malformed name', async () => {
      const { b } = await loggedIn();
      expect(fieldsOf(await b.get(`${GET_ATTRIBUTE}?name=${encodeURIComponent('has seen')}`))).toEqual(['query.name']);
      expect(fieldsOf(await b.post(SET_ATTRIBUTE, { name: 'a/b', value: 'x' }))).toEqual(['body.name']);
      expect(fieldsOf(await b.post(SET_ATTRIBUTE, { name: 'a' }))).toEqual(['body.value']);
    });

    it(`keeps at most ${MAX_USER_ATTRIBUTES} names per account, but still updates existing ones`, async () => {
      const { b, userId } = await loggedIn();
      const now = new Date().toISOString();
      await server.db.kysely
        .insertInto('user_attributes')
        .values(
          Array.from({ length: MAX_USER_ATTRIBUTES }, (_, i) => ({
            user_id: userId,
            name: `attr${i}`,
            value: 'x',
            updated_at: now,
          })),
        )
        .execute();
      const res = await b.post(SET_ATTRIBUTE, { name: 'oneTooMany', value: 'x' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        fields: [{ field: 'body.name', message: `An account may keep at most ${MAX_USER_ATTRIBUTES} attributes.` }],
      });
      expect((await b.post(SET_ATTRIBUTE, { name: 'attr0', value: 'y' })).body).toEqual({ name: 'attr0', value: 'y' });
    });
  });

  describe('project alerts', () => {
    it('creates, lists, filters by project, updates and deletes an alert', async () => {
      const { b } = await loggedIn();
      const empty = await b.get(`${LIST_ALERTS}?countryCode=US`);
      expect(empty.status).toBe(200);
      expect(contractErrors('listProjectAlerts', empty)).toEqual([]);
      expect(empty.body).toEqual({ alerts: [] });

      const created = await b.post(SAVE_ALERT, alertBody());
      expect(created.status).toBe(200);
      expect(contractErrors('saveProjectAlert', created)).toEqual([]);
      const alert = created.body as { alertId: number; createdAt: string };
      const { countryCode: _countryCode, ...sent } = alertBody();
      expect(alert).toMatchObject({ ...sent, alertId: expect.any(Number) });
      expect(Date.parse(alert.createdAt)).not.toBeNaN();

      const other = await b.post(SAVE_ALERT, alertBody({ name: 'Monthly', projectId: OTHER_PROJECT, isActive: false }));
      expect(other.status).toBe(200);

      const all = await b.get(LIST_ALERTS);
      expect(contractErrors('listProjectAlerts', all)).toEqual([]);
      expect((all.body as { alerts: { name: string }[] }).alerts.map((a) => a.name)).toEqual([
        'Weekly rank report',
        'Monthly',
      ]);
      const filtered = await b.get(`${LIST_ALERTS}?projectId=${OTHER_PROJECT}`);
      expect(filtered.body).toEqual({ alerts: [other.body] });

      const updated = await b.post(
        SAVE_ALERT,
        alertBody({
          alertId: alert.alertId,
          name: 'Renamed',
          alertRecipients: [
            { emailAddress: 'jane@example.com', isActive: false },
            { emailAddress: 'sam@example.com', isActive: true },
          ],
        }),
      );
      expect(updated.status).toBe(200);
      expect(contractErrors('saveProjectAlert', updated)).toEqual([]);
      expect(updated.body).toMatchObject({
        alertId: alert.alertId,
        name: 'Renamed',
        createdAt: alert.createdAt,
        alertRecipients: [
          { emailAddress: 'jane@example.com', isActive: false },
          { emailAddress: 'sam@example.com', isActive: true },
        ],
      });

      const deleted = await b.get(`${DELETE_ALERT}?alertId=${alert.alertId}&countryCode=US`);
      expect(deleted.status).toBe(200);
      expect(contractErrors('deleteProjectAlert', deleted)).toEqual([]);
      expect(deleted.body).toEqual({ isSuccessful: true, message: null });
      expect((await b.get(LIST_ALERTS)).body).toEqual({ alerts: [other.body] });

      const again = await b.get(`${DELETE_ALERT}?alertId=${alert.alertId}`);
      expect(again.status).toBe(404);
      expect(contractErrors('deleteProjectAlert', again)).toEqual([]);
      expect(again.body).toMatchObject({ message: ACCOUNT_DATA_TEXT.alertNotFound, code: 'ALERT_NOT_FOUND' });
    });

    it('answers 404 for saving an alert id that does not exist', async () => {
      const { b } = await loggedIn();
      const res = await b.post(SAVE_ALERT, alertBody({ alertId: 999_999 }));
      expect(res.status).toBe(404);
      expect(contractErrors('saveProjectAlert', res)).toEqual([]);
      expect(errorBodyErrors(res)).toEqual([]);
    });

    it('refuses a blank name and a source URL off this site, naming the fields', async () => {
      const { b } = await loggedIn();
      const before = await countRows(server.db, 'project_alerts');
      for (const sourceUrl of ['https://evil.example/phish', '//evil.example/x', 'seo/keywords']) {
        const res = await b.post(SAVE_ALERT, alertBody({ sourceUrl }));
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          fields: [{ field: 'body.sourceUrl', message: ACCOUNT_DATA_TEXT.sourceUrlNotRelative }],
        });
      }
      const blank = await b.post(SAVE_ALERT, alertBody({ name: '   ' }));
      expect(contractErrors('saveProjectAlert', blank)).toEqual([]);
      expect(fieldsOf(blank)).toEqual(['body.name']);
      expect(fieldsOf(await b.post(SAVE_ALERT, alertBody({ alertRecipients: [] })))).toEqual(['body.alertRecipients']);
      expect(fieldsOf(await b.post(SAVE_ALERT, alertBody({ projectId: 'not-a-guid' })))).toEqual(['body.projectId']);
      expect(fieldsOf(await b.get(`${DELETE_ALERT}?alertId=abc`))).toEqual(['query.alertId']);
      expect(await countRows(server.db, 'project_alerts')).toBe(before);
    });
  });

  describe('requested keywords', () => {
    it('parses commas and new lines, trims, collapses spaces and keeps each keyword once', () => {
      expect(parseKeywordList('  SEO tools , seo   tools\nppc research,,\r\n  ,Keyword Kombat')).toEqual([
        'SEO tools',
        'ppc research',
        'Keyword Kombat',
      ]);
      expect(parseKeywordList(' , \n ')).toEqual([]);
    });

    it('starts empty with zero counts', async () => {
      const { b } = await loggedIn();
      const list = await b.get(`${GET_KEYWORDS}?countryCode=US`);
      expect(list.status).toBe(200);
      expect(contractErrors('getRequestedKeywords', list)).toEqual([]);
      expect(list.body).toEqual({ keywords: [] });
      const counts = await b.get(`${KEYWORD_COUNTS}?countryCode=US`);
      expect(counts.status).toBe(200);
      expect(contractErrors('getRequestedKeywordStatusCounts', counts)).toEqual([]);
      expect(counts.body).toEqual({ ready: 0, processing: 0, queued: 0 });
    });

    it('queues new keywords, skips ones already requested, and lists the newest first', async () => {
      const { b } = await loggedIn();
      const first = await b.post(ADD_KEYWORDS, {
        termsCsv: ' seo tools, SEO  Tools\nppc research ',
        countryCode: 'US',
      });
      expect(first.status).toBe(200);
      expect(contractErrors('addRequestedKeywords', first)).toEqual([]);
      expect(first.body).toEqual({ isSuccessful: true, addedCount: 2, counts: { ready: 0, processing: 0, queued: 2 } });

      const second = await b.post(ADD_KEYWORDS, { termsCsv: 'PPC Research,keyword kombat', countryCode: 'US' });
      expect(second.body).toEqual({
        isSuccessful: true,
        addedCount: 1,
        counts: { ready: 0, processing: 0, queued: 3 },
      });

      const list = await b.get(`${GET_KEYWORDS}?countryCode=US`);
      expect(contractErrors('getRequestedKeywords', list)).toEqual([]);
      const keywords = (list.body as { keywords: { keyword: string; status: string; termId: unknown }[] }).keywords;
      expect(keywords.map((k) => k.keyword)).toEqual(['keyword kombat', 'ppc research', 'seo tools']);
      expect(keywords.every((k) => k.status === 'queued' && k.termId === null)).toBe(true);
      expect((await b.get(KEYWORD_COUNTS)).body).toEqual({ ready: 0, processing: 0, queued: 3 });
    });

    it("counts each status, per country's research database", async () => {
      const { b, userId } = await loggedIn();
      await b.post(ADD_KEYWORDS, { termsCsv: 'a,b,c,d', countryCode: 'US' });
      await server.db.kysely
        .updateTable('requested_keywords')
        .set({ status: 'ready', term_id: 918273 })
        .where('user_id', '=', userId)
        .where('keyword', '=', 'a')
        .execute();
      await server.db.kysely
        .updateTable('requested_keywords')
        .set({ status: 'processing' })
        .where('user_id', '=', userId)
        .where('keyword', 'in', ['b', 'c'])
        .execute();
      expect((await b.get(`${KEYWORD_COUNTS}?countryCode=US`)).body).toEqual({ ready: 1, processing: 2, queued: 1 });
      const list = await b.get(`${GET_KEYWORDS}?countryCode=US`);
      expect(contractErrors('getRequestedKeywords', list)).toEqual([]);
      expect(list.body).toMatchObject({
        keywords: expect.arrayContaining([expect.objectContaining({ keyword: 'a', termId: 918273, status: 'ready' })]),
      });

      const uk = await b.post(ADD_KEYWORDS, { termsCsv: 'a', countryCode: 'UK' });
      expect(uk.body).toMatchObject({ addedCount: 1, counts: { ready: 0, processing: 0, queued: 1 } });
      expect((await b.get(`${GET_KEYWORDS}?countryCode=UK`)).body).toMatchObject({ keywords: [{ keyword: 'a' }] });
    });

    it('refuses a list with no keyword after trimming, or a keyword over 200 characters, adding nothing', async () => {
      const { b } = await loggedIn();
      const before = await countRows(server.db, 'requested_keywords');
      const empty = await b.post(ADD_KEYWORDS, { termsCsv: ' , \n ,' });
      expect(empty.status).toBe(400);
      expect(contractErrors('addRequestedKeywords', empty)).toEqual([]);
      expect(empty.body).toMatchObject({ fields: [{ field: 'body.termsCsv', message: ACCOUNT_DATA_TEXT.noKeywords }] });

      const long = await b.post(ADD_KEYWORDS, { termsCsv: `fine keyword,${'x'.repeat(201)}` });
      expect(long.status).toBe(400);
      expect(long.body).toMatchObject({
        fields: [{ field: 'body.termsCsv', message: 'Each keyword may have at most 200 characters.' }],
      });
      expect(fieldsOf(await b.post(ADD_KEYWORDS, { termsCsv: '' }))).toEqual(['body.termsCsv']);
      expect(fieldsOf(await b.post(ADD_KEYWORDS, { termsCsv: 'x'.repeat(20_001) }))).toEqual(['body.termsCsv']);
      expect(await countRows(server.db, 'requested_keywords')).toBe(before);
    });

    it('takes a long list in one request', async () => {
      const { b } = await loggedIn();
      const termsCsv = Array.from({ length: 1_200 }, (_, i) => `keyword ${i}`).join('\n');
      const res = await b.post(ADD_KEYWORDS, { termsCsv });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ addedCount: 1_200, counts: { queued: 1_200 } });
    });
  });

  describe('API key and monthly usage', () => {
    it('reports this month only for a new account, against the 10,000-row limit', async () => {
      const { b } = await loggedIn();
      const res = await b.get(`${API_USAGE}?countryCode=US`);
      expect(res.status).toBe(200);
      expect(contractErrors('getApiMonthlyUsage', res)).toEqual([]);
      expect(res.body).toEqual({
        months: [{ month: monthOf(new Date()), rowsUsed: 0, rowLimit: API_ACCESS_ROW_LIMIT }],
      });
      expect(API_ACCESS_ROW_LIMIT).toBe(10_000);
    });

    it('reports up to 12 months, newest first, with the rows used in each', async () => {
      const { b, userId } = await loggedIn();
      await server.db.kysely
        .updateTable('users')
        .set({ created_at: '2020-01-15T00:00:00.000Z' })
        .where('id', '=', userId)
        .execute();
      const now = new Date();
      const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
      await recordApiUsage(server.db, userId, 1_000, now);
      await recordApiUsage(server.db, userId, 240, now);
      await recordApiUsage(server.db, userId, 9_800, lastMonth);
      await recordApiUsage(server.db, userId, 5, new Date('2019-01-01T00:00:00Z')); // outside the window
      const res = await b.get(API_USAGE);
      expect(contractErrors('getApiMonthlyUsage', res)).toEqual([]);
      const { months } = res.body as { months: { month: string; rowsUsed: number }[] };
      expect(months).toHaveLength(12);
      expect(months[0]).toEqual({ month: monthOf(now), rowsUsed: 1_240, rowLimit: API_ACCESS_ROW_LIMIT });
      expect(months[1]).toEqual({ month: monthOf(lastMonth), rowsUsed: 9_800, rowLimit: API_ACCESS_ROW_LIMIT });
      expect(months.slice(2).every((m) => m.rowsUsed === 0)).toBe(true);
      expect([...months].sort((x, y) => y.month.localeCompare(x.month))).toEqual(months);

      const info = await b.get(API_INFO);
      expect(info.body).toMatchObject({ rowsUsedThisMonth: 1_240, rowLimit: API_ACCESS_ROW_LIMIT });
    });

    it('gives a free account no API access and refuses it a key', async () => {
      const { b } = await loggedIn();
      const info = await b.get(API_INFO);
      expect(info.status).toBe(200);
      expect(contractErrors('getUserApiInfo', info)).toEqual([]);
      expect(info.body).toEqual({ hasApiAccess: false, apiKey: null, rowLimit: 10_000, rowsUsedThisMonth: 0 });

      const res = await b.get(`${GENERATE_KEY}?countryCode=US`);
      expect(res.status).toBe(403);
      expect(contractErrors('generateApiKey', res)).toEqual([]);
      expect(res.body).toMatchObject({ message: ACCOUNT_DATA_TEXT.apiNeedsFullUser, code: 'API_ACCESS_REQUIRED' });
    });

    it('shows a new key once, keeps only its hash, and a new key replaces the old one', async () => {
      const { b, userId } = await loggedIn();
      await makeFullUser(userId);
      const res = await b.get(`${GENERATE_KEY}?countryCode=US`);
      expect(res.status).toBe(200);
      expect(contractErrors('generateApiKey', res)).toEqual([]);
      const { apiKey: first } = res.body as { apiKey: string };
      expect(first).toMatch(/^rs_[0-9a-f]{40}$/);

      const info = await b.get(API_INFO);
      expect(info.status).toBe(200);
      expect(contractErrors('getUserApiInfo', info)).toEqual([]);
      expect(info.body).toEqual({
        hasApiAccess: true,
        apiKey: `${first.slice(0, 11)}…`,
        rowLimit: API_ACCESS_ROW_LIMIT,
        rowsUsedThisMonth: 0,
      });
      const stored = await server.db.kysely.selectFrom('api_keys').selectAll().where('user_id', '=', userId).execute();
      expect(JSON.stringify(stored)).not.toContain(first);
      expect((await findUserByApiKey(server.db, first))?.id).toBe(userId);

      const second = ((await b.get(GENERATE_KEY)).body as { apiKey: string }).apiKey;
      expect(second).not.toBe(first);
      expect(await findUserByApiKey(server.db, first)).toBeUndefined();
      expect((await findUserByApiKey(server.db, second))?.id).toBe(userId);
      expect((await b.get(API_INFO)).body).toMatchObject({ apiKey: `${second.slice(0, 11)}…` });
      expect(await findUserByApiKey(server.db, 'rs_0000000000000000000000000000000000000000')).toBeUndefined();
    });
  });

  describe('authorisation', () => {
    it('answers 401 to an anonymous visitor and 403 without the CSRF token', async () => {
      const anonymous = server.browser();
      await anonymous.visit();
      for (const url of [GET_EMAILS, GET_CONTACT, LIST_ALERTS, GET_KEYWORDS, KEYWORD_COUNTS, API_USAGE, API_INFO]) {
        const res = await anonymous.get(url);
        expect(res.status, url).toBe(401);
        expect(errorBodyErrors(res)).toEqual([]);
      }
      const post = await anonymous.post(ADD_KEYWORDS, { termsCsv: 'seo' });
      expect(post.status).toBe(401);
      expect(contractErrors('addRequestedKeywords', post)).toEqual([]);
      expect((await anonymous.get(GENERATE_KEY)).status).toBe(401);

      const { b } = await loggedIn();
      const noCsrf = await b.post(SET_ATTRIBUTE, { name: 'x', value: 'y' }, { csrf: false });
      expect(noCsrf.status).toBe(403);
      expect((await b.get(`${DELETE_ALERT}?alertId=1`, { csrf: false })).status).toBe(403);
    });

    it("never lets user B read or change user A's data", async () => {
      const a = await loggedIn();
      const b = await loggedIn();
      await makeFullUser(a.userId);
      await makeFullUser(b.userId);

      const alert = (await a.b.post(SAVE_ALERT, alertBody())).body as { alertId: number };
      await a.b.post(SET_ATTRIBUTE, { name: 'theme', value: 'dark' });
      await a.b.post(ADD_KEYWORDS, { termsCsv: 'secret keyword' });
      await a.b.post(SET_CONTACT, { firstName: 'Alice', lastName: 'A' });
      await a.b.get(`${SET_EMAILS}?emails=alice.billing@example.com`);
      const aKey = ((await a.b.get(GENERATE_KEY)).body as { apiKey: string }).apiKey;
      await recordApiUsage(server.db, a.userId, 777);
      const aAlerts = (await a.b.get(LIST_ALERTS)).body;

      // B cannot delete or overwrite A's alert: 404, and it is unchanged.
      const del = await b.b.get(`${DELETE_ALERT}?alertId=${alert.alertId}`);
      expect(del.status).toBe(404);
      expect(contractErrors('deleteProjectAlert', del)).toEqual([]);
      const save = await b.b.post(SAVE_ALERT, alertBody({ alertId: alert.alertId, name: 'Hijacked' }));
      expect(save.status).toBe(404);
      expect(contractErrors('saveProjectAlert', save)).toEqual([]);
      expect((await a.b.get(LIST_ALERTS)).body).toEqual(aAlerts);
      expect((await b.b.get(LIST_ALERTS)).body).toEqual({ alerts: [] });
      expect((await b.b.get(`${LIST_ALERTS}?projectId=${PROJECT}`)).body).toEqual({ alerts: [] });

      // Attributes are per account: B reads null and writing its own leaves A's value.
      expect((await b.b.get(`${GET_ATTRIBUTE}?name=theme`)).body).toEqual({ name: 'theme', value: null });
      await b.b.post(SET_ATTRIBUTE, { name: 'theme', value: 'light' });
      await b.b.post(SET_ATTRIBUTE, { name: 'theme', value: null });
      expect((await a.b.get(`${GET_ATTRIBUTE}?name=theme`)).body).toEqual({ name: 'theme', value: 'dark' });

      // Requested keywords: B sees none of A's, and requesting the same keyword is B's own request.
      expect((await b.b.get(GET_KEYWORDS)).body).toEqual({ keywords: [] });
      expect((await b.b.get(KEYWORD_COUNTS)).body).toEqual({ ready: 0, processing: 0, queued: 0 });
      expect((await b.b.post(ADD_KEYWORDS, { termsCsv: 'secret keyword' })).body).toMatchObject({ addedCount: 1 });
      expect((await a.b.get(KEYWORD_COUNTS)).body).toEqual({ ready: 0, processing: 0, queued: 1 });

      // Contact info and e-mail addresses.
      expect((await b.b.get(GET_CONTACT)).body).toMatchObject({ firstName: '', lastName: '' });
      expect((await b.b.get(GET_EMAILS)).body).toEqual({ primaryEmail: b.address, additionalEmails: [] });
      await b.b.get(SET_EMAILS);
      expect((await a.b.get(GET_EMAILS)).body).toMatchObject({ additionalEmails: ['alice.billing@example.com'] });

      // API: B does not see A's key or usage, and B's new key leaves A's working.
      expect((await b.b.get(API_INFO)).body).toMatchObject({ apiKey: null, rowsUsedThisMonth: 0 });
      expect((await b.b.get(API_USAGE)).body).toMatchObject({ months: [{ rowsUsed: 0 }] });
      const bKey = ((await b.b.get(GENERATE_KEY)).body as { apiKey: string }).apiKey;
      expect((await findUserByApiKey(server.db, aKey))?.id).toBe(a.userId);
      expect((await findUserByApiKey(server.db, bKey))?.id).toBe(b.userId);
      expect((await a.b.get(API_INFO)).body).toMatchObject({ apiKey: `${aKey.slice(0, 11)}…`, rowsUsedThisMonth: 777 });
    });
  });
});
