/**
 * The per-route guards of doc 1 §5 ("Route guards"), the last step of the guard chain (./guards.ts).
 * A chunk of their own: each acts on a few paths only (onboarding, new project, rivalflow, add
 * users, the account area, hq, competitor projects, groups, recon, /seo/keywords/domain with
 * competitors), and the chain loads them only for a navigation `mayNeedRouteRules` says one of them
 * may act on, so a public page's first paint does not carry them (the initial JavaScript budget).
 * src/app/guards.test.ts checks that no rule acts where `mayNeedRouteRules` says none will.
 *
 * The chunk imports nothing at run time: what the rules use of the chain (its paths and helpers)
 * is handed to `createRouteRules` when it loads (./guards.ts ROUTE_RULE_KIT). Rolldown splits a
 * module that a lazily loaded chunk shares with the entry out of the entry into a chunk of its own
 * (React Router's, here), which the first paint then loads as one more file.
 */
import type { GuardRule, ReconCreateSnapshot, RouteRuleKit } from './guards';

/** The per-route guards, over the chain's paths and helpers. */
export function createRouteRules(kit: RouteRuleKit) {
  const {
    COMPETITORS_QUERY_PARAM,
    GUARD_PATHS,
    GUARDED_PATHS,
    hasParam,
    hrefOf,
    isAddUsersPath,
    isLoggedIn,
    isOnboardingPath,
    isUnder,
    loginWithReturnUrl,
    metaOf,
    NEC_LOGIN_CLEAR_VALUE,
    NEC_LOGIN_QUERY_PARAM,
    normalizePath,
    paramsOf,
    proceed,
    redirectTo,
    reloadAt,
    SECTION_PREFIXES,
    withParams,
  } = kit;

  /** Onboarding needs login (else home) and pending onboarding (else hq). */
  const onboardingRouteRule: GuardRule = (input) => {
    if (!isOnboardingPath(normalizePath(input.to.pathname))) return null;
    if (!isLoggedIn(input.user)) return redirectTo(GUARD_PATHS.home);
    if (!input.user.shouldShowOnboarding) return redirectTo(GUARD_PATHS.hq);
    return null;
  };

  /**
   * /new-project needs login (else home) and, logged in, redirects to hq. /new-project/2 only needs
   * login (our reading: the redirect is the entry's, so the competitors step stays reachable).
   */
  const newProjectRule: GuardRule = (input) => {
    const path = normalizePath(input.to.pathname);
    if (path === GUARDED_PATHS.newProject)
      return redirectTo(isLoggedIn(input.user) ? GUARD_PATHS.hq : GUARD_PATHS.home);
    if (path === GUARDED_PATHS.newProjectCompetitors && !isLoggedIn(input.user)) return redirectTo(GUARD_PATHS.home);
    return null;
  };

  /** /rivalflow needs login, else home. */
  const rivalflowRule: GuardRule = (input) =>
    normalizePath(input.to.pathname) === GUARDED_PATHS.rivalflow && !isLoggedIn(input.user)
      ? redirectTo(GUARD_PATHS.home)
      : null;

  /** /add-users (and its users-added alias) needs login, else login. */
  const addUsersRule: GuardRule = (input) =>
    isAddUsersPath(normalizePath(input.to.pathname)) && !isLoggedIn(input.user) ? redirectTo(GUARD_PATHS.login) : null;

  /** /rivalflow-offer needs login, else login with a returnUrl. */
  const rivalflowOfferRule: GuardRule = (input) =>
    normalizePath(input.to.pathname) === GUARDED_PATHS.rivalflowOffer && !isLoggedIn(input.user)
      ? redirectTo(loginWithReturnUrl(input.to))
      : null;

  /** /seo/keywords/domain with a competitors query needs login, else login with a returnUrl. */
  const seoKeywordsCompetitorsRule: GuardRule = (input) => {
    if (normalizePath(input.to.pathname) !== GUARDED_PATHS.seoKeywordsDomain) return null;
    if (!hasParam(paramsOf(input.to), COMPETITORS_QUERY_PARAM) || isLoggedIn(input.user)) return null;
    return redirectTo(loginWithReturnUrl(input.to));
  };

  function isAccountAreaPath(path: string): boolean {
    return (
      isUnder(path, SECTION_PREFIXES.account) ||
      isUnder(path, GUARD_PATHS.hq) ||
      isUnder(path, GUARDED_PATHS.competitorProjects) ||
      // Our groups list page (doc 2 §2) is a workspace page: logged-in only, like hq.
      isUnder(path, GUARDED_PATHS.groups)
    );
  }

  /**
   * Account, hq and competitor-projects: when not logged in, or the user id is the empty GUID, the
   * page reloads (a full load asks the server afresh). On the page's first load the state is already
   * fresh, so a reload would loop: the visitor goes to login with a returnUrl instead (our design).
   */
  const accountAreaRule: GuardRule = (input) => {
    if (!isAccountAreaPath(normalizePath(input.to.pathname))) return null;
    if (isLoggedIn(input.user)) return null;
    return input.from === null ? redirectTo(loginWithReturnUrl(input.to)) : reloadAt(hrefOf(input.to));
  };

  /** A team (child) account has no billing of its own: its owner-only pages send it to the settings. */
  const accountOwnerOnlyRule: GuardRule = (input) =>
    metaOf(input).isAccountOwnerOnly && isLoggedIn(input.user) && input.user.isChildAccount
      ? redirectTo(GUARD_PATHS.accountSettings)
      : null;

  /** The account page clears a stored modal timestamp when the query nec-login equals clear. */
  const necLoginRule: GuardRule = (input) => {
    if (!isUnder(normalizePath(input.to.pathname), SECTION_PREFIXES.account)) return null;
    if (paramsOf(input.to).get(NEC_LOGIN_QUERY_PARAM) !== NEC_LOGIN_CLEAR_VALUE) return null;
    return proceed([{ type: 'clearNecLoginModalTimestamp' }]);
  };

  /** Recon's create entries and wizard steps (our design of the paths; the spec names the pages). */
  const RECON_OPEN_PATHS: readonly string[] = [GUARDED_PATHS.recon, GUARD_PATHS.reconProduct];
  const RECON_CREATE_ENTRY = /^\/recon\/create(\/(seo|ppc))?$/;
  const RECON_WIZARD_STEP = /^\/recon\/create\/(seo|ppc)\/step-([1-4])$/;

  /**
   * Recon: the create paths redirect to custom-reports; the list, the product page and the create
   * wizard steps are open; every other recon route needs login, else the recon product page.
   */
  const reconRule: GuardRule = (input) => {
    const path = normalizePath(input.to.pathname);
    if (!isUnder(path, GUARDED_PATHS.recon)) return null;
    if (RECON_CREATE_ENTRY.test(path)) return redirectTo(GUARD_PATHS.customReports);
    if (RECON_OPEN_PATHS.includes(path) || RECON_WIZARD_STEP.test(path)) return null;
    return isLoggedIn(input.user) ? null : redirectTo(GUARD_PATHS.reconProduct);
  };

  /**
   * Whether a recon wizard step has what it needs: step 2 a valid primary domain or a domain query;
   * step 3 also the keywords CSV, or the keywordsCsv and domain queries; step 4 also the competitors,
   * or the competitors, keywordsCsv and domain queries.
   */
  function reconWizardStepReady(step: number, state: ReconCreateSnapshot, params: URLSearchParams): boolean {
    const domainQuery = hasParam(params, 'domain');
    const keywordsQuery = domainQuery && hasParam(params, 'keywordsCsv');
    const competitorsQuery = keywordsQuery && hasParam(params, 'competitors');
    const hasDomain = (state.primaryDomain?.isValid === true && state.primaryDomain.value.trim() !== '') || domainQuery;
    const hasKeywords = state.keywordsCsv.trim() !== '' || keywordsQuery;
    const hasCompetitors = state.competitors.length > 0 || competitorsQuery;
    if (step >= 2 && !hasDomain) return false;
    if (step >= 3 && !hasKeywords) return false;
    if (step >= 4 && !hasCompetitors) return false;
    return true;
  }

  /** A wizard step whose prerequisite is missing sends the user back to the previous step. */
  const reconWizardRule: GuardRule = (input) => {
    const match = RECON_WIZARD_STEP.exec(normalizePath(input.to.pathname));
    if (!match) return null;
    const step = Number(match[2]);
    if (step < 2 || reconWizardStepReady(step, input.reconCreate, paramsOf(input.to))) return null;
    return redirectTo(withParams(input.to, {}, `/recon/create/${match[1]}/step-${step - 1}`));
  };

  // In the order the chain tries them.
  const rules = {
    onboardingRouteRule,
    newProjectRule,
    rivalflowRule,
    addUsersRule,
    rivalflowOfferRule,
    seoKeywordsCompetitorsRule,
    accountAreaRule,
    accountOwnerOnlyRule,
    necLoginRule,
    reconRule,
    reconWizardRule,
  };
  const ROUTE_RULES: readonly GuardRule[] = Object.values(rules);

  return { ...rules, reconWizardStepReady, ROUTE_RULES };
}
