/**
 * Schema migrations, provided in code (no filesystem globbing) to Kysely's Migrator, one file per
 * area in the order they run. Each runs on SQLite and PostgreSQL; `serialKey` hides the one
 * dialect difference (how an integer key is generated).
 */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';

import { accountsAndSessions } from './0001_accounts_and_sessions';
import { teamAccounts } from './0002_team_accounts';
import { billing } from './0003_billing';
import { accountSettings } from './0004_account_settings';
import { accountData } from './0005_account_data';
import { searchIndex } from './0006_search_index';
import { outboxDelivery } from './0007_outbox_delivery';
import { researchCorpus } from './0008_research_corpus';
import { projects } from './0009_projects';
import { reportDesigns } from './0010_report_designs';
import { scheduledPdfReports } from './0011_scheduled_pdf_reports';
import { researchLists } from './0012_research_lists';
import { researchMemos } from './0013_research_memos';
import { kombatMemos } from './0014_kombat_memos';
import { projectKeywords } from './0015_project_keywords';
import { outreach } from './0016_outreach';
import { workspaceSpeed } from './0017_workspace_speed';
import { exportJobs } from './0018_export_jobs';
import { imports } from './0019_imports';
import { jobQueue } from './0020_job_queue';
import { visitorSearchLog } from './0021_visitor_search_log';
import { collector } from './0022_collector';
import { projectCompetitors } from './0023_project_competitors';
import { workspaceMemberTerms } from './0024_workspace_member_terms';
import { matchTypeVolumes } from './0025_match_type_volumes';
import { importProgress } from './0026_import_progress';
import { matchTypeWordCounts } from './0027_match_type_word_counts';
import type { Dialect, MigrationFactory } from './support';

export type { Dialect } from './support';

const MIGRATIONS: Record<string, MigrationFactory> = {
  '0001_accounts_and_sessions': accountsAndSessions,
  '0002_team_accounts': teamAccounts,
  '0003_billing': billing,
  '0004_account_settings': accountSettings,
  '0005_account_data': accountData,
  '0006_search_index': searchIndex,
  '0007_outbox_delivery': outboxDelivery,
  '0008_research_corpus': researchCorpus,
  '0009_projects': projects,
  '0010_report_designs': reportDesigns,
  '0011_scheduled_pdf_reports': scheduledPdfReports,
  '0012_research_lists': researchLists,
  '0013_research_memos': researchMemos,
  '0014_kombat_memos': kombatMemos,
  '0015_project_keywords': projectKeywords,
  '0016_outreach': outreach,
  '0017_workspace_speed': workspaceSpeed,
  '0018_export_jobs': exportJobs,
  '0019_imports': imports,
  '0020_job_queue': jobQueue,
  '0021_visitor_search_log': visitorSearchLog,
  '0022_collector': collector,
  '0023_project_competitors': projectCompetitors,
  '0024_workspace_member_terms': workspaceMemberTerms,
  '0025_match_type_volumes': matchTypeVolumes,
  '0026_import_progress': importProgress,
  '0027_match_type_word_counts': matchTypeWordCounts,
};

function migrations(dialect: Dialect): Record<string, Migration> {
  return Object.fromEntries(Object.entries(MIGRATIONS).map(([name, factory]) => [name, factory(dialect)]));
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: () => Promise.resolve(migrations(dialect)) };
}

/** The names of the migrations this code knows that the database has not run (none: up to date). */
export async function pendingMigrations(db: Kysely<unknown>, dialect: Dialect, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider(dialect),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const all = await migrator.getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/** Brings the database (or one PostgreSQL schema of it) to the latest version; throws the first failure. */
export async function migrateToLatest(db: Kysely<unknown>, dialect: Dialect, schema?: string): Promise<void> {
  // With a schema, Kysely must look for its own tables in it (not in any schema of the database).
  const migrator = new Migrator({
    db,
    provider: migrationProvider(dialect),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
