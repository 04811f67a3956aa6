// The virtual users of `npm run bench:load` (scripts/bench-load.mjs): a browser-like HTTP client
// (its own keep-alive connection, cookie jar and CSRF token, and its own client address) and the
// preparation of each user's account through the server's real operations.
import { Agent, request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** What a browser sends: the server compresses what it would compress for one. */
const ACCEPT_ENCODING = 'gzip, deflate, br';
/** A request that takes longer than this is an error (the server or the machine is stuck). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** A request the server refused (status ≥ 400) or that failed on the network. */
export class LoadRequestError extends Error {
  constructor(message, status = null) {
    super(message);
    this.status = status;
  }
}

/** An answer's body as text, uncompressed. */
export function textOf(res) {
  const encoding = res.headers['content-encoding'];
  const body =
    encoding === 'br'
      ? brotliDecompressSync(res.raw)
      : encoding === 'gzip'
        ? gunzipSync(res.raw)
        : encoding === 'deflate'
          ? inflateSync(res.raw)
          : res.raw;
  return body.toString('utf8');
}

/** Throws LoadRequestError, with the start of the answer, when the status is 400 or more. */
export function checkStatus(method, path, res) {
  if (res.status < 400) return;
  throw new LoadRequestError(
    `${method} ${path.split('?')[0]}: HTTP ${res.status} ${textOf(res).slice(0, 200)}`,
    res.status,
  );
}

/**
 * Updates a cookie jar (name → value) from Set-Cookie header lines, as a browser does for one site:
 * a cookie is set or replaced, and removed when the server clears it (an empty value, Max-Age of 0
 * or less, or an Expires date in the past). Attributes other than those are ignored: every request
 * goes to the one origin.
 */
export function applySetCookies(jar, lines, now = Date.now()) {
  for (const line of lines) {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', ...rest] = attribute.split('=');
      const setting = rest.join('=').trim();
      if (/^\s*max-age\s*$/i.test(key)) return Number(setting) <= 0;
      if (/^\s*expires\s*$/i.test(key)) return Date.parse(setting) <= now;
      return false;
    });
    if (expired || value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return jar;
}

/**
 * One browser of one virtual user: a single keep-alive connection (a user's requests run one after
 * another), a cookie jar and the CSRF token the server last handed out. `clientAddress` travels in
 * X-Forwarded-For: the bench's server trusts the loopback proxy (TRUST_PROXY), so each virtual
 * user is a client of its own, as 200 real users would be, for the per-address rate limit.
 */
export class Browser {
  constructor(base, clientAddress, agent = new Agent({ keepAlive: true, maxSockets: 1 })) {
    const url = new URL(base);
    this.base = base;
    this.host = url.hostname;
    this.port = Number(url.port);
    this.clientAddress = clientAddress;
    this.agent = agent;
    this.cookies = new Map();
    this.csrf = '';
  }

  /** A second cookie jar on the same connection and address: the user's logged-out visitor. */
  visitor() {
    return new Browser(this.base, this.clientAddress, this.agent);
  }

  close() {
    this.agent.destroy();
  }

  /**
   * Sends a request; resolves with the status, the headers and the raw body once it is all read.
   * Keeps the cookies and the CSRF token it is given. Never rejects on an HTTP status; rejects on a
   * network failure or after REQUEST_TIMEOUT_MS.
   */
  send(method, path, body) {
    const payload = body === undefined ? null : Buffer.from(JSON.stringify(body));
    const headers = {
      'accept-encoding': ACCEPT_ENCODING,
      'x-forwarded-for': this.clientAddress,
      ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      ...(this.csrf ? { 'x-csrf-token': this.csrf } : {}),
      ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
    };
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: this.host, port: this.port, method, path, headers, agent: this.agent, timeout: REQUEST_TIMEOUT_MS },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            this.keep(res.headers);
            resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
      req.on('error', reject);
      req.end(payload ?? undefined);
    });
  }

  keep(headers) {
    applySetCookies(this.cookies, headers['set-cookie'] ?? []);
    const token = headers['x-csrf-token'];
    if (typeof token === 'string' && token) this.csrf = token;
  }

  /** Sends a request and parses its JSON answer; a status ≥ 400 throws LoadRequestError. */
  async json(method, path, body) {
    const res = await this.send(method, path, body);
    checkStatus(method, path, res);
    return JSON.parse(textOf(res));
  }
}

export const PATHS = {
  home: '/',
  activeState: '/Endpoints/AccountApi/getactivestate',
  poll: '/endpoints/poll',
  accountInfo: '/Endpoints/AccountApi/GetAccountInfo',
  purchase: '/Endpoints/PurchaseApi/Purchase',
  login: '/auth/login',
  logout: '/auth/logout',
  suggestions: '/NsaApi/suggest/getsuggestions',
  queryLookup: '/NsaApi/Search/QueryLookup',
  domainOverview: '/NsaApi/Research/DomainOverview',
  organicKeywords: '/NsaApi/Research/DomainOrganicKeywords',
  keywordOverview: '/NsaApi/Research/KeywordOverview',
  createProject: '/NsaApi/MySpyFu/Projects/CreateProject',
  projects: '/NsaApi/MySpyFu/Projects/GetProjects',
  keywordList: '/NsaApi/MySpyFu/Keywords/Keywords/GetKeywordList',
  importKeywords: '/NsaApi/MySpyFu/Keywords/KeywordActions/Import',
  deleteKeywords: '/NsaApi/MySpyFu/Keywords/Keywords/DeleteKeywordsFromProject',
};

export const query = (path, params) => `${path}?${new URLSearchParams(params)}`;

/** The built-in test provider's card that always succeeds (README "Payments"). */
const TEST_CARD = {
  name: 'Load Test',
  number: '4242424242424242',
  type: 'Visa',
  expirationMonth: 12,
  expirationYear: new Date().getUTCFullYear() + 3,
  cvv: '123',
};

/** The e-mail address and password of virtual user `index`. */
export const loadAccount = (index) => ({
  email: `load-user-${String(index).padStart(4, '0')}@rivalscope.dev`,
  password: `load-user-password-${index}`,
});

/**
 * Makes virtual user `index` a paying customer the way a visitor becomes one: a visit (the CSRF
 * token), a purchase of the Basic plan with the test card (which creates the account and logs it
 * in), a log-out, then a log-in through the login operation. Answers the logged-in browser.
 */
export async function prepareAccount(browser, index) {
  const { email, password } = loadAccount(index);
  await browser.json('GET', PATHS.activeState);
  const bought = await browser.json('POST', PATHS.purchase, {
    plan: 'Basic',
    billingCycle: 'Monthly',
    email,
    password,
    card: TEST_CARD,
    token: null,
  });
  if (!bought.isSuccessful) throw new Error(`the purchase for ${email} failed: ${bought.errors.join('; ')}`);
  await browser.json('POST', PATHS.logout);
  const login = await browser.json('POST', PATHS.login, {
    username: email,
    password,
    remember: false,
    source: 'LoginPage',
    token: null,
  });
  if (!login.user?.isLoggedIn) throw new Error(`${email} is not logged in after the login`);
  return browser;
}

/** Runs `task(i)` for i in [0, count) with at most `concurrency` at a time. */
export async function inBatches(count, concurrency, task) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next;
      next += 1;
      await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}
