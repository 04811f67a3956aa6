/** The white-label report design (GetReportDesign, SaveReportDesign) through app.inject, on every test database. */
import { describe, expect, it } from 'vitest';

import { DEFAULT_REPORT_DESIGN, REPORT_DESIGN_TEXT, REPORT_LOGO_MAX_BYTES } from './handlers/nsa-account/reportDesign';
import {
  bundle,
  contractErrors,
  errorBodyErrors,
  loggedInTeamMember,
  registeredBrowser,
  TEST_DATABASES,
  uniqueEmails,
  userIdOf,
  useTestServer,
  type Browser,
  type Sent,
} from './testing/harness';
import { schemaLimit } from '../lib/openapi/operations';

const GET_DESIGN = '/NsaApi/Account/GetReportDesign';
const SAVE_DESIGN = '/NsaApi/Account/SaveReportDesign';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff, 0xe0];

/** A data URL of `size` bytes that start with `signature` (the server reads no further than that). */
function dataUrl(mediaType: string, signature: number[], size = 64): string {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from(signature).copy(bytes);
  return `data:${mediaType};base64,${bytes.toString('base64')}`;
}

const PNG_LOGO = dataUrl('image/png', PNG_SIGNATURE);

const designBody = (overrides: Record<string, unknown> = {}) => ({
  styleId: 'Executive',
  companyName: '  Acme Growth Agency ',
  preparedBy: 'Jane Marketer',
  primaryColor: '#1B4F8A',
  accentColor: '#f2a03d',
  logo: PNG_LOGO,
  countryCode: 'US',
  ...overrides,
});

const fieldErrorsOf = (res: Sent) => (res.body as { fields?: { field: string; message: string }[] }).fields ?? [];
const fieldsOf = (res: Sent) => fieldErrorsOf(res).map((f) => f.field);

describe('the logo limit', () => {
  it('fits the contract: a JPEG data URL of the largest logo is exactly the longest the contract takes', () => {
    const longest = dataUrl('image/jpeg', JPEG_SIGNATURE, REPORT_LOGO_MAX_BYTES);
    expect(longest.length).toBe(schemaLimit(bundle, 'SaveReportDesignRequest', 'logo', 'maxLength'));
  });
});

describe.each(TEST_DATABASES)('report design on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('design', kind);

  async function loggedIn(address = email()): Promise<{ b: Browser; userId: number }> {
    const b = await registeredBrowser(server, address);
    return { b, userId: await userIdOf(server, address) };
  }

  async function setPlan(userId: number, plan: 'Basic' | 'Professional' | null) {
    await server.db.kysely
      .updateTable('users')
      .set({ is_full_user: plan ? 1 : 0, plan })
      .where('id', '=', userId)
      .execute();
  }

  async function professional(address = email()) {
    const account = await loggedIn(address);
    await setPlan(account.userId, 'Professional');
    return account;
  }

  const designRows = async () =>
    Number(
      (
        await server.db.kysely
          .selectFrom('report_designs')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers the defaults, never saved, to an account without a design', async () => {
    const { b } = await loggedIn();
    const res = await b.get(`${GET_DESIGN}?countryCode=US`);
    expect(res.status).toBe(200);
    expect(contractErrors('getReportDesign', res)).toEqual([]);
    expect(res.body).toEqual({ ...DEFAULT_REPORT_DESIGN, updatedAt: null, canEdit: false });
  });

  it('refuses a free or Basic account with 403, and stores nothing', async () => {
    const before = await designRows();
    const { b, userId } = await loggedIn();
    const free = await b.post(SAVE_DESIGN, designBody());
    expect(free.status).toBe(403);
    expect(free.body).toMatchObject({
      code: 'WHITE_LABEL_REQUIRED',
      message: 'White-label report designs come with the Professional plan.',
    });
    expect(errorBodyErrors(free)).toEqual([]);
    expect(contractErrors('saveReportDesign', free)).toEqual([]);

    await setPlan(userId, 'Basic');
    expect((await b.get(GET_DESIGN)).body).toMatchObject({ canEdit: false });
    expect((await b.post(SAVE_DESIGN, designBody())).status).toBe(403);
    expect(await designRows()).toBe(before);
  });

  it('saves a Professional account’s design, trimmed and in lower case, and answers it on the next read', async () => {
    const { b } = await professional();
    expect((await b.get(GET_DESIGN)).body).toMatchObject({ canEdit: true, updatedAt: null });

    const saved = await b.post(SAVE_DESIGN, designBody());
    expect(saved.status).toBe(200);
    expect(contractErrors('saveReportDesign', saved)).toEqual([]);
    const expected = {
      styleId: 'Executive',
      companyName: 'Acme Growth Agency',
      preparedBy: 'Jane Marketer',
      primaryColor: '#1b4f8a',
      accentColor: '#f2a03d',
      logo: PNG_LOGO,
      canEdit: true,
    };
    expect(saved.body).toMatchObject(expected);
    expect(Date.parse((saved.body as { updatedAt: string }).updatedAt)).not.toBeNaN();
    expect((await b.get(GET_DESIGN)).body).toEqual(saved.body);

    // A second save replaces the design, and null removes the logo.
    const rowsBefore = await designRows();
    const again = await b.post(SAVE_DESIGN, designBody({ styleId: 'Zest', logo: null }));
    expect(again.body).toMatchObject({ styleId: 'Zest', logo: null });
    expect(await designRows()).toBe(rowsBefore);
  });

  it('lets the recon_full role save without the Professional plan', async () => {
    const { b, userId } = await loggedIn();
    await server.db.kysely
      .updateTable('users')
      .set({ roles: JSON.stringify(['recon_full']) })
      .where('id', '=', userId)
      .execute();
    expect((await b.get(GET_DESIGN)).body).toMatchObject({ canEdit: true });
    expect((await b.post(SAVE_DESIGN, designBody({ styleId: 'Slate' }))).status).toBe(200);
  });

  it('names the field of each bad value, and keeps the design it had', async () => {
    const { b } = await professional();
    await b.post(SAVE_DESIGN, designBody());
    const stored = (await b.get(GET_DESIGN)).body;

    const cases: [Record<string, unknown>, string][] = [
      [{ primaryColor: 'blue' }, 'body.primaryColor'],
      [{ accentColor: '#abc' }, 'body.accentColor'],
      [{ styleId: 'Neon' }, 'body.styleId'],
      [{ companyName: 'x'.repeat(101) }, 'body.companyName'],
      [{ preparedBy: 'x'.repeat(101) }, 'body.preparedBy'],
      [{ logo: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' }, 'body.logo'],
      [{ logo: 'https://example.com/logo.png' }, 'body.logo'],
      [{ primaryColor: undefined }, 'body.primaryColor'],
    ];
    for (const [overrides, field] of cases) {
      const res = await b.post(SAVE_DESIGN, designBody(overrides));
      expect(res.status, field).toBe(400);
      expect(fieldsOf(res), field).toEqual([field]);
      expect(contractErrors('saveReportDesign', res)).toEqual([]);
    }
    expect((await b.get(GET_DESIGN)).body).toEqual(stored);
  });

  it('checks the logo’s bytes and size, not only its label', async () => {
    const { b } = await professional();
    const mislabelled = await b.post(SAVE_DESIGN, designBody({ logo: dataUrl('image/png', JPEG_SIGNATURE) }));
    expect(mislabelled.status).toBe(400);
    expect(fieldErrorsOf(mislabelled)).toEqual([{ field: 'body.logo', message: REPORT_DESIGN_TEXT.logoNotImage }]);

    const tooLarge = await b.post(
      SAVE_DESIGN,
      // One byte over, as a PNG: its data URL is shorter than a JPEG's, so only the decoded size refuses it.
      designBody({ logo: dataUrl('image/png', PNG_SIGNATURE, REPORT_LOGO_MAX_BYTES + 1) }),
    );
    expect(tooLarge.status).toBe(400);
    expect(fieldErrorsOf(tooLarge)).toEqual([{ field: 'body.logo', message: 'may be at most 256 KB' }]);

    const largest = dataUrl('image/jpeg', JPEG_SIGNATURE, REPORT_LOGO_MAX_BYTES);
    const fits = await b.post(SAVE_DESIGN, designBody({ logo: largest }));
    expect(fits.status).toBe(200);
    expect((fits.body as { logo: string }).logo).toBe(largest);
  });

  it('keeps one design per team: members read the owner’s, and save it under the owner’s plan', async () => {
    const ownerEmail = email('owner');
    const owner = await professional(ownerEmail);
    await owner.b.post(SAVE_DESIGN, designBody({ companyName: 'Owner Co' }));

    const member = await loggedInTeamMember(server, owner.userId, email('member'));
    expect((await member.get(GET_DESIGN)).body).toMatchObject({ companyName: 'Owner Co', canEdit: true });
    const byMember = await member.post(SAVE_DESIGN, designBody({ companyName: 'Changed by the team' }));
    expect(byMember.status).toBe(200);
    expect((await owner.b.get(GET_DESIGN)).body).toMatchObject({ companyName: 'Changed by the team' });

    // Another account sees none of it.
    const stranger = await professional();
    expect((await stranger.b.get(GET_DESIGN)).body).toMatchObject({ companyName: '', updatedAt: null });

    // A member of an account without the plan may read, not save.
    await setPlan(owner.userId, 'Basic');
    expect((await member.get(GET_DESIGN)).body).toMatchObject({ companyName: 'Changed by the team', canEdit: false });
    expect((await member.post(SAVE_DESIGN, designBody())).status).toBe(403);
  });

  it('answers 401 to a visitor who is not logged in', async () => {
    const b = server.browser();
    await b.visit();
    const res = await b.get(GET_DESIGN);
    expect(res.status).toBe(401);
    expect(contractErrors('getReportDesign', res)).toEqual([]);
  });
});
