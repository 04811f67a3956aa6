/**
 * The white-label report design (our design; doc 2 §3 names the designs, doc 1 §6 and doc 2 §6
 * gate white-label reports): GetReportDesign and SaveReportDesign under /NsaApi/Account. One
 * design per account, kept by the team's owner: a member reads and saves its owner's. ajv has
 * already checked the shapes (design name, #rrggbb colours, the data URL's form and length); this
 * module checks what a schema cannot: the logo's decoded size and that its bytes are the image its
 * media type says.
 */
import type { Selectable } from 'kysely';

import { ROLE_RECON_FULL } from '../../../lib/spec/identity';
import { WHITE_LABEL_REQUIRED_PLAN } from '../../../lib/spec/purchase';
import { fill } from '../../../lib/spec/text';
import type { ReportDesignsTable, UserRow } from '../../db/schema';
import { FieldValidationError, HttpError } from '../../errors';
import {
  logEvent,
  nowIso,
  parseRoles,
  planHolderOfRequest,
  requireUser,
  type HandlerContext,
  type Schemas,
} from '../context';
import type { TagHandlers } from '../operation';

type ReportDesignSettings = Schemas['ReportDesignSettings'];

/** The largest logo, decoded (the contract's 256 KB; its data URL's maxLength follows from it). */
export const REPORT_LOGO_MAX_BYTES = 256 * 1024;

/** Our wording (the spec shows none for these calls). */
export const REPORT_DESIGN_TEXT = {
  notEntitled: 'White-label report designs come with the {plan} plan.',
  logoNotImage: 'must be a PNG or JPEG image',
  logoTooLarge: 'may be at most {kb} KB',
} as const;

/** An account that never saved a design reads these. */
export const DEFAULT_REPORT_DESIGN = {
  styleId: 'Surf',
  companyName: '',
  preparedBy: '',
  primaryColor: '#1b4f8a',
  accentColor: '#f2a03d',
  logo: null,
} as const satisfies Omit<ReportDesignSettings, 'updatedAt' | 'canEdit'>;

/** The first bytes of each accepted image type. */
const SIGNATURES: Readonly<Record<string, readonly number[]>> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

const DATA_URL = /^data:(image\/(?:png|jpeg));base64,(.*)$/s;

/** The logo's problem, or null when it is a PNG or JPEG of at most REPORT_LOGO_MAX_BYTES. */
export function logoProblem(logo: string): string | null {
  const match = DATA_URL.exec(logo);
  const signature = match ? SIGNATURES[match[1]!] : undefined;
  if (!match || !signature) return REPORT_DESIGN_TEXT.logoNotImage;
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > REPORT_LOGO_MAX_BYTES) {
    return fill(REPORT_DESIGN_TEXT.logoTooLarge, { kb: REPORT_LOGO_MAX_BYTES / 1024 });
  }
  // A renamed GIF or an SVG labelled image/png is refused: the bytes must be what the label says.
  if (!signature.every((byte, i) => bytes[i] === byte)) return REPORT_DESIGN_TEXT.logoNotImage;
  return null;
}

/**
 * White-label reports: the recon_full role (isFullReconUser), or a full user whose account — its
 * owner's, for a team member — is on the Professional plan (doc 1 §6, doc 2 §6).
 */
export function mayEditReportDesign(user: UserRow, planHolder: UserRow): boolean {
  if (parseRoles(user).includes(ROLE_RECON_FULL)) return true;
  return planHolder.is_full_user === 1 && planHolder.plan === WHITE_LABEL_REQUIRED_PLAN;
}

function settingsOf(row: Selectable<ReportDesignsTable> | undefined, canEdit: boolean): ReportDesignSettings {
  if (!row) return { ...DEFAULT_REPORT_DESIGN, updatedAt: null, canEdit };
  return {
    styleId: row.style_id as ReportDesignSettings['styleId'],
    companyName: row.company_name,
    preparedBy: row.prepared_by,
    primaryColor: row.primary_color,
    accentColor: row.accent_color,
    logo: row.logo,
    updatedAt: row.updated_at,
    canEdit,
  };
}

export function createReportDesignHandlers(ctx: HandlerContext): TagHandlers<'nsa-account'> {
  const { db } = ctx;

  const designOf = (accountUserId: number) =>
    db.kysely.selectFrom('report_designs').selectAll().where('account_user_id', '=', accountUserId).executeTakeFirst();

  return {
    async getReportDesign(request) {
      const user = requireUser(request);
      const owner = await planHolderOfRequest(db, request, user);
      return settingsOf(await designOf(owner.id), mayEditReportDesign(user, owner));
    },

    async saveReportDesign(request) {
      const user = requireUser(request);
      const owner = await planHolderOfRequest(db, request, user);
      if (!mayEditReportDesign(user, owner)) {
        throw new HttpError(
          403,
          fill(REPORT_DESIGN_TEXT.notEntitled, { plan: WHITE_LABEL_REQUIRED_PLAN }),
          'WHITE_LABEL_REQUIRED',
        );
      }
      const body = request.body;
      const problem = body.logo === null ? null : logoProblem(body.logo);
      if (problem) throw new FieldValidationError([{ field: 'body.logo', message: problem }]);
      const values = {
        style_id: body.styleId,
        company_name: body.companyName.trim(),
        prepared_by: body.preparedBy.trim(),
        primary_color: body.primaryColor.toLowerCase(),
        accent_color: body.accentColor.toLowerCase(),
        logo: body.logo,
        updated_at: nowIso(),
        updated_by_user_id: user.id,
      };
      await db.kysely
        .insertInto('report_designs')
        .values({ account_user_id: owner.id, ...values })
        .onConflict((oc) => oc.column('account_user_id').doUpdateSet(values))
        .execute();
      await logEvent(ctx, request, 'save_report_design', { styleId: body.styleId, hasLogo: body.logo !== null });
      return settingsOf(await designOf(owner.id), true);
    },
  };
}
