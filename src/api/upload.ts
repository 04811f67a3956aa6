/**
 * File uploads sent as the request body itself (application/octet-stream), with the file's name
 * and options in the query. fetch reports no upload progress, so these go through XMLHttpRequest:
 * `onProgress` hears the bytes sent. The CSRF header and the answer's errors are the client's
 * (./client.ts): a non-2xx answer throws an ApiError, as every other call does.
 */
import { ApiError, plainRequestParts } from './client';

export interface UploadProgress {
  /** Bytes of the file sent so far. */
  loaded: number;
  /** The file's size in bytes. */
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting it cancels the upload (the promise rejects with an AbortError). */
  signal?: AbortSignal;
}

/** A connection failure (no answer at all), as fetch would report it. */
export const UPLOAD_NETWORK_ERROR = 'The upload could not reach the server. Check the connection and try again.';

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** POSTs `body` to `path` (with `params.query`), reporting upload progress; resolves with the 2xx JSON body. */
export function postFile<T>(
  path: string,
  body: Blob,
  params: { query?: object },
  { onProgress, signal }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const { baseUrl, headers } = plainRequestParts();
    const url = new URL(path, baseUrl || undefined);
    for (const [name, value] of Object.entries(params.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url.toString());
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : body.size });
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      const answer = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.({ loaded: body.size, total: body.size });
        resolve(answer as T);
        return;
      }
      reject(ApiError.fromResponse(new Response(null, { status: xhr.status, statusText: xhr.statusText }), answer));
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError(UPLOAD_NETWORK_ERROR));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    xhr.send(body);
  });
}
