/**
 * Seeds the demo research corpus into the configured database (DATABASE_URL, as the server does)
 * when its corpus is empty; `--keywords N` makes it bigger than the demo's 10,000 keywords, for
 * benchmarks (40,000 keywords are about 10M organic rows).
 *   node --import tsx src/server/cli/seedResearch.ts [--keywords N]     (npm run seed:research)
 */

import { runAsCommand } from './entry';
import { progressLine } from './progress';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { DEMO_KEYWORD_TARGET } from '../research/demoCorpus';
import { seedResearchCorpus } from '../research/seedResearchCorpus';

export const USAGE = `Usage: npm run seed:research -- [--keywords N]
  Seeds the demo research corpus into an empty corpus (DATABASE_URL, default data/rivalscope.db).
  --keywords N   how many keywords (default ${DEMO_KEYWORD_TARGET.toLocaleString('en-US')}; each adds about 260 result rows)`;

/** The command line; throws the usage on anything it does not know. */
export function parseSeedResearchArgs(argv: readonly string[]): { keywords: number } {
  let keywords = DEMO_KEYWORD_TARGET;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--keywords') {
      const value = Number(argv[(i += 1)]);
      if (!Number.isInteger(value) || value < 1 || value > 1_000_000) {
        throw new Error(`--keywords takes a whole number from 1 to 1000000.\n${USAGE}`);
      }
      keywords = value;
    } else {
      throw new Error(`Unknown argument ${String(arg)}.\n${USAGE}`);
    }
  }
  return { keywords };
}

async function main() {
  const { keywords } = parseSeedResearchArgs(process.argv.slice(2));
  const db = await openDatabase(loadConfig().database);
  try {
    const progress = progressLine('research corpus');
    const result = await seedResearchCorpus(db, {
      keywords,
      onProgress: ({ phase, done, total }) => phase === 'keywords' && progress.update(done, total, 'keywords'),
    });
    if (!result.seeded) {
      progress.done('already holds keywords: nothing seeded (point DATABASE_URL at an empty database to seed anew)');
      return;
    }
    progress.done(
      `${result.keywords.toLocaleString('en-US')} keywords, ${result.organicRows.toLocaleString('en-US')} organic and ` +
        `${result.adRows.toLocaleString('en-US')} ad rows, ${result.backlinks.toLocaleString('en-US')} backlinks ` +
        `in ${(result.milliseconds / 1000).toFixed(1)} s (demo data)`,
    );
  } finally {
    await db.close();
  }
}

runAsCommand(import.meta.url, main, { messageOnly: true });
