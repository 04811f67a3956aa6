/**
 * What the Report Design stories share: the design they start from (the contract's example), a
 * small PNG logo, and the files a story chooses in the logo picker.
 */
import type { ReportDesignSettings } from '../../../../src/features/account/reportDesign/reportDesignModel';
import { buildReportDesignSettings } from '../../../../src/mocks/fixtures';

/** The contract's example: Executive, Acme Growth Agency, no logo, saved, editable. */
export const SAVED_DESIGN: ReportDesignSettings = buildReportDesignSettings();

/** A 120 × 40 PNG: a blue disc and four bars in the example's colours. */
const LOGO_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoCAYAAAA16j4lAAAAzElEQVR42u3aQQ3DMAxA0fAYlmEYr6EYxhHoIKxqG8d235dyjpWnXJqOIUmSWvR4vTen0Ahz73JaTWG7QX8/z23Puh1sF+i2wFfiVkZuCTwDtypyO+CZuBWRWwFH4FZDBgy4BnAkbiVkwMmBz87SAngFbhQyYMCAAQMGPGl/wIDz4kYgu8FuMOCVwKsPGDBgwIABA77rt2jAgAFXfg8GDBhwNuTIB3fAwcjRf1QADkQ+MgfgIshHZwCcHPrs3oCTQl+1J+AE6EOSJP3rB0J38AtPNtsBAAAAAElFTkSuQmCC';

export const LOGO_DATA_URL = `data:image/png;base64,${LOGO_BASE64}`;

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/** The logo as the file a user picks. */
export const logoFile = (name = 'acme-logo.png') => new File([bytesOf(LOGO_BASE64)], name, { type: 'image/png' });

/** A GIF: the wrong type, refused before anything is read or sent. */
export const gifFile = () => new File([bytesOf('R0lGODlhAQABAAAAACw=')], 'acme-logo.gif', { type: 'image/gif' });

/** A PNG of 300 KB: over the 256 KB limit. */
export const largeLogoFile = () => new File([new Uint8Array(300 * 1024)], 'acme-logo-print.png', { type: 'image/png' });
