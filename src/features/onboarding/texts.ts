/** The onboarding survey's wording (ours: doc 1 names the steps' fields and rules, not their text). */
import type { BudgetRange, CompanyEmployeeCount } from './onboardingDraft';
import type { OnboardingInterest } from '../../lib/onboarding';

export const ONBOARDING_TEXT = {
  stepsLabel: 'Getting started',
  stepOf: 'Step {step} of 3',
  lead: {
    1: 'A few questions so we can set up your account. It takes about a minute.',
    2: 'The site you want to research first. We make it your first project.',
    3: 'Tell us what you want to do, and we open the right tools for it.',
  },
  nameLabel: 'Your name',
  companySizeLabel: 'Company size',
  companySizePlaceholder: 'Choose a size',
  agencyLabel: 'Do you work at an agency?',
  ownBusinessLabel: 'Is it your own business?',
  domainLabel: 'Your domain',
  domainHint: 'For example example.com, without http:// or www.',
  displayLabel: 'Name to show for it',
  displayHint: 'Your first project gets this name.',
  newCampaignLabel: 'Are you starting a new campaign?',
  interestsLabel: 'What do you want to do?',
  budgetLabel: 'Monthly ad budget',
  yes: 'Yes',
  no: 'No',
  back: 'Back',
  next: 'Continue',
  finish: 'Finish and Start Researching',
  finishing: 'Setting up your account…',
  failed: 'Your answers could not be saved. Please try again.',
} as const;

export const COMPANY_SIZE_LABELS: Readonly<Record<CompanyEmployeeCount, string>> = {
  '1': 'Just me',
  '2-10': '2–10 people',
  '11-50': '11–50 people',
  '51-200': '51–200 people',
  '201-1000': '201–1,000 people',
  '1001+': 'More than 1,000 people',
};

export const BUDGET_RANGE_LABELS: Readonly<Record<BudgetRange, string>> = {
  '0-1000': 'Up to $1,000',
  '1001-5000': '$1,001 – $5,000',
  '5001-20000': '$5,001 – $20,000',
  '20001-100000': '$20,001 – $100,000',
  '100001+': 'More than $100,000',
};

export const INTEREST_LABELS: Readonly<Record<OnboardingInterest, string>> = {
  interestedInPpc: 'PPC: research and run paid search ads',
  interestedInSeo: 'SEO: win organic rankings',
  interestedInCompetitiveIntelligence: 'Competitive intelligence: watch my competitors',
  interestedInClientReporting: 'Client reporting: send reports to clients',
  interestedInSalesProspecting: 'Sales prospecting: find and pitch new clients',
};
