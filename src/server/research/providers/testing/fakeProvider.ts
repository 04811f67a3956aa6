/**
 * Test support: a local HTTP server standing in for a SERP provider. It records every request and
 * answers with what the test scripts (a JSON body, a raw text body, or no answer at all to let the
 * client time out); a request whose credentials the fake does not accept gets the provider's
 * documented refusal instead.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (undefined for none). */
  body: unknown;
}

export type FakeReply = { status: number; json: unknown } | { status: number; text: string } | { hang: true };

export interface FakeProvider {
  url: string;
  requests: RecordedRequest[];
  /** What to answer an accepted request with (replaced by each test). */
  respond: (request: RecordedRequest) => FakeReply;
  close(): Promise<void>;
}

export interface FakeProviderOptions {
  /** Whether the request carries the right credentials. */
  authorized: (request: RecordedRequest) => boolean;
  /** The provider's documented answer to wrong credentials. */
  unauthorized: FakeReply;
  respond: (request: RecordedRequest) => FakeReply;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}

export async function startFakeProvider(options: FakeProviderOptions): Promise<FakeProvider> {
  const requests: RecordedRequest[] = [];
  const fake: FakeProvider = {
    url: '',
    requests,
    respond: options.respond,
    close: async () => {},
  };
  const server: Server = createServer((incoming, response) => {
    void (async () => {
      const raw = await readBody(incoming);
      const url = new URL(incoming.url ?? '/', 'http://fake');
      const recorded: RecordedRequest = {
        method: incoming.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: incoming.headers,
        body: raw === '' ? undefined : (JSON.parse(raw) as unknown),
      };
      requests.push(recorded);
      const reply = options.authorized(recorded) ? fake.respond(recorded) : options.unauthorized;
      if ('hang' in reply) return;
      if ('json' in reply) {
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(reply.json));
      } else {
        response.writeHead(reply.status, { 'content-type': 'text/html' });
        response.end(reply.text);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      // A hanging request keeps its socket open: end it so the server can close.
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
