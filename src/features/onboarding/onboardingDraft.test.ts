import { beforeEach, describe, expect, it } from 'vitest';

import {
  clearDraft,
  EMPTY_DRAFT,
  readDraft,
  relatedKeywordsPresetOf,
  surveyOf,
  writeDraft,
  type OnboardingDraft,
} from './onboardingDraft';

const JANE = 'a1b2c3d4-0000-4000-8000-000000000001';
const SAM = 'a1b2c3d4-0000-4000-8000-000000000002';

const answered: OnboardingDraft = {
  ...EMPTY_DRAFT,
  name: ' Jane Marketer ',
  companyEmployeeCount: '2-10',
  ownBusiness: true,
  onboardingDomain: 'https://www.Example.com/shop',
  onboardingDisplay: ' Example Store ',
  isNewCampaign: false,
  interestedInSeo: true,
};

beforeEach(() => window.sessionStorage.clear());

describe('the onboarding draft in the tab', () => {
  it('keeps each user’s answers apart, and forgets them when cleared', () => {
    writeDraft(JANE, answered);
    expect(readDraft(JANE)).toEqual(answered);
    expect(readDraft(SAM)).toEqual(EMPTY_DRAFT);
    clearDraft(JANE);
    expect(readDraft(JANE)).toEqual(EMPTY_DRAFT);
  });

  it('takes only the draft’s own answers from what the storage holds', () => {
    window.sessionStorage.setItem(
      `rivalscope.onboarding.${JANE}`,
      JSON.stringify({
        name: 'Jane',
        interestedInPpc: 'yes',
        isNewCampaign: true,
        budgetRange: { x: 1 },
        injected: '<b>',
      }),
    );
    expect(readDraft(JANE)).toEqual({ ...EMPTY_DRAFT, name: 'Jane', isNewCampaign: true });
    window.sessionStorage.setItem(`rivalscope.onboarding.${JANE}`, '{not json');
    expect(readDraft(JANE)).toEqual(EMPTY_DRAFT);
  });

  it('works without a storage', () => {
    writeDraft(JANE, answered, null);
    expect(readDraft(JANE, null)).toEqual(EMPTY_DRAFT);
  });
});

describe('surveyOf', () => {
  it('trims the answers, keeps the domain as a project does, and leaves out what was not answered', () => {
    expect(surveyOf({ ...answered, ownBusiness: null, companyEmployeeCount: null })).toEqual({
      name: 'Jane Marketer',
      employedAtAgency: false,
      onboardingDomain: 'example.com',
      onboardingDisplay: 'Example Store',
      isNewCampaign: false,
      interestedInPpc: false,
      interestedInSeo: true,
      interestedInCompetitiveIntelligence: false,
      interestedInClientReporting: false,
      interestedInSalesProspecting: false,
    });
  });

  it('sends a budget range only with PPC chosen', () => {
    expect(surveyOf({ ...answered, budgetRange: '0-1000' })).not.toHaveProperty('budgetRange');
    expect(surveyOf({ ...answered, interestedInPpc: true, budgetRange: '0-1000' })).toMatchObject({
      budgetRange: '0-1000',
      companyEmployeeCount: '2-10',
      ownBusiness: true,
    });
  });
});

describe('relatedKeywordsPresetOf (doc 1 §4)', () => {
  const only = (interest: keyof OnboardingDraft) => ({ ...EMPTY_DRAFT, [interest]: true });
  it('opens the PPC preset for PPC alone and the SEO preset for SEO alone', () => {
    expect(relatedKeywordsPresetOf(only('interestedInPpc'))).toBe('ppc');
    expect(relatedKeywordsPresetOf(only('interestedInSeo'))).toBe('seo');
  });
  it('opens no preset for both, or for any other interest', () => {
    expect(relatedKeywordsPresetOf({ ...only('interestedInPpc'), interestedInSeo: true })).toBeNull();
    expect(relatedKeywordsPresetOf(only('interestedInClientReporting'))).toBeNull();
    expect(relatedKeywordsPresetOf({ ...only('interestedInSeo'), interestedInSalesProspecting: true })).toBeNull();
  });
});
