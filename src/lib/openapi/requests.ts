/**
 * Sample requests for an operation, built from the OpenAPI examples of its parameters and body
 * (the spec has an example for every one). Independent of MSW: the server contract tests can send
 * the same requests to the real server.
 */
import type { OperationInfo } from './operations';

interface ParameterObject {
  name: string;
  in: string;
  example?: unknown;
}

export interface SampleRequestOverrides {
  query?: Record<string, string | string[] | undefined>;
  body?: Record<string, unknown>;
}

/** The operation's request with every example filled in (query values and body fields overridable). */
export function sampleRequest(op: OperationInfo, origin: string, overrides: SampleRequestOverrides = {}): Request {
  const parameters = (op.operation.parameters ?? []) as ParameterObject[];
  let path = op.path;
  const url = new URL(origin);
  for (const p of parameters) {
    if (p.example === undefined) continue;
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(p.example)));
    if (p.in === 'query') {
      const values = Array.isArray(p.example) ? p.example : [p.example];
      for (const v of values) url.searchParams.append(p.name, String(v));
    }
  }
  for (const [name, value] of Object.entries(overrides.query ?? {})) {
    url.searchParams.delete(name);
    for (const v of value === undefined ? [] : Array.isArray(value) ? value : [value]) url.searchParams.append(name, v);
  }
  url.pathname = path;

  const method = op.method.toUpperCase();
  const requestBody = op.operation.requestBody as { content?: Record<string, { example?: unknown }> } | undefined;
  const [contentType, media] = Object.entries(requestBody?.content ?? {})[0] ?? [];
  if (!contentType || !media) return new Request(url, { method });
  // A file sent as the body itself (application/octet-stream): its example is the file's text.
  if (typeof media.example === 'string') {
    return new Request(url, { method, headers: { 'Content-Type': contentType }, body: media.example });
  }
  const example = { ...(media.example as Record<string, unknown>), ...overrides.body };
  if (contentType === 'multipart/form-data') {
    const form = new FormData();
    for (const [key, value] of Object.entries(example)) {
      form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    return new Request(url, { method, body: form });
  }
  return new Request(url, { method, headers: { 'Content-Type': contentType }, body: JSON.stringify(example) });
}
