import { describe, expect, it } from 'vitest';

import {
  draftProblems,
  logoFileProblem,
  normalizeColor,
  REPORT_DESIGNS,
  REPORT_LOGO_MAX_BYTES,
  REPORT_NAME_MAX_LENGTH,
  requestOf,
  saveFailureFrom,
  textColorOn,
  type ReportDesignDraft,
} from './reportDesignModel';
import { REPORT_DESIGN_TEXT } from './reportDesignTexts';
import { ApiError } from '../../../api/client';
import bundled from '../../../api/openapi.gen.json';
import { schemaLimit, type OpenApiBundle } from '../../../lib/openapi/operations';
import { TEXT } from '../../../lib/spec/text';

const bundle = bundled as unknown as OpenApiBundle;

const draft = (overrides: Partial<ReportDesignDraft> = {}): ReportDesignDraft => ({
  styleId: 'Surf',
  companyName: 'Acme',
  preparedBy: 'Jane',
  primaryColor: '#1b4f8a',
  accentColor: '#f2a03d',
  logo: null,
  ...overrides,
});

/** WCAG contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) =>
    [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the contract', () => {
  it('offers the designs the contract takes, and its limits', () => {
    const schemas = (bundle as unknown as { components: { schemas: Record<string, { enum?: string[] }> } }).components
      .schemas;
    expect(REPORT_DESIGNS).toEqual(schemas.ReportDesign?.enum);
    expect(REPORT_NAME_MAX_LENGTH).toBe(schemaLimit(bundle, 'SaveReportDesignRequest', 'companyName', 'maxLength'));
    expect(REPORT_NAME_MAX_LENGTH).toBe(schemaLimit(bundle, 'SaveReportDesignRequest', 'preparedBy', 'maxLength'));
    // The largest logo, as the JPEG data URL the browser makes of it, is the longest the contract takes.
    const base64Length = Math.ceil(REPORT_LOGO_MAX_BYTES / 3) * 4;
    expect('data:image/jpeg;base64,'.length + base64Length).toBe(
      schemaLimit(bundle, 'SaveReportDesignRequest', 'logo', 'maxLength'),
    );
  });
});

describe('normalizeColor', () => {
  it('makes plainly typed colours #rrggbb and leaves anything else as typed', () => {
    expect(normalizeColor(' 1B4F8A ')).toBe('#1b4f8a');
    expect(normalizeColor('#F2A03D')).toBe('#f2a03d');
    expect(normalizeColor('#abc')).toBe('#abc');
    expect(normalizeColor('blue')).toBe('blue');
  });
});

describe('draftProblems', () => {
  it('names each colour that is not #rrggbb', () => {
    expect(draftProblems(draft())).toEqual({});
    expect(draftProblems(draft({ primaryColor: '1b4f8a' }))).toEqual({});
    expect(draftProblems(draft({ primaryColor: '#abc', accentColor: 'orange' }))).toEqual({
      primaryColor: REPORT_DESIGN_TEXT.colorInvalid,
      accentColor: REPORT_DESIGN_TEXT.colorInvalid,
    });
  });
});

describe('logoFileProblem', () => {
  it('takes a PNG or JPEG up to the limit', () => {
    expect(logoFileProblem({ name: 'logo.png', type: 'image/png', size: 2_000 })).toBeNull();
    expect(logoFileProblem({ name: 'logo.jpg', type: 'image/jpeg', size: REPORT_LOGO_MAX_BYTES })).toBeNull();
  });

  it('refuses other types, empty files and larger images, naming the file', () => {
    expect(logoFileProblem({ name: 'logo.svg', type: 'image/svg+xml', size: 900 })).toBe(
      '“logo.svg” is not a PNG or JPEG image. Choose another file.',
    );
    expect(logoFileProblem({ name: 'logo.gif', type: 'image/gif', size: 900 })).toMatch(/^“logo.gif” is not/);
    expect(logoFileProblem({ name: 'empty.png', type: 'image/png', size: 0 })).toMatch(/^“empty.png” is not/);
    expect(logoFileProblem({ name: 'big.png', type: 'image/png', size: 300 * 1024 + 1 })).toBe(
      '“big.png” is 301 KB; a logo may be at most 256 KB. Choose a smaller image.',
    );
  });
});

describe('requestOf', () => {
  it('trims the names and sends the colours as #rrggbb', () => {
    expect(
      requestOf(draft({ companyName: '  Acme  ', preparedBy: ' Jane ', primaryColor: 'AABBCC', logo: 'data:x' })),
    ).toEqual({
      styleId: 'Surf',
      companyName: 'Acme',
      preparedBy: 'Jane',
      primaryColor: '#aabbcc',
      accentColor: '#f2a03d',
      logo: 'data:x',
    });
  });
});

describe('saveFailureFrom', () => {
  it('tells a refusal for the plan from the rest', () => {
    const refused = new ApiError(403, 'White-label report designs come with the Professional plan.', {
      code: 'WHITE_LABEL_REQUIRED',
    });
    expect(saveFailureFrom(refused)).toEqual({
      message: REPORT_DESIGN_TEXT.notEntitled,
      fields: {},
      notEntitled: true,
    });
    expect(saveFailureFrom(new ApiError(500, 'boom'))).toEqual({
      message: REPORT_DESIGN_TEXT.saveFailed,
      fields: {},
      notEntitled: false,
    });
  });

  it('puts the server’s field messages under their fields', () => {
    const invalid = new ApiError(400, 'Bad Request', {
      fields: [{ field: 'body.logo', message: 'must be a PNG or JPEG image' }],
    });
    expect(saveFailureFrom(invalid)).toEqual({
      message: TEXT.checkFieldsInRed,
      fields: { logo: 'must be a PNG or JPEG image' },
      notEntitled: false,
    });
  });
});

describe('textColorOn', () => {
  it('writes white on dark colours and black on light ones', () => {
    expect(textColorOn('#1b4f8a')).toBe('#ffffff');
    expect(textColorOn('#ffd400')).toBe('#000000');
  });

  it('always contrasts at least 4.5:1 with the colour behind', () => {
    for (let value = 0; value <= 0xff; value += 5) {
      const hex = value.toString(16).padStart(2, '0');
      for (const color of [`#${hex}${hex}${hex}`, `#${hex}0000`, `#00${hex}00`, `#0000${hex}`, `#ff${hex}00`]) {
        expect(contrast(textColorOn(color), color), color).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
