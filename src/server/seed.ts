/**
 * The demo account `npm start` creates on first run: a full user on the Professional plan, with a
 * live subscription and a test card on file, so every screen (billing and team included) works.
 */
import { seedSubscription } from './billing/index';
import type { Db } from './db';
import { createAccount } from './handlers/index';
import { MAX_EXPORT_ROWS_DEFAULT } from '../lib/spec/workspace';

export const DEMO_ACCOUNT = {
  email: 'demo@rivalscope.dev',
  /** Documented in the README; change it (or set SEED_DEMO=false) on a public deployment. */
  password: 'rivalscope-demo',
  displayName: 'Demo User',
} as const;

/** Creates the demo account unless it exists. True when it was created now. */
export async function seedDemo(db: Db): Promise<boolean> {
  const created = await createAccount(db, {
    ...DEMO_ACCOUNT,
    plan: 'Professional',
    isFullUser: true,
    maxExportRows: MAX_EXPORT_ROWS_DEFAULT,
    hasUnlimitedExportRows: false,
    shouldShowOnboarding: false,
  });
  if (!created) return false;
  await seedSubscription(db, created.id, 'Professional', 'Monthly');
  return true;
}
