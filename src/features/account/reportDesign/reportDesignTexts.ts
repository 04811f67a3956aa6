/**
 * The Report Design page's own wording (route account:reportdesign). The specs name the designs
 * (doc 2 §3) and say white-label reports need the Professional plan (doc 1 §6), but show no copy
 * for this page. 'Please check the fields marked in red.' is the spec's, from src/lib/spec/text.ts.
 */
export const REPORT_DESIGN_TEXT = {
  lead: 'Your logo, colours and names on the cover of every white-label PDF report you export or schedule.',
  loading: 'Loading your report design…',
  loadFailed: 'We could not load your report design. Check your connection and try again.',
  retry: 'Try again',

  upsellHeading: 'Your plan does not include white-label reports',
  upsellBody:
    'PDF reports branded with your own logo and colours are part of the {plan} plan. Upgrade to design yours; this is how the cover looks today.',
  upgradeLink: 'See upgrade options',

  formLabel: 'Report design',
  designLabel: 'Design',
  companyLabel: 'Company name',
  companyHint: 'Printed on the cover under your logo.',
  preparedByLabel: 'Prepared by',
  preparedByHint: 'Your name or your team’s, e.g. “Jane Doe, Acme Agency”.',
  primaryColorLabel: 'Main colour',
  accentColorLabel: 'Accent colour',
  colorPicker: '{label}: choose on a palette',
  colorInvalid: 'Enter # and six hex digits, e.g. #1b4f8a.',
  logoLabel: 'Logo',
  logoHint: 'A PNG or JPEG image of at most {kb} KB.',
  chooseLogo: 'Choose a logo',
  replaceLogo: 'Replace the logo',
  removeLogo: 'Remove the logo',
  logoPreviewAlt: 'Your logo',
  noLogo: 'No logo yet: the cover shows your company name instead.',
  logoWrongType: '“{name}” is not a PNG or JPEG image. Choose another file.',
  logoTooLarge: '“{name}” is {size} KB; a logo may be at most {kb} KB. Choose a smaller image.',
  logoUnreadable: 'We could not read “{name}”. Choose another file.',

  save: 'Save design',
  saving: 'Saving your design…',
  saved: 'Saved. Your next white-label reports use this design.',
  saveFailed: 'We could not save your design. Your changes are still here: please try again.',
  notEntitled: 'Your plan does not include white-label reports, so the design was not saved.',

  previewHeading: 'Cover preview',
  previewLabel: 'A report cover in the {design} design',
  sampleTitle: 'SEO Competitor Report',
  sampleSubject: 'acme.com',
  sampleDate: 'May 2025',
  companyPlaceholder: 'Your company',
  preparedByLine: 'Prepared by {name}',
} as const;
