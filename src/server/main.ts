/**
 * The server process: opens (and migrates) the database, seeds the demo account, and serves the
 * built app (dist/) and the API on one port. Configuration: see config.ts.
 *   node --import tsx src/server/main.ts      (scripts/start.mjs builds the app first)
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { grantAdminRoles } from './adminRoles';
import { buildApp } from './app';
import { progressLine } from './cli/progress';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { startExportWorker } from './export/worker';
import { createJobQueue, jobQueueKindFromEnv, sqlQueueOptionsFromEnv } from './jobs';
import { startMailDelivery } from './mail/delivery';
import { registerCollector } from './research/collector';
import { registerImportWorker } from './research/importers/importJob';
import { registerMatchTypeWorker } from './research/matchTypes';
import { createSerpProvider } from './research/providers';
import { seedResearchCorpus } from './research/seedResearchCorpus';
import { seedSearchIndex } from './search/seedSearchIndex';
import { DEMO_ACCOUNT, seedDemo } from './seed';
import { sweepSessions } from './sessions';
import { gracefulShutdown } from './shutdown';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config.database);
  if (config.seedDemo) await seedDemo(db);
  const admins = await grantAdminRoles(db, [...config.adminEmails, ...(config.seedDemo ? [DEMO_ACCOUNT.email] : [])]);
  // Search needs its index whatever SEED_DEMO says: an empty one gets the demo corpus.
  const searchIndex = await seedSearchIndex(db);
  // So do the research screens: an empty corpus gets the demo corpus (marked as demo data).
  const corpusProgress = progressLine('research corpus');
  const corpus = await seedResearchCorpus(db, {
    keywords: config.researchDemoKeywords,
    onProgress: ({ phase, done, total }) => phase === 'keywords' && corpusProgress.update(done, total, 'keywords'),
  });
  if (corpus.seeded) {
    corpusProgress.done(
      `seeded the demo corpus (${corpus.keywords.toLocaleString('en-US')} keywords, ` +
        `${corpus.organicRows.toLocaleString('en-US')} organic results, ${corpus.adRows.toLocaleString('en-US')} ads, ` +
        `${corpus.backlinks.toLocaleString('en-US')} backlinks) in ${(corpus.milliseconds / 1000).toFixed(1)} s`,
    );
  }
  await sweepSessions(db);
  const sweep = setInterval(() => {
    sweepSessions(db).catch((error: unknown) => console.error(error));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();

  // The job queue runs the collector's scheduled SERP checks (and whatever else is queued).
  const jobs = createJobQueue(db, {
    database: config.database,
    kind: jobQueueKindFromEnv(),
    sql: sqlQueueOptionsFromEnv(),
    onError: (error) => console.error(error),
  });
  await jobs.start();
  await registerCollector({
    db,
    jobs,
    provider: createSerpProvider(config.providers),
    pricePerSearchUsd: config.providers.pricePerSearchUsd,
  });
  // Files uploaded on the admin page import on the queue; an import cut off by a restart resumes.
  await registerImportWorker(jobs, db);
  // Phrase and broad sums are stored by a job (queued now if a seeded or imported corpus lacks them).
  await registerMatchTypeWorker(jobs, db);

  const staticDir = existsSync(join(config.staticDir, 'index.html')) ? config.staticDir : undefined;
  let draining = false;
  const app = await buildApp({
    db,
    config,
    staticDir,
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    isDraining: () => draining,
    jobs,
  });

  // With SMTP_URL, the outbox is delivered in the background; without it mail stays in the outbox.
  const mail = startMailDelivery(db, config);
  // Queued CSV exports left by a restart are built by this loop (new ones start at once).
  const exportWorker = startExportWorker(db);

  const shutdown = gracefulShutdown({
    app,
    workers: [exportWorker, ...(mail ? [mail] : [])],
    jobs,
    db,
    onDrain: () => {
      draining = true;
      clearInterval(sweep);
    },
    say,
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  const where = config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL';
  const lines = [`Rivalscope is running at http://localhost:${port}`, `  database: ${where}`];
  if (!staticDir) lines.push('  no built app in dist/ (run `npm run build`): serving the API only');
  if (config.seedDemo) lines.push(`  demo login: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
  if (admins.length > 0) lines.push(`  admin role given to: ${admins.join(', ')} (ADMIN_EMAILS)`);
  lines.push(
    mail ? '  mail: sent by SMTP (SMTP_URL)' : '  mail: kept in the outbox (npm run outbox); set SMTP_URL to send it',
  );
  if (searchIndex.seeded) {
    lines.push(
      `  search index: seeded the demo corpus (${searchIndex.domains} domains, ${searchIndex.keywords} keywords; demo data)`,
    );
  }
  say(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
