/**
 * The security headers every answer carries (Content-Security-Policy, HSTS, X-Content-Type-Options
 * and the rest of helmet's defaults), computed once. @fastify/helmet rebuilt them on every request
 * — two hooks, option merges and the policy string each time, about a twentieth of a logged-in
 * getactivestate — although nothing in them depends on the request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

import type { ServerConfig } from './config';

/** The policy and helmet's other defaults, as the app's configuration asks. */
export function helmetOptions(config: Pick<ServerConfig, 'captchaSiteKey'>): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        // With a captcha site key the browser asks reCAPTCHA v3 for tokens (src/features/shell/captcha.ts):
        // its api.js and the release script that loads, and its iframe, as Google's reCAPTCHA FAQ lists
        // them. The token travels between the page and the iframe by postMessage: no connect-src.
        'script-src': [
          "'self'",
          ...(config.captchaSiteKey ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] : []),
        ],
        ...(config.captchaSiteKey
          ? { 'frame-src': ["'self'", 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'] }
          : {}),
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'frame-ancestors': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
  };
}

/** The headers helmet would set with these options, captured from one run of its middleware. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/** Sets the security headers, built once, on every answer. */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<ServerConfig, 'captchaSiteKey'>): void {
  const headers = securityHeaders(helmetOptions(config));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
