/** What the keyword panel stories share: the shell's linkTo, the toaster, the seeded project and its fixtures. */
import type { Decorator } from '@storybook/react-vite';

import { linkTo } from '../../../../src/app/linkTo';
import { LinkContext, type LinkBuilder } from '../../../../src/features/shell/links';
import { exampleSeedProjects } from '../../../../src/mocks/db';
import { userPreset } from '../../../../src/mocks/fixtures';
import { Toaster } from '../../../../src/ui/Toasts/Toasts';

/** The example project the mock db seeds (Acme Corp, with keywords, groups and labels). */
const [ACME] = exampleSeedProjects();
export const PROJECT_ID = ACME?.id ?? '';
export const PROJECT_NAME = ACME?.projectName ?? '';
/** The seeded keywords, groups and labels of Acme Corp, as the mock db holds them. */
export const SEEDED_KEYWORDS = (ACME?.keywords ?? []).map((k) => k.keyword);
export const SEEDED_GROUPS = [...new Set((ACME?.keywords ?? []).flatMap((k) => k.groups ?? []))];
export const SEEDED_LABELS = [...new Set((ACME?.keywords ?? []).flatMap((k) => k.labels ?? []))];

/** The app shell's linkTo and the toaster, which a panel view finds around it in the app. */
export const withPanelShell: Decorator = (Story) => (
  <LinkContext.Provider value={linkTo as LinkBuilder}>
    <Story />
    <Toaster />
  </LinkContext.Provider>
);

/** A full user (plan export limit 500,000) in the user store, as the app holds it after login. */
export const FULL_USER_STATE = { user: userPreset('full') };
export const fullUserWithExportLimit = (maxExportRows: number) => ({
  user: {
    ...userPreset('full'),
    product: { ...userPreset('full').product, maxExportRows, hasUnlimitedExportRows: false },
  },
});

/** Records what a story copies instead of touching the real clipboard. */
export function clipboardRecorder() {
  const copied: string[] = [];
  return {
    copied,
    copyText: (text: string) => {
      copied.push(text);
      return Promise.resolve();
    },
  };
}
