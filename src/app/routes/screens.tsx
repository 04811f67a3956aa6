/**
 * The screens a route can render, each loaded on first use (a chunk of its own in the build).
 * Routes whose real screen is not built yet render 'coming-soon': the section frame with a
 * "not yet available" state (src/features/shell).
 */
import type { ComponentType } from 'react';

export type ScreenKind =
  | 'coming-soon'
  | 'error-notfound'
  | 'error-typo'
  | 'error-servererror'
  | 'scraper-freewall'
  | 'home'
  | 'marketing'
  | 'comparison'
  | 'login'
  | 'logout'
  | 'forgot-password'
  | 'reset-password'
  | 'add-users'
  | 'free-account'
  | 'checkout'
  | 'plans'
  | 'receipts'
  | 'subscription'
  | 'settings'
  | 'team-management'
  | 'receipt'
  | 'onboarding-1'
  | 'onboarding-2'
  | 'onboarding-3'
  | 'upgrade'
  | 'upgrade-annual'
  | 'request-keywords'
  | 'request-keywords-1'
  | 'request-keywords-2'
  | 'request-keywords-3'
  | 'scheduled-pdf-reports'
  | 'new-project'
  | 'report-design'
  | 'api-usage'
  | 'admin-data-sources'
  | 'admin-import'
  | 'domain-overview'
  | 'seo-kombat'
  | 'ppc-kombat'
  | 'keyword-overview'
  | 'seo-keywords'
  | 'seo-competitors'
  | 'seo-top-pages'
  | 'seo-backlinks'
  | 'seo-ranking-history'
  | 'my-sites'
  | 'competitor-projects'
  | 'rank-tracking'
  | 'tracked-keywords'
  | 'groups';

export type ScreenLoader = () => Promise<ComponentType>;

export const SCREENS: Readonly<Record<ScreenKind, ScreenLoader>> = {
  'coming-soon': () => import('../../features/shell/ComingSoonScreen').then((m) => m.ComingSoonScreen),
  'error-notfound': () =>
    import('../../features/errors/ErrorScreen').then(({ ErrorScreen }) => {
      return function NotFoundScreen() {
        return <ErrorScreen kind="notFound" />;
      };
    }),
  'error-typo': () =>
    import('../../features/errors/ErrorScreen').then(({ ErrorScreen }) => {
      return function TypoScreen() {
        return <ErrorScreen kind="typo" />;
      };
    }),
  'error-servererror': () =>
    import('../../features/errors/ErrorScreen').then(({ ErrorScreen }) => {
      return function ServerErrorScreen() {
        return <ErrorScreen kind="serverError" />;
      };
    }),
  'scraper-freewall': () => import('../../features/errors/ScraperFreewallScreen').then((m) => m.ScraperFreewallScreen),
  home: () => import('../../features/home/HomeScreen').then((m) => m.HomeScreen),
  // One screen for the marketing pages; it picks the page's content by route name.
  marketing: () => import('../../features/marketing/MarketingScreen').then((m) => m.MarketingScreen),
  comparison: () => import('../../features/comparison/ComparisonScreen').then((m) => m.ComparisonScreen),
  login: () => import('../../features/auth/LoginScreen').then((m) => m.LoginScreen),
  logout: () => import('../../features/auth/LogoutScreen').then((m) => m.LogoutScreen),
  'forgot-password': () => import('../../features/auth/ForgotPasswordScreen').then((m) => m.ForgotPasswordScreen),
  'reset-password': () => import('../../features/auth/ResetPasswordScreen').then((m) => m.ResetPasswordScreen),
  'add-users': () => import('../../features/account/AddUsersScreen').then((m) => m.AddUsersScreen),
  'team-management': () => import('../../features/account/TeamManagementScreen').then((m) => m.TeamManagementScreen),
  settings: () => import('../../features/account/settings/SettingsScreen').then((m) => m.SettingsScreen),
  subscription: () => import('../../features/account/SubscriptionScreen').then((m) => m.SubscriptionScreen),
  receipts: () => import('../../features/account/ReceiptsScreen').then((m) => m.ReceiptsScreen),
  receipt: () => import('../../features/account/ReceiptScreen').then((m) => m.ReceiptScreen),
  plans: () => import('../../features/buying/PlansScreen').then((m) => m.PlansScreen),
  checkout: () => import('../../features/buying/CheckoutScreen').then((m) => m.CheckoutScreen),
  'free-account': () => import('../../features/auth/FreeAccountScreen').then((m) => m.FreeAccountScreen),
  'onboarding-1': () => onboardingStep(1),
  'onboarding-2': () => onboardingStep(2),
  'onboarding-3': () => onboardingStep(3),
  upgrade: () => import('../../features/buying/UpgradeScreen').then((m) => m.UpgradeScreen),
  'upgrade-annual': () => import('../../features/buying/AnnualUpgradeScreen').then((m) => m.AnnualUpgradeScreen),
  'request-keywords': () =>
    import('../../features/account/requestKeywords/RequestedKeywordsScreen').then((m) => m.RequestedKeywordsScreen),
  'request-keywords-1': () => requestKeywordsStep(1),
  'request-keywords-2': () => requestKeywordsStep(2),
  'request-keywords-3': () => requestKeywordsStep(3),
  'scheduled-pdf-reports': () =>
    import('../../features/account/scheduledReports/ScheduledReportsScreen').then((m) => m.ScheduledReportsScreen),
  'new-project': () => import('../../features/projects/NewProjectScreen').then((m) => m.NewProjectScreen),
  'report-design': () =>
    import('../../features/account/reportDesign/ReportDesignScreen').then((m) => m.ReportDesignScreen),
  'api-usage': () => import('../../features/account/apiUsage/ApiUsageScreen').then((m) => m.ApiUsageScreen),
  'admin-data-sources': () => import('../../features/admin/DataSourcesScreen').then((m) => m.DataSourcesScreen),
  'admin-import': () => import('../../features/admin/ImportUploadScreen').then((m) => m.ImportUploadScreen),
  'domain-overview': () =>
    import('../../features/research/overview/DomainOverviewScreen').then((m) => m.DomainOverviewScreen),
  'seo-kombat': () => import('../../features/research/kombat/KombatScreen').then((m) => m.KombatScreen),
  'ppc-kombat': () => import('../../features/research/kombat/PpcKombatScreen').then((m) => m.PpcKombatScreen),
  'keyword-overview': () =>
    import('../../features/research/keywordOverview/KeywordOverviewScreen').then((m) => m.KeywordOverviewScreen),
  'seo-keywords': () => import('../../features/research/keywords/SeoKeywordsScreen').then((m) => m.SeoKeywordsScreen),
  'seo-competitors': () => seoListScreen('competitors'),
  'seo-top-pages': () => seoListScreen('topPages'),
  'seo-backlinks': () => seoListScreen('backlinks'),
  'seo-ranking-history': () => seoListScreen('rankingHistory'),
  'my-sites': () => import('../../features/mySites/MySitesScreen').then((m) => m.MySitesScreen),
  'rank-tracking': () => import('../../features/rankTracking/RankTrackingScreen').then((m) => m.RankTrackingScreen),
  'tracked-keywords': () =>
    import('../../features/rankTracking/TrackedKeywordsScreen').then((m) => m.TrackedKeywordsScreen),
  'competitor-projects': () =>
    import('../../features/mySites/CompetitorProjectsScreen').then((m) => m.CompetitorProjectsScreen),
  groups: () => import('../../features/workspace/keywords/groupsPage/GroupsPageScreen').then((m) => m.GroupsPageScreen),
};

/** The onboarding screen of one step: a component per step, so each step's page starts afresh. */
function onboardingStep(step: 1 | 2 | 3): Promise<ComponentType> {
  return import('../../features/onboarding/OnboardingScreen').then(({ OnboardingScreen }) => {
    return function OnboardingStepScreen() {
      return <OnboardingScreen step={step} />;
    };
  });
}

/** One request-keywords step's screen: a component per step, so each step's page starts afresh. */
function requestKeywordsStep(step: 1 | 2 | 3): Promise<ComponentType> {
  return import('../../features/account/requestKeywords/RequestKeywordsScreen').then(({ RequestKeywordsScreen }) => {
    return function RequestKeywordsStepScreen() {
      return <RequestKeywordsScreen step={step} />;
    };
  });
}

/** One SEO list page's screen (competitors, top pages, backlinks, ranking history): one screen, configured per page. */
function seoListScreen(page: 'competitors' | 'topPages' | 'backlinks' | 'rankingHistory'): Promise<ComponentType> {
  return import('../../features/research/seoLists/SeoListScreen').then(({ SeoListScreen }) => {
    return function SeoListPageScreen() {
      return <SeoListScreen page={page} />;
    };
  });
}
