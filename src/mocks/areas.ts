/** The handler groups: one per OpenAPI tag, keyed in camelCase for `parameters.msw.handlers`. */
export const AREA_TAGS = {
  auth: 'auth',
  account: 'account',
  nsaAccount: 'nsa-account',
  childAccounts: 'child-accounts',
  navigation: 'navigation',
  onboarding: 'onboarding',
  purchase: 'purchase',
  keywords: 'keywords',
  projects: 'projects',
  workspace: 'workspace',
  linkManager: 'link-manager',
  kombat: 'kombat',
  export: 'export',
  pdfExport: 'pdf-export',
  research: 'research',
} as const;

export type Area = keyof typeof AREA_TAGS;
export const AREAS = Object.keys(AREA_TAGS) as Area[];
