/**
 * Server configuration, read from environment variables. Every variable has a safe default, so
 * `npm start` works with none set.
 *
 * | variable            | default                        | meaning                                                                                  |
 * | ------------------- | ------------------------------ | ---------------------------------------------------------------------------------------- |
 * | PORT                | 3000                           | TCP port of the app and the API (one port).                                              |
 * | HOST                | 0.0.0.0                        | Interface to listen on.                                                                  |
 * | DATABASE_URL        | file data/rivalscope.sqlite    | `postgres://user:pass@host:5432/db` selects PostgreSQL; anything else is a SQLite path.  |
 * | DATA_DIR            | data                           | Where the SQLite file and the generated session secret live.                             |
 * | SESSION_SECRET      | generated once, kept in DATA_DIR/session-secret | Signs the rs_session and rs_visitor cookies. Set it (≥ 32 chars) when servers share a database. |
 * | TRUST_PROXY         | false                          | `true`, a hop count or a comma-separated list of proxy addresses (Fastify trustProxy).   |
 * | CAPTCHA_SECRET      | unset                          | When set, registration and login verify the captcha token; unset: a null token passes.  |
 * | CAPTCHA_SITE_KEY    | unset                          | The public site key handed to the client in the environment state (captchaSiteKey).      |
 * | CAPTCHA_VERIFY_URL  | Google reCAPTCHA siteverify    | The verification endpoint used with CAPTCHA_SECRET (reCAPTCHA, hCaptcha and Turnstile share the form). |
 * | PUBLIC_URL          | unset                          | Origin used in e-mailed links (e.g. https://rivalscope.example); unset: the request's own origin. |
 * | PURCHASE_HOST       | unset                          | Host of the purchase site (e.g. buy.rivalscope.example): /mainpurchase links go to https://<host>/mainpurchase; unset: a relative path (doc 1 §2). |
 * | RATE_LIMIT_MAX      | 10                             | Attempts per client IP and window on login, registration and forgot-password.            |
 * | RATE_LIMIT_WINDOW_MS| 60000                          | The rate-limit window.                                                                   |
 * | MAX_ACTIVE_SESSIONS | 2                              | Concurrent logged-in sessions per account before hasTooManyLogins (role infinitelogin is exempt). |
 * | SEED_DEMO           | true                           | `false` skips creating the demo account on start.                                        |
 * | ADMIN_EMAILS        | unset                          | Comma-separated e-mails of the accounts made admins on start (the demo account is one while SEED_DEMO is on). |
 * | RESEARCH_DEMO_KEYWORDS | 10000                       | Keywords of the demo research corpus seeded into an empty corpus on start (0: none).     |
 * | STATIC_DIR          | dist                           | The built app the server serves (API only when it holds no index.html).                  |
 * | LOG_LEVEL           | warn                           | Fastify's log level: fatal, error, warn, info, debug, trace, or silent (no logging).     |
 * | SMTP_URL            | unset                          | `smtp://user:pass@host:587` delivers the outbox by SMTP; unset: mail stays in the outbox (read it with `npm run outbox`). |
 * | MAIL_FROM           | Rivalscope <no-reply@localhost> | The From address of outgoing mail.                                                      |
 * | STRIPE_SECRET_KEY   | unset                          | When set, payments go to Stripe; unset: the built-in test provider (see README test cards). |
 * | STRIPE_API_URL      | https://api.stripe.com         | The Stripe API origin (a local fake in tests).                                           |
 * | GOOGLE_CLIENT_ID    | unset                          | With GOOGLE_CLIENT_SECRET, setgoogletoken exchanges the code with Google; unset: the code is stored as given. |
 * | GOOGLE_CLIENT_SECRET| unset                          | See GOOGLE_CLIENT_ID.                                                                    |
 * | GOOGLE_TOKEN_URL    | https://oauth2.googleapis.com/token | The token endpoint (a local fake in tests).                                         |
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

import { DEMO_KEYWORD_TARGET } from './research/demoCorpus';
import { loadProviderConfig, type ProviderConfig } from './research/providers';

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  sessionSecret: string;
  trustProxy: boolean | number | string[];
  captchaSecret: string | null;
  captchaSiteKey: string | null;
  captchaVerifyUrl: string;
  publicUrl: string | null;
  /** doc 1 §2: the host /mainpurchase lives on in production, handed to the client; null: relative. */
  purchaseHost: string | null;
  rateLimit: { max: number; windowMs: number };
  maxActiveSessions: number;
  seedDemo: boolean;
  /** Accounts given the admin role on start (lower case). */
  adminEmails: string[];
  /** Keywords of the demo research corpus seeded into an empty corpus (0: none). */
  researchDemoKeywords: number;
  /** The built app's folder (absolute). */
  staticDir: string;
  /** Fastify's log level; 'silent' turns logging off. */
  logLevel: LogLevel;
  /** Outgoing mail: SMTP_URL (null keeps mail in the outbox) and MAIL_FROM. */
  mail: { smtpUrl: string | null; from: string };
  /** Payments: the Stripe adapter when secretKey is set, else the built-in test provider. */
  stripe: { secretKey: string | null; apiUrl: string };
  /** Google authorisation: the real code exchange when both client values are set. */
  google: { clientId: string | null; clientSecret: string | null; tokenUrl: string };
  /** SERP and keyword-data providers (SERP_PROVIDER and its keys; research/providers/config.ts): none by default. */
  providers: ProviderConfig;
}

type Env = Record<string, string | undefined>;

const DEFAULT_CAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function logLevelFrom(value: string | undefined): LogLevel {
  if (value === undefined || value.trim() === '') return 'warn';
  const level = value.trim().toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  }
  return level as LogLevel;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

export function parseDatabaseUrl(value: string | undefined, dataDir: string): DatabaseConfig {
  if (value && /^postgres(ql)?:\/\//.test(value)) return { kind: 'postgres', url: value };
  const file = value ? value.replace(/^sqlite:(\/\/)?/, '').replace(/^file:/, '') : join(dataDir, 'rivalscope.sqlite');
  return { kind: 'sqlite', file: file === ':memory:' ? file : resolve(file) };
}

/** A host name with an optional port: no scheme, path or credentials. */
const HOST_PATTERN = /^(?=.{1,253}(:|$))[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

function hostFrom(value: string | undefined, name: string): string | null {
  if (value === undefined || value.trim() === '') return null;
  const host = value.trim().toLowerCase();
  if (!HOST_PATTERN.test(host)) throw new Error(`${name} must be a host name such as buy.example.com, got "${value}"`);
  return host;
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((s) => s.trim());
}

/** The session secret: the variable, else one generated once and kept beside the SQLite file. */
function sessionSecretFrom(env: Env, dataDir: string): string {
  const given = env.SESSION_SECRET;
  if (given) {
    if (given.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters long');
    return given;
  }
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR || 'data');
  return {
    port: intFrom(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir,
    database: parseDatabaseUrl(env.DATABASE_URL, dataDir),
    sessionSecret: sessionSecretFrom(env, dataDir),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    captchaSecret: env.CAPTCHA_SECRET || null,
    captchaSiteKey: env.CAPTCHA_SITE_KEY || null,
    captchaVerifyUrl: env.CAPTCHA_VERIFY_URL || DEFAULT_CAPTCHA_VERIFY_URL,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, '') : null,
    purchaseHost: hostFrom(env.PURCHASE_HOST, 'PURCHASE_HOST'),
    rateLimit: {
      max: intFrom(env.RATE_LIMIT_MAX, 10, 'RATE_LIMIT_MAX'),
      windowMs: intFrom(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS'),
    },
    maxActiveSessions: intFrom(env.MAX_ACTIVE_SESSIONS, 2, 'MAX_ACTIVE_SESSIONS'),
    seedDemo: env.SEED_DEMO !== 'false',
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    researchDemoKeywords: intFrom(env.RESEARCH_DEMO_KEYWORDS, DEMO_KEYWORD_TARGET, 'RESEARCH_DEMO_KEYWORDS'),
    staticDir: resolve(env.STATIC_DIR || 'dist'),
    logLevel: logLevelFrom(env.LOG_LEVEL),
    mail: { smtpUrl: env.SMTP_URL || null, from: env.MAIL_FROM || 'Rivalscope <no-reply@localhost>' },
    stripe: { secretKey: env.STRIPE_SECRET_KEY || null, apiUrl: env.STRIPE_API_URL || 'https://api.stripe.com' },
    google: {
      clientId: env.GOOGLE_CLIENT_ID || null,
      clientSecret: env.GOOGLE_CLIENT_SECRET || null,
      tokenUrl: env.GOOGLE_TOKEN_URL || 'https://oauth2.googleapis.com/token',
    },
    // A missing key or an unknown provider stops the server at start, naming the variable.
    providers: loadProviderConfig(env),
  };
}
