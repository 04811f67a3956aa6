/**
 * Table types. Portable column types only: integers, text, and ISO-8601 timestamps as text.
 * Booleans are integers 0/1 (SQLite has no boolean, better-sqlite3 cannot bind one).
 */
import type { Generated, Insertable, Selectable } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  /** Public GUID (userId in the user state). */
  guid: string;
  /** As typed at sign-up; unique case-insensitively (index on lower(email)). */
  email: string;
  password_hash: string;
  display_name: string | null;
  /** JSON array of role names (admin, recon_full, infinitelogin). */
  roles: string;
  /** Plan name, null for free accounts. */
  plan: string | null;
  is_full_user: number;
  max_export_rows: number;
  has_unlimited_export_rows: number;
  should_show_onboarding: number;
  created_at: string;
  /** The paying parent of a team (child) account; null for everyone else (0002_team_accounts). */
  parent_user_id: number | null;
}

export interface SessionsTable {
  /** Public GUID (sessionId in the user state). */
  id: string;
  /** SHA-256 of the secret carried by the rs_session cookie; the secret itself is never stored. */
  token_hash: string;
  user_id: number | null;
  csrf_token: string;
  remember: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  killed_at: string | null;
  user_agent: string | null;
  last_path: string | null;
}

/** The outbox; its delivery columns come from 0007_outbox_delivery. */
export interface EmailOutboxTable extends OutboxDeliveryColumns {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  created_at: string;
  sent_at: string | null;
}

export interface PasswordResetsTable {
  /** SHA-256 of the single-use token in the e-mailed link. */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface EventLogTable {
  id: Generated<number>;
  user_id: number | null;
  session_id: string | null;
  name: string;
  /** JSON object with the event's details. */
  detail: string | null;
  created_at: string;
}

// --- 0002_team_accounts ---------------------------------------------------------------------

export interface ChildAccountInvitationsTable {
  id: Generated<number>;
  parent_user_id: number;
  /** Null once the child account is removed (the record of the charge stays). */
  child_user_id: number | null;
  /** The address invited, as typed. */
  email: string;
  /** The receipt of the seat charge (0003_billing); null when the seats cost nothing. */
  receipt_id: number | null;
  created_at: string;
  /** When the e-mailed set-a-password link (a password_resets row) stops working. */
  expires_at: string;
}

/** Tables this migration adds (the users column is typed in ../schema.ts UsersTable). */
export interface TeamTables {
  child_account_invitations: ChildAccountInvitationsTable;
}

// --- 0003_billing ---------------------------------------------------------------------

/** One subscription of a user; its id is the productId of the subscription actions. */
export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  /** 'Basic' | 'Professional'. */
  plan: string;
  /** 'Monthly' | 'Annually'. */
  billing_cycle: string;
  /** 'active' | 'paused' | 'cancelled' | 'expired'. */
  status: string;
  /** What each billing period costs, after the coupon. */
  amount_cents: number;
  coupon_code: string | null;
  /** The paid period: from period_start up to (not including) period_end, both 'YYYY-MM-DD'. */
  period_start: string;
  period_end: string;
  /** While paused: the day billing resumes. */
  paused_until: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A charge attempt: successful receipts and declined ones (is_declined 1). */
export interface ReceiptsTable {
  id: Generated<number>;
  user_id: number;
  subscription_id: number | null;
  created_at: string;
  /** The total charged (or attempted); may be 0 when a credit covers it. */
  amount_cents: number;
  description: string;
  /** JSON array of {description, amountCents}; they add up to amount_cents. */
  line_items: string;
  is_declined: number;
  /** 'declined' | 'verification_failed' for a declined receipt. */
  decline_reason: string | null;
  billed_to: string;
  /** The card charged, as it was then. */
  card_type: string | null;
  last_four: string | null;
  /** The provider's charge id. */
  provider_charge_ref: string | null;
}

/** The card on file, one per user. */
export interface PaymentMethodsTable {
  id: Generated<number>;
  user_id: number;
  card_type: string;
  last_four: string;
  /** 'MM/YY'. */
  expiry: string;
  /** 'test' | 'stripe': which provider the reference belongs to. */
  provider: string;
  /** The provider's handle on the saved card (a Stripe customer and payment method). */
  provider_ref: string;
  created_at: string;
  updated_at: string;
}

export interface CouponsTable {
  /** Lower case; codes are matched case-insensitively. */
  code: string;
  description: string;
  /** Off every billing period of the subscription it is applied to. */
  percent_off: number;
  is_active: number;
  created_at: string;
}

export interface CancellationSurveysTable {
  id: Generated<number>;
  user_id: number;
  subscription_id: number;
  reason: string;
  comments: string | null;
  created_at: string;
}

/** An offer accepted in the cancellation flow instead of cancelling. */
export interface UncancellationActionsTable {
  id: Generated<number>;
  user_id: number;
  subscription_id: number;
  action: string;
  coupon_code: string | null;
  created_at: string;
}

export interface BillingTables {
  subscriptions: SubscriptionsTable;
  receipts: ReceiptsTable;
  payment_methods: PaymentMethodsTable;
  coupons: CouponsTable;
  cancellation_surveys: CancellationSurveysTable;
  uncancellation_actions: UncancellationActionsTable;
}

// --- 0004_account_settings ---------------------------------------------------------------------

/** One Google authorisation per user (Google Sheets export); replaced on each setgoogletoken. */
export interface GoogleAuthorizationsTable {
  user_id: number;
  /** The access token from Google's code exchange, or the code itself when the exchange is not configured. */
  access_token: string;
  refresh_token: string | null;
  /** The Google account's e-mail, from the exchange's ID token; null when unknown. */
  google_email: string | null;
  /** When the access token expires; null when unknown (no exchange, or Google gave no lifetime). */
  expires_at: string | null;
  created_at: string;
}

/** Every acceptance of the terms of service (a history: the newest is the one in force). */
export interface TermsAcceptancesTable {
  id: Generated<number>;
  user_id: number;
  accepted_at: string;
}

/** The onboarding survey of doc 1 §3, one per user (saving again replaces it). Booleans are 0/1. */
export interface OnboardingSurveysTable {
  user_id: number;
  name: string;
  company_employee_count: string | null;
  employed_at_agency: number;
  /** null when the question was not answered. */
  own_business: number | null;
  onboarding_domain: string;
  onboarding_display: string;
  interested_in_ppc: number;
  interested_in_seo: number;
  interested_in_competitive_intelligence: number;
  interested_in_client_reporting: number;
  interested_in_sales_prospecting: number;
  budget_range: string | null;
  is_new_campaign: number;
  created_at: string;
}

export interface AccountSettingsTables {
  google_authorizations: GoogleAuthorizationsTable;
  terms_acceptances: TermsAcceptancesTable;
  onboarding_surveys: OnboardingSurveysTable;
}

// --- 0005_account_data ---------------------------------------------------------------------

/** The postal contact details of an account (one row per user, created on first save). */
export interface UserContactInfoTable {
  user_id: number;
  first_name: string;
  last_name: string;
  company_name: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  region: string;
  postal_code: string;
  address_country: string;
  updated_at: string;
}

/** Extra addresses that receive receipts and notices, in the order the user gave them. */
export interface UserEmailAddressesTable {
  id: Generated<number>;
  user_id: number;
  email: string;
  position: number;
}

/** Free-form per-user settings the client reads and writes by name. */
export interface UserAttributesTable {
  user_id: number;
  name: string;
  value: string | null;
  updated_at: string;
}

export interface ProjectAlertsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The project's GUID as the client sent it (there is no projects table to reference yet). */
  project_id: string;
  alert_type_id: number;
  is_active: number;
  /** JSON array of {emailAddress, isActive}. */
  recipients: string;
  source_url: string;
  created_at: string;
  updated_at: string;
}

/** Keywords a user asked to have added to the research database of one country. */
export interface RequestedKeywordsTable {
  id: Generated<number>;
  user_id: number;
  country_code: string;
  keyword: string;
  /** lower-cased keyword: one request per keyword, user and country. */
  keyword_key: string;
  /** queued → processing → ready. */
  status: string;
  term_id: number | null;
  requested_at: string;
}

/** API keys: only a SHA-256 of the key and a short visible prefix are kept. */
export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  key_hash: string;
  key_prefix: string;
  created_at: string;
  /** Set when the key is replaced by a newer one; a revoked key no longer authenticates. */
  revoked_at: string | null;
}

/** Rows served through the API, per user and calendar month (UTC, 'YYYY-MM'). */
export interface ApiUsageMonthsTable {
  user_id: number;
  month: string;
  rows_used: number;
}

export interface AccountDataTables {
  user_contact_info: UserContactInfoTable;
  user_email_addresses: UserEmailAddressesTable;
  user_attributes: UserAttributesTable;
  project_alerts: ProjectAlertsTable;
  requested_keywords: RequestedKeywordsTable;
  api_keys: ApiKeysTable;
  api_usage_months: ApiUsageMonthsTable;
}

// --- 0006_search_index ---------------------------------------------------------------------

export interface SearchDomainsTable {
  id: Generated<number>;
  /** ASCII (punycode), lower case, without www. */
  domain: string;
  /** Popularity, 1 = the most popular; orders domain suggestions. */
  rank: number;
  /** 1 for rows of the seeded demo corpus. */
  is_demo: number;
}

export interface SearchKeywordsTable {
  id: Generated<number>;
  /** Lower case, single spaces. */
  keyword: string;
  /** Monthly searches; orders keyword suggestions. */
  search_volume: number;
  /** 1 for rows of the seeded demo corpus. */
  is_demo: number;
}

export interface SearchLogTable {
  id: Generated<number>;
  /** Migration 0021: the searcher — a logged-in session's id or an anonymous visitor's id (sessions.ts). */
  visitor_id: string | null;
  user_id: number | null;
  /** The cleansed query. */
  query: string;
  result_type: string;
  was_found: number;
  created_at: string;
}

export interface SearchIndexTables {
  search_domains: SearchDomainsTable;
  search_keywords: SearchKeywordsTable;
  search_log: SearchLogTable;
}

// --- 0007_outbox_delivery ---------------------------------------------------------------------

/** The columns this migration adds to email_outbox. */
export interface OutboxDeliveryColumns {
  /** Delivery attempts so far (successful or not). */
  attempts: Generated<number>;
  /** The error of the last failed attempt; null once sent, or before any failure. */
  last_error: string | null;
  /** ISO time before which nobody tries the message (backoff, or another server's lease); null: due now. */
  next_attempt_at: string | null;
  /** When delivery was given up (a permanent SMTP rejection, or every attempt used); null otherwise. */
  failed_at: string | null;
}

// --- 0008_research_corpus ---------------------------------------------------------------------

export interface DomainsTable {
  id: Generated<number>;
  /** The registrable domain, ASCII (punycode), lower case. */
  name: string;
  is_demo: number;
}

export interface UrlsTable {
  id: Generated<number>;
  domain_id: number;
  /** Path and query, starting with '/'. */
  path: string;
  is_demo: number;
}

export interface KeywordsTable {
  id: Generated<number>;
  /** Lower case, single spaces. */
  term: string;
  /** Two-letter country code of the catalogue (US by default). */
  country: string;
  /** Average monthly searches over the last 12 months. */
  volume: number;
  /** Cost per click in US cents. */
  cpc_cents: number;
  /** Ranking difficulty 0-100. */
  difficulty: number;
  /** Advertiser competition 0-100. */
  competition: number;
  is_question: number;
  is_transactional: number;
  is_content: number;
  is_demo: number;
}

export interface KeywordVolumesTable {
  keyword_id: number;
  /** YYYYMM. */
  month: number;
  volume: number;
}

export interface SerpOrganicTable {
  keyword_id: number;
  month: number;
  /** Position among organic results, 1-based. */
  rank_group: number;
  /** Position among every element of the page, 1-based. */
  rank_absolute: number;
  url_id: number;
  domain_id: number;
  /**
   * The keyword's searches that month, copied from keyword_volumes when the row is written, so a
   * domain's keyword list sorts by searches or clicks from one index without a join per row.
   */
  volume: number;
  /** How deep the check looked; rank_absolute never exceeds it. */
  checked_depth: number;
  is_demo: number;
}

export interface AdCopiesTable {
  id: Generated<number>;
  domain_id: number;
  headline: string;
  description: string;
  display_url: string;
  landing_url: string;
  /** The landing URL's host and path (research/site.ts landingPageOf), so a URL's ads are one index lookup. */
  landing_page: Generated<string>;
  is_demo: number;
}

export interface SerpAdsTable {
  keyword_id: number;
  month: number;
  /** 'top' or 'bottom'. */
  block: string;
  /** 1-based within the block. */
  position: number;
  domain_id: number;
  ad_copy_id: number;
  is_demo: number;
}

export interface BacklinksTable {
  id: Generated<number>;
  source_url_id: number;
  target_url_id: number;
  source_domain_id: number;
  target_domain_id: number;
  anchor: string;
  nofollow: number;
  /** ISO dates (YYYY-MM-DD). */
  first_seen: string;
  last_seen: string;
  is_demo: number;
}

/**
 * Per domain, month and organic position: how many keywords, their searches and what their clicks
 * cost. Derived from serp_organic when the corpus is written (seeding, imports), so an overview
 * reads about 13 × 20 rows instead of every ranking; the CTR curve is applied when it is read,
 * since a position's CTR is the same for all its keywords.
 */
export interface DomainRankStatsTable {
  domain_id: number;
  month: number;
  rank_group: number;
  keywords: number;
  /** Σ the keywords' searches that month. */
  volume: number;
  /** Σ searches × CPC, in cents. */
  volume_cpc_cents: number;
}

/** The same for ads: per domain, month, block and slot. */
export interface DomainAdStatsTable {
  domain_id: number;
  month: number;
  block: string;
  position: number;
  keywords: number;
  volume: number;
  volume_cpc_cents: number;
}

/** The months the corpus holds, kept with the totals so no request scans the corpus for them. */
export interface ResearchMonthsTable {
  month: number;
}

/** 0013: a memoised competitor list (see the migration): computed, and the domain's own count. */
export interface CompetitorMemosTable {
  context: 'organic' | 'paid';
  domain_id: number;
  month: number;
  own_keywords: number;
}

/** 0013: one competitor of a memoised list and the keywords it shares. */
export interface CompetitorMemoRowsTable {
  context: 'organic' | 'paid';
  domain_id: number;
  month: number;
  competitor_id: number;
  shared: number;
}

/** 0013: one ranking-history type's count of a domain between a month and the one before, on a curve. */
export interface RankingHistoryMemosTable {
  domain_id: number;
  month: number;
  curve: string;
  type: string;
  keywords: number;
}

/** 0014: a memoised Keyword Kombat comparison (see the migration). */
export interface KombatMemosTable {
  id: Generated<number>;
  domain_ids: string;
  month: number;
  country: string;
}

/** 0014: one keyword of a memoised comparison: each domain's best position, its region and its columns. */
export interface KombatMemoRowsTable {
  memo_id: number;
  keyword_id: number;
  volume: number;
  r0: number | null;
  r1: number | null;
  r2: number | null;
  mask: number;
  term: string;
  cpc_cents: number;
  difficulty: number;
  is_question: number;
  is_transactional: number;
  is_content: number;
}

/** 0014: a memoised comparison's keyword count and searches by Venn region and segment flags. */
export interface KombatMemoRegionsTable {
  memo_id: number;
  mask: number;
  is_question: number;
  is_transactional: number;
  is_content: number;
  keywords: number;
  searches: number | string;
}

export interface ResearchCorpusTables {
  domains: DomainsTable;
  urls: UrlsTable;
  keywords: KeywordsTable;
  keyword_volumes: KeywordVolumesTable;
  serp_organic: SerpOrganicTable;
  ad_copies: AdCopiesTable;
  serp_ads: SerpAdsTable;
  backlinks: BacklinksTable;
  domain_rank_stats: DomainRankStatsTable;
  domain_ad_stats: DomainAdStatsTable;
  research_months: ResearchMonthsTable;
  competitor_memos: CompetitorMemosTable;
  competitor_memo_rows: CompetitorMemoRowsTable;
  ranking_history_memos: RankingHistoryMemosTable;
  kombat_memos: KombatMemosTable;
  kombat_memo_rows: KombatMemoRowsTable;
  kombat_memo_regions: KombatMemoRegionsTable;
}

// --- 0009_projects ----------------------------------------------------------------------------

export interface ProjectsTable {
  /** A GUID, as the contract's project ids are. */
  id: string;
  /** The account the project belongs to: the team's owner (a child's parent). */
  account_user_id: number;
  name: string;
  /** The name in lower case: names are unique per account whatever their case. */
  name_key: string;
  primary_domain_name: string | null;
  created_at: string;
  /** ISO time the project was last created, renamed or opened: lists show the most recent first. */
  last_used_at: string;
}

export interface ProjectTables {
  projects: ProjectsTable;
}

// --- 0015_project_keywords -------------------------------------------------------------------

/** A corpus keyword saved in a project. */
export interface ProjectKeywordsTable {
  project_id: string;
  /** keywords.id: the contract's term id. */
  keyword_id: number;
  added_at: string;
}

/** A project's keyword group or label (keyword_groups, keyword_labels). */
export interface KeywordGroupingTable {
  id: Generated<number>;
  project_id: string;
  /** The contract's groupHash / labelHash, unique per project. */
  hash: string;
  name: string;
  /** The name in lower case: names are unique per project whatever their case. */
  name_key: string;
  created_at: string;
}

export interface KeywordGroupMembersTable {
  group_id: number;
  project_id: string;
  keyword_id: number;
  /** The keyword's term, copied by a trigger on insert (0024_workspace_member_terms). */
  term: Generated<string>;
}

export interface KeywordLabelMembersTable {
  label_id: number;
  project_id: string;
  keyword_id: number;
  /** The keyword's term, copied by a trigger on insert (0024_workspace_member_terms). */
  term: Generated<string>;
}

export interface ProjectKeywordTables {
  project_keywords: ProjectKeywordsTable;
  keyword_groups: KeywordGroupingTable;
  keyword_labels: KeywordGroupingTable;
  keyword_group_members: KeywordGroupMembersTable;
  keyword_label_members: KeywordLabelMembersTable;
}

// --- 0017_workspace_speed ---------------------------------------------------------------------

/** A group's version, raised by triggers whenever a keyword joins or leaves it (none: version 0). */
export interface KeywordGroupVersionsTable {
  group_id: number;
  version: number;
}

/** A group's stored table-row figures for a domain, month and CTR curve, at the group's version. */
export interface KeywordGroupFiguresTable {
  group_id: number;
  /** 0: no domain in the corpus (or no month). */
  domain_id: number;
  month: number;
  curve: string;
  version: number;
  keywords: number;
  rank_change: number | string;
  click_change: number;
  shown_volume: number | string;
  volume: number | string;
}

export interface WorkspaceSpeedTables {
  keyword_group_versions: KeywordGroupVersionsTable;
  keyword_group_figures: KeywordGroupFiguresTable;
}

// --- 0016_outreach ----------------------------------------------------------------------------

/** A website of a project's outreach (the contract's domainId): a host, `www.` dropped. */
export interface OutreachDomainsTable {
  id: Generated<number>;
  project_id: string;
  /** The host in lower case ASCII, unique per project. */
  name: string;
  /** An OutreachRelationshipStatus. */
  relationship_status: Generated<string>;
  /** 0 (unrated) to 3 stars. */
  rating: Generated<number>;
  /** JSON array of the tags, in their order. */
  tags: Generated<string>;
  created_at: string;
}

/** A page of a website (the contract's urlId): one outreach link. */
export interface OutreachUrlsTable {
  id: Generated<number>;
  /** The project of its website (kept equal to it when the website moves). */
  project_id: string;
  domain_id: number;
  /** host + path and query: unique per project. */
  url_key: string;
  full_url: string;
  relationship_status: Generated<string>;
  rating: Generated<number>;
  tags: Generated<string>;
  /** The contact an outreach import named. */
  contact_name: string | null;
  contact_email: string | null;
  /** JSON of where a page-URL import found the page (linksTo, backlinkType…); null otherwise. */
  source: string | null;
  created_at: string;
}

export interface OutreachNotesTable {
  id: Generated<number>;
  url_id: number;
  note: string;
  created_at: string;
}

export interface OutreachTasksTable {
  id: Generated<number>;
  url_id: number;
  /** The contract's taskId: 1 find contact … 5 custom. */
  task_kind: number;
  text: string;
  /** YYYY-MM-DD or null. */
  due_date: string | null;
  is_complete: Generated<number>;
  created_at: string;
}

export interface OutreachContactEventsTable {
  id: Generated<number>;
  url_id: number;
  event_type: string;
  contact_name: string;
  contact_email: string | null;
  /** YYYY-MM-DD. */
  event_date: string;
  notes: string;
  created_at: string;
}

/** One row per change to a link (a LinkHistoryEntry action), written with the change. */
export interface OutreachHistoryTable {
  id: Generated<number>;
  url_id: number;
  action: string;
  description: string;
  occurred_at: string;
}

export interface OutreachTables {
  outreach_domains: OutreachDomainsTable;
  outreach_urls: OutreachUrlsTable;
  outreach_notes: OutreachNotesTable;
  outreach_tasks: OutreachTasksTable;
  outreach_contact_events: OutreachContactEventsTable;
  outreach_history: OutreachHistoryTable;
}

// --- 0011_scheduled_pdf_reports --------------------------------------------------------------

export interface ScheduledPdfReportsTable {
  /** The report's alertId. */
  id: Generated<number>;
  /** The owner: whose list the report is on (a team owner may manage its members' reports). */
  user_id: number;
  name: string;
  /** The project's GUID as the form sent it (the all-projects id too). */
  project_id: string;
  source_url: string;
  /** WEEKLY or MONTHLY. */
  frequency: string;
  /** WEEKLY: 1 (Monday) to 7 (Sunday); MONTHLY: the day of the month, 1 to 28. */
  report_day: number;
  style_id: string;
  report_template: string;
  /** JSON array of {emailAddress, isActive}. */
  recipients: string;
  /** 0 while paused. */
  is_active: number;
  /** JSON of the rest of the PDF export form the report is rendered with (itemName, customTitle…). */
  export_options: string;
  created_at: string;
  updated_at: string;
}

export interface ScheduledPdfReportTables {
  scheduled_pdf_reports: ScheduledPdfReportsTable;
}

// --- 0010_report_designs ----------------------------------------------------------------------

/** The white-label report design of an account (its team's owner), one row each. */
export interface ReportDesignsTable {
  account_user_id: number;
  /** One of the report designs of doc 2 §3 (Surf, Executive, …). */
  style_id: string;
  company_name: string;
  prepared_by: string;
  /** #rrggbb, lower case. */
  primary_color: string;
  accent_color: string;
  /** A PNG or JPEG data URL, or null for no logo. */
  logo: string | null;
  updated_at: string;
  /** Who saved it last (the owner or one of its team); null once that user is gone. */
  updated_by_user_id: number | null;
}

export interface ReportDesignTables {
  report_designs: ReportDesignsTable;
}

/** Every table: the core ones above, and each area's. */
// --- 0018_export_jobs ------------------------------------------------------------------------

/** A queued CSV export; `id` is the sessionId its caller polls. */
export interface ExportJobsTable {
  id: string;
  user_id: number;
  /** The file name without `.csv`, as the request sent it. */
  filename: string;
  /** JSON of the request's ExportSource. */
  source: string;
  /** Rows the file may hold: the request's maxRows within the plan's cap. */
  max_rows: number;
  /** queued, running, ready or error. */
  status: Generated<string>;
  attempts: Generated<number>;
  /** ISO time until which a worker holds the job; null while nobody does. */
  lease_until: string | null;
  last_error: string | null;
  row_count: number | null;
  /** The finished file; null until ready. */
  csv: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface ExportJobTables {
  export_jobs: ExportJobsTable;
}

// --- 0019_imports ------------------------------------------------------------------------------

export interface ImportRunsTable {
  id: Generated<number>;
  /** An ImportKind (research/records.ts). */
  kind: string;
  file_name: string;
  /** Bytes (PostgreSQL returns a bigint as a string). */
  file_size: number | string;
  file_sha256: string;
  /** The options as JSON text: country, month, site. */
  options: string;
  /** 'queued', 'running', 'done' or 'failed'. */
  status: string;
  rows_read: Generated<number>;
  rows_stored: Generated<number>;
  rows_refused: Generated<number>;
  /** The last input line whose batch is stored; a resumed run skips up to it. */
  checkpoint_line: Generated<number>;
  /** Bytes of the file the stored batches reach (migration 0026); the file's size once done. */
  bytes_read: Generated<number | string>;
  started_at: string;
  finished_at: string | null;
  last_error: string | null;
}

export interface ImportErrorsTable {
  run_id: number;
  line: number;
  reason: string;
}

export interface SearchPerformanceTable {
  domain_id: number;
  /** YYYYMM: the period the export covers. */
  month: number;
  /** 'query' or 'page'. */
  dimension: string;
  value: string;
  clicks: number;
  impressions: number;
  /** A fraction (0.4561). */
  ctr: number;
  position: number;
  import_run_id: number | null;
}

export interface TrackedRanksTable {
  keyword_id: number;
  /** 'desktop' or 'mobile'. */
  device: string;
  domain_id: number;
  /** YYYY-MM-DD. */
  date: string;
  /** Null: not found within the checked depth. */
  position: number | null;
  url_id: number | null;
}

export interface ImportTables {
  import_runs: ImportRunsTable;
  import_errors: ImportErrorsTable;
  search_performance: SearchPerformanceTable;
  tracked_ranks: TrackedRanksTable;
}

// --- 0020_job_queue ---------------------------------------------------------------------------

/** A job of the in-process SQL runner (src/server/jobs/sqlQueue.ts). Timestamps are ISO-8601. */
export interface QueueJobsTable {
  id: string;
  queue: string;
  /** JSON. */
  data: string;
  /** A JobState (jobs/queue.ts). */
  state: string;
  singleton_key: string | null;
  retry_limit: number;
  retry_delay_seconds: number;
  retry_backoff: number;
  timeout_seconds: number;
  attempts: Generated<number>;
  start_after: string;
  lease_until: string | null;
  lease_token: string | null;
  progress_done: number | null;
  progress_total: number | null;
  progress_message: string | null;
  last_error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** One recurring job per queue (a cron expression). */
export interface QueueSchedulesTable {
  queue: string;
  cron: string;
  tz: string;
  /** JSON. */
  data: string;
  /** JSON: the send options of the jobs it queues. */
  options: string;
  next_run_at: string;
  updated_at: string;
}

/** Progress reports of jobs run by pg-boss (jobs/pgBossQueue.ts). */
export interface JobProgressTable {
  job_id: string;
  queue: string;
  done: number;
  total: number;
  message: string | null;
  updated_at: string;
}

export interface JobQueueTables {
  queue_jobs: QueueJobsTable;
  queue_schedules: QueueSchedulesTable;
  job_progress: JobProgressTable;
}

// --- 0022_collector ---------------------------------------------------------------------------

/** One SERP check attempt of the collector (research/collector/). */
export interface SerpChecksTable {
  id: Generated<number>;
  keyword_id: number;
  country: string;
  /** 'desktop' or 'mobile'. */
  device: string;
  /** A ProviderName. */
  provider: string;
  /** ISO time. */
  checked_at: string;
  /** 'ok' or 'failed'. */
  status: string;
  /** A ProviderErrorKind of a failed check. */
  error_kind: string | null;
  error_message: string | null;
  /** Null: the provider reported no cost in US dollars. */
  cost_usd: number | null;
  depth: number;
  job_id: string | null;
}

/** The collector's settings: one row, id 1. */
export interface CollectorSettingsTable {
  id: number;
  /** Null: no limit. */
  monthly_budget_usd: number | null;
  requests_per_minute: number;
  tracked_cron: string;
  other_cron: string;
  updated_at: string;
}

export interface CollectorTables {
  serp_checks: SerpChecksTable;
  collector_settings: CollectorSettingsTable;
}

// --- 0023_project_competitors -----------------------------------------------------------------

/** A competitor domain of a project's rank tracking. */
export interface ProjectCompetitorsTable {
  project_id: string;
  /** 1–3: the order the competitors were saved in. */
  slot: number;
  /** The registrable domain, ASCII, lower case. */
  domain: string;
  created_at: string;
}

export interface ProjectCompetitorTables {
  project_competitors: ProjectCompetitorsTable;
}

export interface Database
  extends
    TeamTables,
    BillingTables,
    AccountSettingsTables,
    AccountDataTables,
    SearchIndexTables,
    ResearchCorpusTables,
    ProjectTables,
    ProjectKeywordTables,
    WorkspaceSpeedTables,
    OutreachTables,
    ReportDesignTables,
    ScheduledPdfReportTables,
    ExportJobTables,
    JobQueueTables,
    ImportTables,
    ProjectCompetitorTables,
    CollectorTables {
  users: UsersTable;
  sessions: SessionsTable;
  email_outbox: EmailOutboxTable;
  password_resets: PasswordResetsTable;
  event_log: EventLogTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
