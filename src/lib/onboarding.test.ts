import { describe, expect, it } from 'vitest';

import {
  firstUnfinishedStepBefore,
  normalizeDomain,
  onboardingProblems,
  onboardingStepProblems,
  type OnboardingAnswers,
} from './onboarding';

const complete: OnboardingAnswers = {
  name: 'Jane Marketer',
  onboardingDomain: 'example.com',
  onboardingDisplay: 'Example Store',
  isNewCampaign: true,
  employedAtAgency: false,
  interestedInPpc: false,
  interestedInSeo: true,
  interestedInCompetitiveIntelligence: false,
  interestedInClientReporting: false,
  interestedInSalesProspecting: false,
  budgetRange: null,
};

describe('the onboarding step rules (doc 1 §5)', () => {
  it('step 1 needs a name that is more than spaces', () => {
    expect(onboardingStepProblems(1, { ...complete, name: '  ' })).toEqual({ name: 'This field is required.' });
    expect(onboardingStepProblems(1, complete)).toEqual({});
  });

  it('step 2 needs a domain and a display name', () => {
    expect(onboardingStepProblems(2, { ...complete, onboardingDomain: '', onboardingDisplay: ' ' })).toEqual({
      onboardingDomain: 'This field is required.',
      onboardingDisplay: 'This field is required.',
    });
    expect(onboardingStepProblems(2, { ...complete, onboardingDomain: 'not a domain' })).toEqual({
      onboardingDomain: 'Enter a domain like example.com.',
    });
  });

  it('step 3 needs a domain, a new-campaign answer and at least one interest', () => {
    const none = { ...complete, onboardingDomain: '', isNewCampaign: null, interestedInSeo: false };
    expect(onboardingStepProblems(3, none)).toEqual({
      onboardingDomain: 'This field is required.',
      isNewCampaign: 'Choose yes or no.',
      interests: 'Choose at least one interest.',
    });
    // "No" is an answer.
    expect(onboardingStepProblems(3, { ...complete, isNewCampaign: false })).toEqual({});
  });

  it('step 3 needs a budget range when PPC is chosen, unless the user is at an agency', () => {
    const ppc = { ...complete, interestedInPpc: true };
    expect(onboardingStepProblems(3, ppc)).toEqual({ budgetRange: 'Choose a monthly budget range.' });
    expect(onboardingStepProblems(3, { ...ppc, budgetRange: '1001-5000' })).toEqual({});
    expect(onboardingStepProblems(3, { ...ppc, employedAtAgency: true })).toEqual({});
    expect(onboardingStepProblems(3, { ...ppc, employedAtAgency: undefined })).toEqual({
      budgetRange: 'Choose a monthly budget range.',
    });
  });

  it('gathers every step for the saved survey', () => {
    expect(onboardingProblems({ ...complete, name: '', onboardingDisplay: '', interestedInSeo: false })).toEqual({
      name: 'This field is required.',
      onboardingDisplay: 'This field is required.',
      interests: 'Choose at least one interest.',
    });
    expect(onboardingProblems(complete)).toEqual({});
  });

  it('sends a later step back to the first earlier step that is not done', () => {
    const fresh = { ...complete, name: '', onboardingDomain: '', onboardingDisplay: '' };
    expect(firstUnfinishedStepBefore(1, fresh)).toBeNull();
    expect(firstUnfinishedStepBefore(3, fresh)).toBe(1);
    expect(firstUnfinishedStepBefore(3, { ...fresh, name: 'Jane' })).toBe(2);
    expect(firstUnfinishedStepBefore(3, complete)).toBeNull();
  });
});

describe('normalizeDomain', () => {
  it.each([
    ['example.com', 'example.com'],
    ['  Example.COM ', 'example.com'],
    ['https://www.example.com/shop?x=1', 'example.com'],
    ['http://shop.example.co.uk:8080/', 'shop.example.co.uk'],
    ['example.com.', 'example.com'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
  ])('%j is %j', (input, domain) => {
    expect(normalizeDomain(input)).toBe(domain);
  });

  it.each(['', 'localhost', 'not a domain', 'exa mple.com', '-example.com', 'example.c', 'example..com', '1.2.3.4'])(
    '%j is no domain',
    (input) => {
      expect(normalizeDomain(input)).toBeNull();
    },
  );
});
