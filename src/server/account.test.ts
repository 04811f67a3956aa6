/**
 * Account settings, terms, the onboarding survey, the logged-in event log and the page pixel,
 * through app.inject on every test database.
 */
import { describe, expect, it } from 'vitest';

import { ONBOARDING_RULE_TEXT } from '../lib/onboarding';
import { EMAIL_CHANGED_EMAIL } from './handlers/account/settings';
import { createAccount } from './handlers/context';
import { PIXEL_GIF } from './handlers/navigation';
import {
  type Browser,
  contractErrors,
  countRows,
  errorBodyErrors,
  itAnswersNotLoggedIn,
  loggedInTeamMember,
  nonJsonContractErrors,
  registeredBrowser,
  TEST_DATABASES,
  uniqueEmails,
  userIdOf,
  useTestServer,
  type Sent,
} from './testing/harness';
import { INFERRED_TEXT, TEXT } from '../lib/spec/text';

const STATE = '/Endpoints/AccountApi/getactivestate';
const POLL = '/endpoints/poll';
const FORGOT = '/Endpoints/AccountApi/JsonForgotPassword';
const RESET = '/auth/resetpassword';
const CHANGE_NAME = '/Endpoints/AccountApi/JsonChangeDisplayName';
const CHANGE_EMAIL = '/Endpoints/AccountApi/JsonChangeEmail';
const CHANGE_PASSWORD = '/Endpoints/AccountApi/JsonChangePassword';
const ACCOUNT_INFO = '/Endpoints/AccountApi/GetAccountInfo';
const ACCEPT_TERMS = '/Endpoints/AccountApi/AcceptTermsOfService';
const SURVEY = '/OnboardingApi/SaveUserSurvey';
const EVENT = '/endpoints/accountapi/performloggedineventlogging';
const PIXEL = '/home/pixel';
const SET_GOOGLE = '/auth/setgoogletoken';

interface StateBody {
  user: {
    isLoggedIn: boolean;
    email: string | null;
    name: string | null;
    shouldShowOnboarding: boolean;
    sessionId: string | null;
  };
}
const stateOf = async (b: Browser) => (await b.get(STATE)).body as StateBody;
const fieldsOf = (res: Sent) => (res.body as { fields: { field: string; message: string }[] }).fields;

const SURVEY_BODY = {
  name: 'Jane Marketer',
  companyEmployeeCount: '2-10',
  employedAtAgency: false,
  ownBusiness: true,
  onboardingDomain: 'example.com',
  onboardingDisplay: 'Example Store',
  interestedInPpc: true,
  interestedInSeo: false,
  interestedInCompetitiveIntelligence: false,
  interestedInClientReporting: false,
  interestedInSalesProspecting: false,
  budgetRange: '1001-5000',
  isNewCampaign: true,
};

describe.each(TEST_DATABASES)('account settings on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('account', kind);

  const member = (address = email(), password?: string) => registeredBrowser(server, address, password);

  async function userRow(address: string) {
    return server.db.kysely.selectFrom('users').selectAll().where('email', '=', address).executeTakeFirstOrThrow();
  }

  /** A team (child) account of `parentEmail`, logged in. */
  async function childOf(parentEmail: string): Promise<{ browser: Browser; address: string }> {
    const address = email();
    const browser = await loggedInTeamMember(server, await userIdOf(server, parentEmail), address, 'child-pass');
    return { browser, address };
  }

  describe('changeDisplayName', () => {
    it('changes the name the user state shows (trimmed)', async () => {
      const b = await member();
      const res = await b.post(CHANGE_NAME, { newDisplayName: '  Jane M. ' });
      expect(res.status).toBe(200);
      expect(contractErrors('changeDisplayName', res)).toEqual([]);
      expect(res.body).toEqual({ isSuccessful: true, errors: [] });
      expect((await stateOf(b)).user.name).toBe('Jane M.');
    });

    it('refuses a name of spaces only, naming the field', async () => {
      const b = await member();
      const res = await b.post(CHANGE_NAME, { newDisplayName: '   ' });
      expect(res.status).toBe(400);
      expect(contractErrors('changeDisplayName', res)).toEqual([]);
      expect(fieldsOf(res)).toEqual([{ field: 'body.newDisplayName', message: INFERRED_TEXT.required }]);
    });
  });

  describe('changeEmail', () => {
    it('changes the login e-mail, tells the old address, and retires open reset links', async () => {
      const before = email();
      const b = await member(before);
      const stranger = server.browser();
      await stranger.visit();
      await stranger.post(FORGOT, { email: before });
      const link = await server.db.kysely
        .selectFrom('email_outbox')
        .select('body')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const token = /token=([A-Za-z0-9_-]+)/.exec(link.body)?.[1] ?? '';

      const after = email();
      const res = await b.post(CHANGE_EMAIL, { newEmail: after });
      expect(res.status).toBe(200);
      expect(contractErrors('changeEmail', res)).toEqual([]);
      expect(res.body).toEqual({ isSuccessful: true, email: after });
      expect((await stateOf(b)).user.email).toBe(after);

      const notice = await server.db.kysely
        .selectFrom('email_outbox')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(notice).toMatchObject({
        to_address: before,
        subject: EMAIL_CHANGED_EMAIL.subject,
        body: EMAIL_CHANGED_EMAIL.body.replace('{newEmail}', after),
      });
      expect((await stranger.get(`${RESET}?token=${token}`)).body).toEqual({ isValid: false, email: null });

      expect((await server.browser().login(before)).status).toBe(401);
      expect((await server.browser().login(after)).status).toBe(200);
    });

    it('another account’s e-mail, in any case, is the duplicate 409 and changes nothing', async () => {
      const taken = email();
      await member(taken);
      const mine = email();
      const b = await member(mine);
      const res = await b.post(CHANGE_EMAIL, { newEmail: taken.toUpperCase() });
      expect(res.status).toBe(409);
      expect(contractErrors('changeEmail', res)).toEqual([]);
      expect(res.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: TEXT.duplicateEmail,
        code: 'DuplicateEmail',
      });
      expect((await stateOf(b)).user.email).toBe(mine);
    });

    it('the own address in another case is accepted', async () => {
      const mine = email();
      const b = await member(mine);
      const res = await b.post(CHANGE_EMAIL, { newEmail: mine.toUpperCase() });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ isSuccessful: true, email: mine.toUpperCase() });
    });

    it('an address the schema lets through but the e-mail check does not is a 400 with the spec text', async () => {
      const b = await member();
      // ajv's e-mail format has no limit on a domain label; the site's check allows 63 characters.
      const res = await b.post(CHANGE_EMAIL, { newEmail: `jane@${'a'.repeat(64)}.com` });
      expect(res.status).toBe(400);
      expect(contractErrors('changeEmail', res)).toEqual([]);
      expect(fieldsOf(res)).toEqual([{ field: 'body.newEmail', message: TEXT.invalidEmail }]);
    });

    it('a child account changes its own e-mail; the parent’s stays', async () => {
      const parentEmail = email();
      const parent = await member(parentEmail);
      const { browser: child, address } = await childOf(parentEmail);
      const newChildEmail = email();
      const res = await child.post(CHANGE_EMAIL, { newEmail: newChildEmail });
      expect(res.status).toBe(200);
      expect(contractErrors('changeEmail', res)).toEqual([]);
      expect(res.body).toEqual({ isSuccessful: true, email: newChildEmail });
      expect((await userRow(newChildEmail)).parent_user_id).toBe((await userRow(parentEmail)).id);
      expect((await stateOf(parent)).user.email).toBe(parentEmail);
      expect((await server.browser().login(address, 'child-pass')).status).toBe(401);

      const info = await child.get(ACCOUNT_INFO);
      expect(contractErrors('getAccountInfo', info)).toEqual([]);
      // As in the user state: the child's own e-mail, also as childUserEmail.
      expect(info.body).toMatchObject({
        email: newChildEmail,
        childUserEmail: newChildEmail,
        username: newChildEmail,
        isChildAccount: true,
        // A child never sees the parent's billing.
        billingCycle: 'None',
        payment: null,
        nextBillingDate: null,
      });
    });
  });

  describe('changePassword', () => {
    it('refuses fewer than 6 characters after trimming, naming the field', async () => {
      const address = email();
      const b = await member(address);
      const res = await b.post(CHANGE_PASSWORD, { newPassword: '  abcde  ' });
      expect(res.status).toBe(400);
      expect(contractErrors('changePassword', res)).toEqual([]);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: `body.newPassword: ${TEXT.passwordTooShort}`,
        fields: [{ field: 'body.newPassword', message: TEXT.passwordTooShort }],
      });
      expect((await server.browser().login(address)).status).toBe(200);
    });

    it('sets the new password and ends the other sessions, keeping the caller’s', async () => {
      const address = email();
      const b = await member(address);
      const other = server.browser();
      await other.login(address);
      const res = await b.post(CHANGE_PASSWORD, { newPassword: 'n3w-s3cret' });
      expect(res.status).toBe(200);
      expect(contractErrors('changePassword', res)).toEqual([]);
      expect(res.body).toEqual({ isSuccessful: true, errors: [] });
      expect((await stateOf(b)).user.isLoggedIn).toBe(true);
      expect((await other.get(POLL)).body).toMatchObject({ isSessionKilled: true });
      expect((await server.browser().login(address, 's3cret-pass')).status).toBe(401);
      expect((await server.browser().login(address, 'n3w-s3cret')).status).toBe(200);
    });
  });

  describe('getAccountInfo, acceptTermsOfService', () => {
    it('describes a free account, then records the terms and the Google authorisation', async () => {
      const address = email();
      const b = await member(address);
      await b.post(CHANGE_NAME, { newDisplayName: 'Jane Marketer' });
      const res = await b.get(ACCOUNT_INFO);
      expect(res.status).toBe(200);
      expect(contractErrors('getAccountInfo', res)).toEqual([]);
      const row = await userRow(address);
      expect(res.body).toEqual({
        userId: row.guid,
        email: address,
        childUserEmail: null,
        name: 'Jane Marketer',
        username: address,
        createdAt: row.created_at,
        isChildAccount: false,
        isFullUser: false,
        plan: null,
        billingCycle: 'None',
        nextBillingDate: null,
        payment: null,
        hasAcceptedTermsOfService: false,
        hasGoogleAuthorization: false,
      });

      const accept = await b.get(ACCEPT_TERMS);
      expect(accept.status).toBe(200);
      expect(contractErrors('acceptTermsOfService', accept)).toEqual([]);
      expect(accept.body).toEqual({ isSuccessful: true, errors: [] });
      await b.post(SET_GOOGLE, { code: 'a-code' });
      expect((await b.get(ACCOUNT_INFO)).body).toMatchObject({
        hasAcceptedTermsOfService: true,
        hasGoogleAuthorization: true,
      });
    });

    it('shows the subscription and the card on file of a paying account; its child sees neither', async () => {
      const address = email();
      await createAccount(server.db, {
        email: address,
        password: 's3cret-pass',
        plan: 'Professional',
        isFullUser: true,
      });
      const row = await userRow(address);
      const now = new Date().toISOString();
      const periodEnd = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
      await server.db.kysely
        .insertInto('subscriptions')
        .values({
          user_id: row.id,
          plan: 'Professional',
          billing_cycle: 'Annually',
          status: 'active',
          amount_cents: 79_00,
          coupon_code: null,
          period_start: now.slice(0, 10),
          period_end: periodEnd,
          paused_until: null,
          cancelled_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await server.db.kysely
        .insertInto('payment_methods')
        .values({
          user_id: row.id,
          card_type: 'Visa',
          last_four: '1111',
          expiry: '12/30',
          provider: 'test',
          provider_ref: 'test_card_1',
          created_at: now,
          updated_at: now,
        })
        .execute();
      const b = server.browser();
      await b.login(address);
      const res = await b.get(ACCOUNT_INFO);
      expect(contractErrors('getAccountInfo', res)).toEqual([]);
      expect(res.body).toMatchObject({
        isFullUser: true,
        plan: 'Professional',
        billingCycle: 'Annually',
        nextBillingDate: periodEnd,
        payment: { cardType: 'Visa', lastFour: '1111' },
      });

      const { browser: child } = await childOf(address);
      const childInfo = await child.get(ACCOUNT_INFO);
      expect(contractErrors('getAccountInfo', childInfo)).toEqual([]);
      expect(childInfo.body).toMatchObject({
        isChildAccount: true,
        isFullUser: true,
        plan: 'Professional',
        billingCycle: 'None',
        nextBillingDate: null,
        payment: null,
      });
    });

    it('acceptTermsOfService, a GET that changes state, needs the CSRF header', async () => {
      const b = await member();
      const terms = await countRows(server.db, 'terms_acceptances');
      const res = await b.get(ACCEPT_TERMS, { csrf: false });
      expect(res.status).toBe(403);
      expect(errorBodyErrors(res)).toEqual([]);
      expect(await countRows(server.db, 'terms_acceptances')).toBe(terms);
    });
  });

  describe('saveUserSurvey', () => {
    it('saves the survey, takes the name and ends onboarding', async () => {
      const address = email();
      const b = await member(address);
      expect((await stateOf(b)).user.shouldShowOnboarding).toBe(true);
      // The domain is stored as a project keeps it.
      const res = await b.post(SURVEY, { ...SURVEY_BODY, onboardingDomain: 'https://www.Example.com/' });
      expect(res.status).toBe(200);
      expect(contractErrors('saveUserSurvey', res)).toEqual([]);
      expect(res.body).toEqual({ isSuccessful: true, shouldShowOnboarding: false });
      expect((await stateOf(b)).user).toMatchObject({ shouldShowOnboarding: false, name: 'Jane Marketer' });
      const row = await userRow(address);
      const survey = await server.db.kysely
        .selectFrom('onboarding_surveys')
        .selectAll()
        .where('user_id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(survey).toMatchObject({
        name: 'Jane Marketer',
        company_employee_count: '2-10',
        employed_at_agency: 0,
        own_business: 1,
        onboarding_domain: 'example.com',
        onboarding_display: 'Example Store',
        interested_in_ppc: 1,
        interested_in_seo: 0,
        budget_range: '1001-5000',
        is_new_campaign: 1,
      });

      // Saving again replaces the survey.
      const again = await b.post(SURVEY, { ...SURVEY_BODY, interestedInPpc: false, interestedInSeo: true });
      expect(again.status).toBe(200);
      const surveys = await server.db.kysely
        .selectFrom('onboarding_surveys')
        .select('interested_in_seo')
        .where('user_id', '=', row.id)
        .execute();
      expect(surveys).toEqual([{ interested_in_seo: 1 }]);
    });

    it('an agency choosing PPC needs no budget range', async () => {
      const b = await member();
      const { budgetRange: _omitted, ...withoutBudget } = SURVEY_BODY;
      const res = await b.post(SURVEY, { ...withoutBudget, employedAtAgency: true });
      expect(res.status).toBe(200);
      expect(contractErrors('saveUserSurvey', res)).toEqual([]);
    });

    it.each([
      [{ interestedInPpc: false }, [{ field: 'body.interestedInPpc', message: ONBOARDING_RULE_TEXT.interestRequired }]],
      [{ budgetRange: undefined }, [{ field: 'body.budgetRange', message: ONBOARDING_RULE_TEXT.budgetRangeRequired }]],
      [
        { onboardingDomain: 'my shop' },
        [{ field: 'body.onboardingDomain', message: ONBOARDING_RULE_TEXT.domainInvalid }],
      ],
      [
        { name: '  ', onboardingDomain: ' ', onboardingDisplay: ' ' },
        [
          { field: 'body.name', message: INFERRED_TEXT.required },
          { field: 'body.onboardingDomain', message: INFERRED_TEXT.required },
          { field: 'body.onboardingDisplay', message: INFERRED_TEXT.required },
        ],
      ],
    ])('the step rules of doc 1 §5: %j is refused', async (change, fields) => {
      const address = email();
      const b = await member(address);
      const res = await b.post(SURVEY, { ...SURVEY_BODY, ...change });
      expect(res.status).toBe(400);
      expect(contractErrors('saveUserSurvey', res)).toEqual([]);
      expect(fieldsOf(res)).toEqual(fields);
      expect((await stateOf(b)).user.shouldShowOnboarding).toBe(true);
      const row = await userRow(address);
      const saved = await server.db.kysely
        .selectFrom('onboarding_surveys')
        .select('user_id')
        .where('user_id', '=', row.id)
        .execute();
      expect(saved).toEqual([]);
    });

    it('schema violations are 400s naming the field', async () => {
      const b = await member();
      const res = await b.post(SURVEY, { ...SURVEY_BODY, budgetRange: 'lots', interestedInSeo: 'yes', extra: 1 });
      expect(res.status).toBe(400);
      expect(contractErrors('saveUserSurvey', res)).toEqual([]);
      expect(
        fieldsOf(res)
          .map((f) => f.field)
          .sort(),
      ).toEqual(['body.budgetRange', 'body.extra', 'body.interestedInSeo']);
    });
  });

  describe('logLoggedInEvent', () => {
    const query = 'eventName=Missed%20Search&eventCategory=Search&eventAction=domain%3Aunknown-site.example&pageName=';

    it('logs the event of a logged-in user and answers 204', async () => {
      const b = await member();
      const res = await b.get(`${EVENT}?${query}`);
      expect(res.status).toBe(204);
      expect(nonJsonContractErrors('logLoggedInEvent', res)).toEqual([]);
      expect(res.raw.body).toBe('');
      const event = await server.db.kysely
        .selectFrom('event_log')
        .selectAll()
        .where('name', '=', 'logged_in_event')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(event.user_id).not.toBeNull();
      expect(JSON.parse(event.detail ?? '{}')).toEqual({
        eventName: 'Missed Search',
        eventCategory: 'Search',
        eventAction: 'domain:unknown-site.example',
        pageName: '',
      });
    });

    it('answers 401 to an anonymous visitor and logs nothing', async () => {
      const b = server.browser();
      await b.visit();
      const events = await countRows(server.db, 'event_log');
      const res = await b.get(`${EVENT}?${query}`);
      expect(res.status).toBe(401);
      expect(contractErrors('logLoggedInEvent', res)).toEqual([]);
      expect(await countRows(server.db, 'event_log')).toBe(events);
    });

    it('a missing or oversized parameter is a 400 naming it', async () => {
      const b = await member();
      const res = await b.get(`${EVENT}?eventCategory=Search&eventAction=x&pageName=${'p'.repeat(201)}`);
      expect(res.status).toBe(400);
      expect(contractErrors('logLoggedInEvent', res)).toEqual([]);
      expect(
        fieldsOf(res)
          .map((f) => f.field)
          .sort(),
      ).toEqual(['query.eventName', 'query.pageName']);
    });
  });

  describe('getPagePixel', () => {
    it('answers the transparent GIF, uncached, and logs the page view (anonymous too)', async () => {
      const b = server.browser();
      const url = '/seo/overview/domain?query=example.com';
      const res = await b.get(`${PIXEL}?url=${encodeURIComponent(url)}`);
      expect(res.status).toBe(200);
      expect(nonJsonContractErrors('getPagePixel', res)).toEqual([]);
      expect(res.headers['content-type']).toBe('image/gif');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.raw.rawPayload.equals(PIXEL_GIF)).toBe(true);
      expect(res.raw.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');
      const event = await server.db.kysely
        .selectFrom('event_log')
        .selectAll()
        .where('name', '=', 'page_view')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(event.detail ?? '{}')).toEqual({ url });
    });

    it('a missing url is a 400 naming it', async () => {
      const res = await server.browser().get(PIXEL);
      expect(res.status).toBe(400);
      expect(contractErrors('getPagePixel', res)).toEqual([]);
      expect(fieldsOf(res).map((f) => f.field)).toEqual(['query.url']);
    });
  });

  describe('authorisation', () => {
    itAnswersNotLoggedIn(server, [
      ['changeDisplayName', 'POST', CHANGE_NAME, { newDisplayName: 'X' }],
      ['changeEmail', 'POST', CHANGE_EMAIL, { newEmail: 'x@example.com' }],
      ['changePassword', 'POST', CHANGE_PASSWORD, { newPassword: 'n3w-s3cret' }],
      ['getAccountInfo', 'GET', ACCOUNT_INFO, undefined],
      ['acceptTermsOfService', 'GET', ACCEPT_TERMS, undefined],
      ['saveUserSurvey', 'POST', SURVEY, SURVEY_BODY],
    ]);

    it("every change acts on the caller's own account only; the other account is unchanged", async () => {
      const aEmail = email();
      const a = await member(aEmail, 'a-password');
      await a.post(CHANGE_NAME, { newDisplayName: 'Alice' });
      await a.post(SET_GOOGLE, { code: 'code-of-a' });
      const aBefore = await userRow(aEmail);

      const b = await member();
      await b.post(CHANGE_NAME, { newDisplayName: 'Bob' });
      await b.post(CHANGE_PASSWORD, { newPassword: 'b-new-password' });
      await b.post(CHANGE_EMAIL, { newEmail: email() });
      await b.post(SURVEY, SURVEY_BODY);
      await b.get(ACCEPT_TERMS);
      await b.post('/auth/revokegoogletoken');
      // B cannot take A's address.
      expect((await b.post(CHANGE_EMAIL, { newEmail: aEmail })).status).toBe(409);

      expect(await userRow(aEmail)).toEqual(aBefore);
      expect((await stateOf(a)).user).toMatchObject({ isLoggedIn: true, name: 'Alice', shouldShowOnboarding: true });
      expect((await a.get(ACCOUNT_INFO)).body).toMatchObject({
        email: aEmail,
        hasAcceptedTermsOfService: false,
        hasGoogleAuthorization: true,
      });
      expect((await server.browser().login(aEmail, 'a-password')).status).toBe(200);
    });

    it("a child's change does not reach the parent account", async () => {
      const parentEmail = email();
      const parent = await member(parentEmail);
      const before = await userRow(parentEmail);
      const { browser: child } = await childOf(parentEmail);
      await child.post(CHANGE_NAME, { newDisplayName: 'Team member' });
      await child.post(CHANGE_PASSWORD, { newPassword: 'child-new-pass' });
      expect(await userRow(parentEmail)).toEqual(before);
      expect((await stateOf(parent)).user.isLoggedIn).toBe(true);
    });
  });
});
