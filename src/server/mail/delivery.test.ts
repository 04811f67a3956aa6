/**
 * Mail delivery against a tiny SMTP server written here (node:net, no network), on every test
 * database; and the outbox reader of `npm run outbox`.
 */
import { execFile } from 'node:child_process';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { promisify } from 'node:util';

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { formatOutbox, parseOutboxArgs, readOutbox, USAGE } from '../cli/outbox';
import { openDatabase, type Db } from '../db';
import {
  deliverDueMail,
  FIRST_RETRY_DELAY_MS,
  MAX_DELIVERY_ATTEMPTS,
  retryDelayMs,
  smtpTransport,
  startMailDelivery,
  type MailTransport,
} from './delivery';
import { queueEmail } from './outbox';
import { freshDatabase, TEST_DATABASES, testConfig } from '../testing/harness';

const FROM = 'Rivalscope <no-reply@rivalscope.test>';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A minimal SMTP server: EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT. RCPT answers `rcptReply`. */
class FakeSmtp {
  readonly received: Received[] = [];
  rcptReply = '250 2.1.5 Ok';
  /** Milliseconds to wait before accepting a message's data (to overlap two senders). */
  dataDelayMs = 0;
  connections = 0;
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();

  constructor() {
    this.server = createServer((socket) => this.session(socket));
  }

  async listen(): Promise<string> {
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    return `smtp://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((done) => this.server.close(() => done()));
  }

  private session(socket: Socket) {
    this.connections += 1;
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    reply('220 fake.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          const accepted = current;
          setTimeout(() => {
            this.received.push(accepted);
            reply('250 2.0.0 Ok: queued');
          }, this.dataDelayMs);
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake.test');
        else if (verb === 'MAIL') {
          current = { from: /<(.*)>/.exec(line)?.[1] ?? '', to: [], data: '' };
          reply('250 2.1.0 Ok');
        } else if (verb === 'RCPT') {
          current.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          reply(this.rcptReply);
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 Ok');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
        } else reply('502 5.5.2 Command not recognized');
      }
    });
  }
}

const outboxRows = (db: Db) => db.kysely.selectFrom('email_outbox').selectAll().orderBy('id').execute();

/** A fresh, migrated database. */
async function openOutboxDatabase(kind: 'sqlite' | 'postgres') {
  const database = await freshDatabase(kind);
  const db = await openDatabase(database.config);
  return {
    db,
    database: database.config,
    async close() {
      await db.close();
      await database.cleanup();
    },
  };
}

const message = (n: number) => ({
  to: `reader${n}@example.com`,
  subject: `Message ${n}`,
  body: `Hello ${n},\nthe link is https://rivalscope.test/reset?token=abc${n}\n`,
});

describe('retry delays', () => {
  it('double from a minute and stop growing at six hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(6 * 60 * 60_000);
  });
});

describe.each(TEST_DATABASES)('mail delivery on %s', (kind) => {
  let smtp: FakeSmtp;
  let smtpUrl: string;
  let db: Db;
  let close: () => Promise<void>;
  let transport: MailTransport;

  beforeEach(async () => {
    smtp = new FakeSmtp();
    smtpUrl = await smtp.listen();
    transport = smtpTransport(smtpUrl);
    ({ db, close } = await openOutboxDatabase(kind));
  });
  afterEach(async () => {
    transport.close();
    await smtp.close();
    await close();
  });

  it('without SMTP_URL starts no delivery: mail stays in the outbox', async () => {
    const config = testConfig({ kind: 'sqlite', file: ':memory:' });
    expect(config.mail.smtpUrl).toBeNull();
    expect(startMailDelivery(db, config)).toBeNull();
    await queueEmail(db, message(1));
    expect(await outboxRows(db)).toMatchObject([{ sent_at: null, attempts: 0, last_error: null }]);
    expect(smtp.connections).toBe(0);
  });

  it('sends every due message once, from MAIL_FROM, and marks it sent', async () => {
    await queueEmail(db, message(1));
    await queueEmail(db, message(2));
    const before = Date.now();
    expect(await deliverDueMail(db, transport, FROM)).toEqual({ sent: 2, failed: 0 });

    expect(smtp.received.map((m) => [m.from, m.to])).toEqual([
      ['no-reply@rivalscope.test', ['reader1@example.com']],
      ['no-reply@rivalscope.test', ['reader2@example.com']],
    ]);
    const [first] = smtp.received;
    expect(first?.data).toMatch(/^From: Rivalscope <no-reply@rivalscope\.test>$/m);
    expect(first?.data).toMatch(/^To: reader1@example\.com$/m);
    expect(first?.data).toMatch(/^Subject: Message 1$/m);
    expect(first?.data).toContain('Hello 1,\r\nthe link is https://rivalscope.test/reset?token=abc1');

    const rows = await outboxRows(db);
    expect(rows).toMatchObject([
      { attempts: 1, last_error: null, next_attempt_at: null, failed_at: null },
      { attempts: 1, last_error: null, next_attempt_at: null, failed_at: null },
    ]);
    for (const row of rows) expect(Date.parse(row.sent_at ?? '')).toBeGreaterThanOrEqual(before - 1000);

    expect(await deliverDueMail(db, transport, FROM)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it('records a temporary failure and retries it after a doubling backoff', async () => {
    let now = Date.parse('2030-01-01T00:00:00.000Z');
    const clock = () => now;
    await queueEmail(db, message(1));
    smtp.rcptReply = '451 4.3.0 Mailbox busy, try later';

    expect(await deliverDueMail(db, transport, FROM, clock)).toEqual({ sent: 0, failed: 1 });
    let [row] = await outboxRows(db);
    expect(row).toMatchObject({ sent_at: null, attempts: 1, failed_at: null });
    expect(row?.last_error).toContain('451 4.3.0 Mailbox busy');
    expect(row?.next_attempt_at).toBe(new Date(now + FIRST_RETRY_DELAY_MS).toISOString());

    // Not before the backoff is over.
    now += FIRST_RETRY_DELAY_MS - 1;
    const connections = smtp.connections;
    expect(await deliverDueMail(db, transport, FROM, clock)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.connections).toBe(connections);

    now += 1;
    expect(await deliverDueMail(db, transport, FROM, clock)).toEqual({ sent: 0, failed: 1 });
    [row] = await outboxRows(db);
    expect(row).toMatchObject({ attempts: 2, next_attempt_at: new Date(now + 2 * FIRST_RETRY_DELAY_MS).toISOString() });

    smtp.rcptReply = '250 2.1.5 Ok';
    now += 2 * FIRST_RETRY_DELAY_MS;
    expect(await deliverDueMail(db, transport, FROM, clock)).toEqual({ sent: 1, failed: 0 });
    [row] = await outboxRows(db);
    expect(row).toMatchObject({
      attempts: 3,
      last_error: null,
      next_attempt_at: null,
      sent_at: new Date(now).toISOString(),
    });
    expect(smtp.received).toHaveLength(1);
  });

  it('gives a message up on a permanent rejection', async () => {
    await queueEmail(db, message(1));
    smtp.rcptReply = '550 5.1.1 No such user';
    expect(await deliverDueMail(db, transport, FROM)).toEqual({ sent: 0, failed: 1 });
    const [row] = await outboxRows(db);
    expect(row).toMatchObject({ sent_at: null, attempts: 1, next_attempt_at: null });
    expect(row?.failed_at).not.toBeNull();
    expect(row?.last_error).toContain('550 5.1.1 No such user');

    smtp.rcptReply = '250 2.1.5 Ok';
    expect(await deliverDueMail(db, transport, FROM, () => Date.now() + 365 * 86_400_000)).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it(`gives a message up after ${MAX_DELIVERY_ATTEMPTS} failed attempts`, async () => {
    let now = Date.parse('2030-01-01T00:00:00.000Z');
    await queueEmail(db, message(1));
    const failing: MailTransport = {
      send: () => Promise.reject(new Error('relay down')),
      close: () => undefined,
    };
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      expect(await deliverDueMail(db, failing, FROM, () => now)).toEqual({ sent: 0, failed: 1 });
      now += retryDelayMs(attempt);
    }
    const [row] = await outboxRows(db);
    expect(row).toMatchObject({ attempts: MAX_DELIVERY_ATTEMPTS, last_error: 'relay down', next_attempt_at: null });
    expect(row?.failed_at).not.toBeNull();
    expect(await deliverDueMail(db, failing, FROM, () => now + MAX_DELIVERY_ATTEMPTS * 86_400_000)).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it('records an unreachable server as the last error', async () => {
    await queueEmail(db, message(1));
    await smtp.close();
    expect(await deliverDueMail(db, transport, FROM)).toEqual({ sent: 0, failed: 1 });
    const [row] = await outboxRows(db);
    expect(row?.last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    expect(row).toMatchObject({ attempts: 1, failed_at: null });
    smtp = new FakeSmtp(); // afterEach closes it
    await smtp.listen();
  });

  it('never sends a message twice when two passes (or servers) run at once', async () => {
    for (let n = 1; n <= 4; n += 1) await queueEmail(db, message(n));
    smtp.dataDelayMs = 30;
    const other = smtpTransport(smtpUrl);
    try {
      const results = await Promise.all([deliverDueMail(db, transport, FROM), deliverDueMail(db, other, FROM)]);
      expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(4);
    } finally {
      other.close();
    }
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([1, 2, 3, 4].map((n) => `reader${n}@example.com`));
  });

  it('the loop started from the configuration delivers mail queued while it runs, until stopped', async () => {
    const onError = vi.fn();
    const config = testConfig({ kind: 'sqlite', file: ':memory:' }, { mail: { smtpUrl, from: FROM } });
    const delivery = startMailDelivery(db, config, { intervalMs: 20, onError });
    expect(delivery).not.toBeNull();
    try {
      await queueEmail(db, message(1));
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5_000, interval: 20 });
      await queueEmail(db, message(2));
      await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 5_000, interval: 20 });
    } finally {
      await delivery?.stop();
    }
    await queueEmail(db, message(3));
    await new Promise((done) => setTimeout(done, 100));
    expect(smtp.received).toHaveLength(2);
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('the outbox reader (npm run outbox)', () => {
  it('reads --all and --limit N, and refuses anything else with the usage', () => {
    expect(parseOutboxArgs([])).toEqual({ limit: 10 });
    expect(parseOutboxArgs(['--all'])).toEqual({ limit: null });
    expect(parseOutboxArgs(['--limit', '3'])).toEqual({ limit: 3 });
    expect(parseOutboxArgs(['--limit=25'])).toEqual({ limit: 25 });
    expect(() => parseOutboxArgs(['--limit', 'lots'])).toThrow(/--limit needs a whole number/);
    expect(() => parseOutboxArgs(['--limit', '0'])).toThrow(USAGE);
    expect(() => parseOutboxArgs(['--sent'])).toThrow(/Unknown argument "--sent"/);
  });

  describe.each(TEST_DATABASES)('on %s', (kind) => {
    let db: Db;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ db, close } = await openOutboxDatabase(kind));
      for (let n = 1; n <= 3; n += 1) await queueEmail(db, message(n));
      const kysely = db.kysely;
      await kysely
        .updateTable('email_outbox')
        .set({ sent_at: '2030-01-01T10:00:00.000Z', attempts: 1 })
        .where('id', '=', 1)
        .execute();
      await kysely
        .updateTable('email_outbox')
        .set({ attempts: 2, last_error: '451 try later', next_attempt_at: '2030-01-01T10:04:00.000Z' })
        .where('id', '=', 2)
        .execute();
    });
    afterAll(async () => {
      await close?.();
    });

    it('prints the newest messages, newest last, with recipient, subject, date, state and body', async () => {
      const { total, messages } = await readOutbox(db, { limit: 2 });
      expect(total).toBe(3);
      expect(messages.map((m) => m.subject)).toEqual(['Message 2', 'Message 3']);
      const text = formatOutbox(total, messages, 'test.sqlite');
      expect(text).toContain('Outbox of test.sqlite: the newest 2 of 3 messages, newest last.');
      expect(text).toContain('To:      reader3@example.com\nSubject: Message 3\n\nHello 3,\n');
      expect(text).toMatch(/── #3 · \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC · queued ─/);
      expect(text).toContain('· queued: attempt 2 failed (451 try later); next try 2030-01-01 10:04:00 UTC');
      expect(text).not.toContain('Message 1');

      const all = await readOutbox(db, { limit: null });
      expect(all.messages).toHaveLength(3);
      expect(formatOutbox(all.total, all.messages, 'test.sqlite')).toContain('· sent 2030-01-01 10:00:00 UTC');
    });
  });

  it('runs as a command against DATABASE_URL', async () => {
    const { db, database, close } = await openOutboxDatabase('sqlite');
    const file = database.kind === 'sqlite' ? database.file : '';
    try {
      await queueEmail(db, message(7));
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/server/cli/outbox.ts', '--limit', '5'],
        { env: { ...process.env, DATABASE_URL: file, SMTP_URL: '', SESSION_SECRET: 'x'.repeat(32) } },
      );
      expect(stdout).toContain(`Outbox of ${file}: all 1 message, newest last.`);
      expect(stdout).toContain('To:      reader7@example.com\nSubject: Message 7');
      expect(stdout).toContain('SMTP_URL is not set');
    } finally {
      await close();
    }
  });
});
