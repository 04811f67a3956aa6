/**
 * The onboarding answers while the three steps are filled in: kept in the tab's sessionStorage per
 * user, so a reload, the browser's back button or a step's own URL never loses what was typed, and
 * another login in the same tab starts afresh. Once saved, the draft is cleared.
 */
import type { components } from '../../api/schema.gen';
import { ONBOARDING_INTERESTS, normalizeDomain, type OnboardingAnswers } from '../../lib/onboarding';

type Schemas = components['schemas'];
export type CompanyEmployeeCount = Schemas['CompanyEmployeeCount'];
export type BudgetRange = Schemas['BudgetRange'];
export type OnboardingSurvey = Schemas['OnboardingData'];

export interface OnboardingDraft extends OnboardingAnswers {
  companyEmployeeCount: CompanyEmployeeCount | null;
  employedAtAgency: boolean;
  /** Null until answered (the question is optional). */
  ownBusiness: boolean | null;
  budgetRange: BudgetRange | null;
}

export const EMPTY_DRAFT: OnboardingDraft = {
  name: '',
  companyEmployeeCount: null,
  employedAtAgency: false,
  ownBusiness: null,
  onboardingDomain: '',
  onboardingDisplay: '',
  isNewCampaign: null,
  interestedInPpc: false,
  interestedInSeo: false,
  interestedInCompetitiveIntelligence: false,
  interestedInClientReporting: false,
  interestedInSalesProspecting: false,
  budgetRange: null,
};

const KEY_PREFIX = 'rivalscope.onboarding.';

/** The tab's storage, or none where it cannot be used (private modes, a sandboxed frame). */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft of this user in the tab; an empty one when there is none or it cannot be read. */
export function readDraft(userId: string, storage: Storage | null = tabStorage()): OnboardingDraft {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(KEY_PREFIX + userId) ?? 'null');
    if (stored === null || typeof stored !== 'object') return { ...EMPTY_DRAFT };
    // Only the draft's own keys with the draft's own types are taken: the storage is the page's, not ours alone.
    const draft: Record<string, unknown> = { ...EMPTY_DRAFT };
    for (const [key, value] of Object.entries(stored)) {
      if (!(key in EMPTY_DRAFT)) continue;
      const expected = EMPTY_DRAFT[key as keyof OnboardingDraft];
      const fits =
        expected === null
          ? value === null || typeof value === 'string' || typeof value === 'boolean'
          : typeof value === typeof expected;
      if (fits) draft[key] = value;
    }
    return draft as unknown as OnboardingDraft;
  } catch {
    return { ...EMPTY_DRAFT };
  }
}

export function writeDraft(userId: string, draft: OnboardingDraft, storage: Storage | null = tabStorage()): void {
  try {
    storage?.setItem(KEY_PREFIX + userId, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the draft on a reload.
  }
}

export function clearDraft(userId: string, storage: Storage | null = tabStorage()): void {
  try {
    storage?.removeItem(KEY_PREFIX + userId);
  } catch {
    // Nothing to keep.
  }
}

/** The saved survey of a finished draft (its rules hold): trimmed, the domain as a project keeps it. */
export function surveyOf(draft: OnboardingDraft): OnboardingSurvey {
  return {
    name: draft.name.trim(),
    ...(draft.companyEmployeeCount ? { companyEmployeeCount: draft.companyEmployeeCount } : {}),
    employedAtAgency: draft.employedAtAgency,
    ...(draft.ownBusiness === null ? {} : { ownBusiness: draft.ownBusiness }),
    onboardingDomain: normalizeDomain(draft.onboardingDomain) ?? draft.onboardingDomain.trim(),
    onboardingDisplay: draft.onboardingDisplay.trim(),
    isNewCampaign: draft.isNewCampaign ?? false,
    interestedInPpc: draft.interestedInPpc,
    interestedInSeo: draft.interestedInSeo,
    interestedInCompetitiveIntelligence: draft.interestedInCompetitiveIntelligence,
    interestedInClientReporting: draft.interestedInClientReporting,
    interestedInSalesProspecting: draft.interestedInSalesProspecting,
    // A budget only counts with PPC chosen.
    ...(draft.budgetRange && draft.interestedInPpc ? { budgetRange: draft.budgetRange } : {}),
  };
}

/**
 * doc 1 §4: after onboarding the related-keywords table opens with the PPC preset for a PPC-only
 * interest and the SEO preset for an SEO-only interest; any other choice opens it as it is.
 */
export function relatedKeywordsPresetOf(draft: OnboardingDraft): 'ppc' | 'seo' | null {
  const chosen = ONBOARDING_INTERESTS.filter((interest) => draft[interest]);
  if (chosen.length !== 1) return null;
  if (chosen[0] === 'interestedInPpc') return 'ppc';
  if (chosen[0] === 'interestedInSeo') return 'seo';
  return null;
}
