/** How the screens check Kombat domains: the URL's list (as the view shows it) and one input as it is left. */
import { validationError, validationErrors, type KombatDomainValidation } from './kombat';
import type { KombatValidation } from './KombatFrame';
import { ApiError } from '../../../api/client';
import { getOrganicDomainValidation } from '../../../api/kombat';
import type { Loader } from '../../shell/useLoader';

/** The check of the URL's domains as the view shows it: null when the URL holds no comparison. */
export function validationState(
  needsCheck: boolean,
  check: Loader<KombatDomainValidation[] | null, CheckFailure>,
  needsOrganicData = true,
): KombatValidation | null {
  if (!needsCheck) return null;
  if (check.load !== 'ready') return { load: check.load };
  return { load: 'ready', errors: validationErrors(check.data ?? [], needsOrganicData) };
}

/** One input checked as it is left (GetOrganicDomainValidation). */
export function checkDomain(value: string, earlier: readonly string[], needsOrganicData = true) {
  return getOrganicDomainValidation({ domain: value }).then((answer) =>
    validationError(answer, earlier, needsOrganicData),
  );
}

/** How the check of the URL's domains fails: a logged-out visitor is asked to log in (401), else failed. */
export type CheckFailure = 'failed' | 'loggedOut';

export function checkFailureOf(error: unknown): CheckFailure {
  return error instanceof ApiError && error.status === 401 ? 'loggedOut' : 'failed';
}
