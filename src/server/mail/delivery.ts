/**
 * Mail delivery: with SMTP_URL set, a loop sends the outbox's unsent messages through nodemailer
 * from MAIL_FROM, marks each sent, and retries a failed one with exponential backoff, recording
 * its last error (columns of migration 0007). A permanent SMTP rejection (5xx) or the last
 * allowed attempt gives the message up. Without SMTP_URL nothing is sent: mail stays in the
 * outbox, where `npm run outbox` reads it. Messages are queued by outbox.ts, in the request that
 * caused them, so a failed delivery never loses one.
 */
import nodemailer from 'nodemailer';

import type { ServerConfig } from '../config';
import type { Db } from '../db';

/** How often the loop looks for due mail: a password-reset link should arrive within seconds. */
export const MAIL_POLL_INTERVAL_MS = 5_000;
/** Messages sent per pass; the rest wait for the next pass. */
export const MAIL_BATCH_SIZE = 20;
/** The wait after the first failure; it doubles with every further failure… */
export const FIRST_RETRY_DELAY_MS = 60_000;
/** …up to this. */
export const MAX_RETRY_DELAY_MS = 6 * 60 * 60_000;
/** Attempts before a message is given up (about a day of retrying, with the delays above). */
export const MAX_DELIVERY_ATTEMPTS = 10;
/** How long a claimed message is left to its sender before another pass may try it (a crashed server). */
export const SEND_LEASE_MS = 5 * 60_000;
/** Recorded errors are cut to this length. */
const MAX_ERROR_LENGTH = 1_000;

export interface OutgoingMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** Where messages go: SMTP in production; anything with the same shape in tests. */
export interface MailTransport {
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

/** An SMTP transport for a connection URL (smtp://user:pass@host:587, smtps://… for TLS). */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // Short enough that a dead server fails an attempt well inside SEND_LEASE_MS.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
    // Plain-text bodies only: never let message data reach files or URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send({ from, to, subject, text }) {
      await transporter.sendMail({ from, to, subject, text });
    },
    close: () => transporter.close(),
  };
}

const outbox = (db: Db) => db.kysely;

/** The wait before the next attempt, after `failures` failed attempts. */
export function retryDelayMs(failures: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, failures - 1), MAX_RETRY_DELAY_MS);
}

function describeError(error: unknown): { text: string; permanent: boolean } {
  const e = error as { message?: unknown; code?: unknown; permanent?: unknown } | null;
  const message = typeof e?.message === 'string' ? e.message : String(error);
  const text = typeof e?.code === 'string' ? `${e.code}: ${message}` : message;
  return { text: text.slice(0, MAX_ERROR_LENGTH), permanent: e?.permanent === true };
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/** One pass: sends every due message (up to a batch), marks it sent or records its failure. */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  from: string,
  now: () => number = Date.now,
): Promise<DeliveryResult> {
  const iso = (ms: number) => new Date(ms).toISOString();
  const result: DeliveryResult = { sent: 0, failed: 0 };
  const started = iso(now());
  const due = await outbox(db)
    .selectFrom('email_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', started)]))
    .orderBy('id')
    .limit(MAIL_BATCH_SIZE)
    .execute();

  for (const { id } of due) {
    // Claim the message: only one server (or pass) moves its next attempt into the future.
    const claimedAt = now();
    const claim = await outbox(db)
      .updateTable('email_outbox')
      .set({ next_attempt_at: iso(claimedAt + SEND_LEASE_MS) })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', iso(claimedAt))]))
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue;

    const message = await outbox(db)
      .selectFrom('email_outbox')
      .select(['to_address', 'subject', 'body', 'attempts'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const attempts = message.attempts + 1;
    try {
      await transport.send({ from, to: message.to_address, subject: message.subject, text: message.body });
      await outbox(db)
        .updateTable('email_outbox')
        .set({ sent_at: iso(now()), attempts, last_error: null, next_attempt_at: null })
        .where('id', '=', id)
        .execute();
      result.sent += 1;
    } catch (error) {
      const { text, permanent } = describeError(error);
      const givenUp = permanent || attempts >= MAX_DELIVERY_ATTEMPTS;
      const failedAt = now();
      await outbox(db)
        .updateTable('email_outbox')
        .set({
          attempts,
          last_error: text,
          next_attempt_at: givenUp ? null : iso(failedAt + retryDelayMs(attempts)),
          failed_at: givenUp ? iso(failedAt) : null,
        })
        .where('id', '=', id)
        .execute();
      result.failed += 1;
    }
  }
  return result;
}

export interface MailDelivery {
  /** One pass now (the loop keeps its own schedule). */
  runOnce(): Promise<DeliveryResult>;
  /** Stops the loop after the pass in progress, and closes the transport. */
  stop(): Promise<void>;
}

export interface MailDeliveryOptions {
  /** Replaces the SMTP transport built from config.mail.smtpUrl (tests). */
  transport?: MailTransport;
  intervalMs?: number;
  now?: () => number;
  /** Where a failed pass is reported (a database error; a message's own failure is recorded on it). */
  onError?: (error: unknown) => void;
}

/**
 * Starts the delivery loop when SMTP is configured (or a transport is given); returns null when
 * it is not, and mail then stays in the outbox.
 */
export function startMailDelivery(
  db: Db,
  config: Pick<ServerConfig, 'mail'>,
  options: MailDeliveryOptions = {},
): MailDelivery | null {
  const { smtpUrl, from } = config.mail;
  const transport = options.transport ?? (smtpUrl ? smtpTransport(smtpUrl) : null);
  if (!transport) return null;
  const intervalMs = options.intervalMs ?? MAIL_POLL_INTERVAL_MS;
  const onError = options.onError ?? ((error: unknown) => console.error('mail delivery failed', error));

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<unknown> = Promise.resolve();

  const runOnce = () => {
    const next = pass.then(() => deliverDueMail(db, transport, from, options.now));
    pass = next.catch(() => undefined);
    return next;
  };
  const loop = async () => {
    try {
      await runOnce();
    } catch (error) {
      onError(error);
    }
    if (!stopped) timer = setTimeout(() => void loop(), intervalMs).unref();
  };
  timer = setTimeout(() => void loop(), 0).unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pass;
      transport.close();
    },
  };
}
