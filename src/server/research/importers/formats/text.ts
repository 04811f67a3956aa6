/**
 * Bytes to text for the file readers: the encoding is sniffed from the first bytes (a UTF-8 or
 * UTF-16 byte-order mark, or UTF-16 without one, which Keyword Planner exports can be) and the
 * chunks are decoded as they stream, a character split across two chunks included.
 */
import { createReadStream } from 'node:fs';

/**
 * Bytes read from disk per chunk: large enough that the per-chunk work (a decode call, a parser
 * resume) is negligible, small enough that memory stays flat for any file size.
 */
export const READ_CHUNK_BYTES = 1 << 20;

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

/** The file's bytes, chunk by chunk, never the whole file. */
export function fileChunks(path: string): AsyncIterable<Buffer> {
  return createReadStream(path, { highWaterMark: READ_CHUNK_BYTES });
}

/** The encoding the first bytes of a file show: a byte-order mark, else a zero byte in every other position (UTF-16 text that is mostly ASCII), else UTF-8. */
export function sniffEncoding(head: Uint8Array): TextEncoding {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  if (head.length >= 4) {
    if (head[0] !== 0 && head[1] === 0 && head[2] !== 0 && head[3] === 0) return 'utf-16le';
    if (head[0] === 0 && head[1] !== 0 && head[2] === 0 && head[3] !== 0) return 'utf-16be';
  }
  return 'utf-8';
}

/** Decodes byte chunks to text chunks; a byte-order mark is dropped, invalid bytes become U+FFFD. */
export async function* decodeText(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined;
  let head: Uint8Array = new Uint8Array(0);
  for await (const chunk of chunks) {
    let bytes = chunk;
    if (!decoder) {
      // Sniff on at least four bytes, even when the first chunk is shorter.
      head = concatBytes(head, chunk);
      if (head.length < 4) continue;
      decoder = new TextDecoder(sniffEncoding(head));
      bytes = head;
    }
    const text = decoder.decode(bytes, { stream: true });
    if (text) yield text;
  }
  if (!decoder) {
    // The whole input is shorter than four bytes.
    const text = new TextDecoder(sniffEncoding(head)).decode(head);
    if (text) yield text;
    return;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

function concatBytes(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a, 0);
  joined.set(b, a.length);
  return joined;
}
