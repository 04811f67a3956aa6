/**
 * Reads the e-mail outbox of the configured database (DATABASE_URL, as the server does): the
 * newest messages with their recipient, subject, date, delivery state and body. In development,
 * with no SMTP_URL, every e-mail (a password-reset link, an invitation) ends here.
 *   node --import tsx src/server/cli/outbox.ts [--all] [--limit N]     (npm run outbox)
 */
import { existsSync } from 'node:fs';

import { runAsCommand } from './entry';
import { loadConfig, type DatabaseConfig } from '../config';
import { openDatabase, type Db } from '../db';

/** Messages shown without --limit or --all. */
export const DEFAULT_OUTBOX_LIMIT = 10;

export const USAGE = `Usage: npm run outbox -- [--all] [--limit N]
  Prints the newest e-mails of the outbox (${DEFAULT_OUTBOX_LIMIT} unless told), newest last.
  --limit N   the newest N messages
  --all       every message`;

export interface OutboxArgs {
  /** null: every message. */
  limit: number | null;
}

/** The command line; throws a usage message on anything it does not know. */
export function parseOutboxArgs(argv: readonly string[]): OutboxArgs {
  let limit: number | null = DEFAULT_OUTBOX_LIMIT;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--all') {
      limit = null;
    } else if (arg === '--limit' || arg.startsWith('--limit=')) {
      const value = arg === '--limit' ? argv[++i] : arg.slice('--limit='.length);
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1)
        throw new Error(`--limit needs a whole number of messages, got "${value ?? ''}"\n${USAGE}`);
      limit = n;
    } else {
      throw new Error(`Unknown argument "${arg}"\n${USAGE}`);
    }
  }
  return { limit };
}

/** One outbox row; the delivery columns exist once migration 0007 ran. */
export interface OutboxMessage {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  created_at: string;
  sent_at: string | null;
  attempts?: number;
  last_error?: string | null;
  next_attempt_at?: string | null;
  failed_at?: string | null;
}

/** The newest messages (all of them for a null limit), oldest first, and how many there are. */
export async function readOutbox(db: Db, { limit }: OutboxArgs): Promise<{ total: number; messages: OutboxMessage[] }> {
  const count = await db.kysely
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  let query = db.kysely.selectFrom('email_outbox').selectAll().orderBy('id', 'desc');
  if (limit !== null) query = query.limit(limit);
  const rows = (await query.execute()) as OutboxMessage[];
  return { total: Number(count.n), messages: rows.reverse() };
}

const readable = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`;

/** Where the message stands: queued, retrying, given up or sent. */
export function deliveryState(message: OutboxMessage): string {
  const attempts = message.attempts ?? 0;
  if (message.sent_at) return `sent ${readable(message.sent_at)}`;
  if (message.failed_at) {
    return `not delivered: gave up ${readable(message.failed_at)} after ${attempts} attempt${attempts === 1 ? '' : 's'} (${message.last_error ?? 'no error recorded'})`;
  }
  if (attempts > 0) {
    const next = message.next_attempt_at ? `; next try ${readable(message.next_attempt_at)}` : '';
    return `queued: attempt ${attempts} failed (${message.last_error ?? 'no error recorded'})${next}`;
  }
  return 'queued';
}

export function formatMessage(message: OutboxMessage): string {
  const title = `── #${message.id} · ${readable(message.created_at)} · ${deliveryState(message)} `;
  return [
    title.padEnd(72, '─'),
    `To:      ${message.to_address}`,
    `Subject: ${message.subject}`,
    '',
    message.body.trimEnd(),
    '',
  ].join('\n');
}

export function formatOutbox(total: number, messages: OutboxMessage[], where: string): string {
  if (total === 0) return `The outbox of ${where} is empty.\n`;
  const shown = messages.length === total ? `all ${total}` : `the newest ${messages.length} of ${total}`;
  const header = `Outbox of ${where}: ${shown} message${total === 1 ? '' : 's'}, newest last.`;
  return [header, '', ...messages.map(formatMessage)].join('\n');
}

const describeDatabase = (database: DatabaseConfig) =>
  database.kind === 'sqlite' ? database.file : `PostgreSQL${database.schema ? ` (schema ${database.schema})` : ''}`;

async function main(argv: readonly string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  let args: OutboxArgs;
  try {
    args = parseOutboxArgs(argv);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
  // Reading mail needs no session secret: a placeholder keeps loadConfig from generating one.
  const config = loadConfig({ ...process.env, SESSION_SECRET: process.env.SESSION_SECRET || 'x'.repeat(32) });
  const where = describeDatabase(config.database);
  if (config.database.kind === 'sqlite' && !existsSync(config.database.file)) {
    process.stdout.write(`No database at ${where} yet: start the server (npm start) first.\n`);
    return 0;
  }
  const db = await openDatabase(config.database);
  try {
    const { total, messages } = await readOutbox(db, args);
    process.stdout.write(formatOutbox(total, messages, where));
    if (!config.mail.smtpUrl && total > 0) {
      process.stdout.write('(SMTP_URL is not set: the server keeps every message here instead of sending it.)\n');
    }
  } finally {
    await db.close();
  }
  return 0;
}

runAsCommand(import.meta.url, () => main(process.argv.slice(2)));
