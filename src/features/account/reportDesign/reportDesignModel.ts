/** Pure rules of the Report Design page: the designs, colour and logo checks, and the save request. */
import { REPORT_DESIGN_TEXT } from './reportDesignTexts';
import { ApiError, type JsonBody } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { fill } from '../../../lib/spec/text';
import { formFailureFrom, type FormFailure } from '../../shell/formFailure';

export type ReportDesignSettings = components['schemas']['ReportDesignSettings'];
export type ReportDesignName = components['schemas']['ReportDesign'];
/** What the form edits: the design without when it was saved and who may save it. */
export type ReportDesignDraft = Omit<ReportDesignSettings, 'updatedAt' | 'canEdit'>;
export type ReportDesignField = keyof ReportDesignDraft;

/** doc 2 §3, in the spec's order. */
export const REPORT_DESIGNS = [
  'Surf',
  'Executive',
  'Arc',
  'Slate',
  'Whiteboard',
  'Zest',
  'Harmony',
  'White',
] as const satisfies readonly ReportDesignName[];
// Every design of the contract is offered: one added there and not here fails the type check.
const everyDesign: Exclude<ReportDesignName, (typeof REPORT_DESIGNS)[number]> extends never ? true : false = true;
void everyDesign;

export const REPORT_DESIGN_FIELDS = [
  'styleId',
  'companyName',
  'preparedBy',
  'primaryColor',
  'accentColor',
  'logo',
] as const satisfies readonly ReportDesignField[];

/** The largest logo the server takes, decoded (SaveReportDesign's 256 KB). */
export const REPORT_LOGO_MAX_BYTES = 256 * 1024;
/** The image types the server takes (SVG is refused: it can carry scripts). */
export const REPORT_LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
/** companyName and preparedBy (the contract's maxLength). */
export const REPORT_NAME_MAX_LENGTH = 100;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export const isHexColor = (value: string) => HEX_COLOR.test(value);

/** A colour as typed, made #rrggbb where that is plain ('1B4F8A ' → '#1b4f8a'); anything else unchanged. */
export function normalizeColor(value: string): string {
  const text = value.trim();
  const withHash = text.startsWith('#') ? text : `#${text}`;
  return isHexColor(withHash) ? withHash.toLowerCase() : value;
}

export function draftOf(settings: ReportDesignSettings): ReportDesignDraft {
  const { styleId, companyName, preparedBy, primaryColor, accentColor, logo } = settings;
  return { styleId, companyName, preparedBy, primaryColor, accentColor, logo };
}

/** The problem of each field the page can check before sending (the names' length is capped by the inputs). */
export function draftProblems(draft: ReportDesignDraft): Partial<Record<ReportDesignField, string>> {
  const problems: Partial<Record<ReportDesignField, string>> = {};
  if (!isHexColor(normalizeColor(draft.primaryColor))) problems.primaryColor = REPORT_DESIGN_TEXT.colorInvalid;
  if (!isHexColor(normalizeColor(draft.accentColor))) problems.accentColor = REPORT_DESIGN_TEXT.colorInvalid;
  return problems;
}

export interface LogoFile {
  name: string;
  /** The media type the browser gives the file ('' when it cannot tell). */
  type: string;
  size: number;
}

/** Why a chosen file cannot be the logo, or null: checked in the browser, before anything is sent. */
export function logoFileProblem(file: LogoFile): string | null {
  // An empty file is no image whatever its name says.
  if (!(REPORT_LOGO_TYPES as readonly string[]).includes(file.type) || file.size === 0) {
    return fill(REPORT_DESIGN_TEXT.logoWrongType, { name: file.name });
  }
  if (file.size > REPORT_LOGO_MAX_BYTES) {
    return fill(REPORT_DESIGN_TEXT.logoTooLarge, {
      name: file.name,
      size: Math.ceil(file.size / 1024),
      kb: REPORT_LOGO_MAX_BYTES / 1024,
    });
  }
  return null;
}

/** The body of SaveReportDesign: names trimmed, colours as #rrggbb. */
export function requestOf(draft: ReportDesignDraft): JsonBody<'saveReportDesign'> {
  return {
    styleId: draft.styleId,
    companyName: draft.companyName.trim(),
    preparedBy: draft.preparedBy.trim(),
    primaryColor: normalizeColor(draft.primaryColor),
    accentColor: normalizeColor(draft.accentColor),
    logo: draft.logo,
  };
}

/** A failed save: what the form shows, and whether the plan was the reason (a link to upgrade goes with it). */
export interface ReportDesignFailure extends FormFailure<ReportDesignField> {
  notEntitled: boolean;
}

/** Where the last save stands. */
export interface ReportDesignStatus {
  saving: boolean;
  saved: boolean;
  failure: ReportDesignFailure | null;
}

export const IDLE_STATUS: ReportDesignStatus = { saving: false, saved: false, failure: null };

export function saveFailureFrom(error: unknown): ReportDesignFailure {
  if (error instanceof ApiError && error.status === 403 && error.code === 'WHITE_LABEL_REQUIRED') {
    return { message: REPORT_DESIGN_TEXT.notEntitled, fields: {}, notEntitled: true };
  }
  return { ...formFailureFrom(error, REPORT_DESIGN_FIELDS, REPORT_DESIGN_TEXT.saveFailed), notEntitled: false };
}

/**
 * Black or white text, whichever reads better on `background` (#rrggbb): the better of the two
 * always contrasts at least 4.58:1 (WCAG), so the preview's text stays legible on any colour chosen.
 */
export function textColorOn(background: string): '#ffffff' | '#000000' {
  const channel = (offset: number) => {
    const value = parseInt(background.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  const onWhite = 1.05 / (luminance + 0.05);
  const onBlack = (luminance + 0.05) / 0.05;
  return onWhite >= onBlack ? '#ffffff' : '#000000';
}
