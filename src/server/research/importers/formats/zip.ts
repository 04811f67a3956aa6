/**
 * A small zip reader over node:zlib: it reads the central directory at the end of the file (with
 * random access, never the whole file) and streams one entry at a time, inflated, with its CRC
 * checked at the end. Stored and deflated entries, no encryption, no ZIP64 (a Search Console
 * export is a few hundred kilobytes).
 */
import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { createInflateRaw, crc32 } from 'node:zlib';

/** The end-of-central-directory record is 22 bytes plus a comment of at most 65,535. */
const MAX_EOCD_SEARCH = 22 + 0xffff;
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const METHOD_STORED = 0;
const METHOD_DEFLATE = 8;
const FLAG_ENCRYPTED = 1;
const FLAG_UTF8 = 0x800;

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** The entries of a zip file; throws when it is not a zip or its end (the directory) is missing. */
export async function readZipDirectory(path: string): Promise<ZipEntry[]> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const tailStart = Math.max(0, size - MAX_EOCD_SEARCH);
    const tail = await readAt(file, tailStart, size - tailStart);
    let eocd = -1;
    for (let i = tail.length - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === EOCD_SIGNATURE) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) {
      throw new Error('Not a zip file, or a cut-off one: its end-of-directory record is missing.');
    }
    const count = tail.readUInt16LE(eocd + 10);
    const directorySize = tail.readUInt32LE(eocd + 12);
    const directoryOffset = tail.readUInt32LE(eocd + 16);
    if (count === 0xffff || directoryOffset === 0xffffffff) throw new Error('ZIP64 archives are not supported.');
    if (directoryOffset + directorySize > tailStart + eocd) {
      throw new Error('A damaged zip file: its directory points past the end of the file.');
    }
    const directory = await readAt(file, directoryOffset, directorySize);
    const entries: ZipEntry[] = [];
    let at = 0;
    for (let i = 0; i < count; i++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_SIGNATURE) {
        throw new Error('A damaged zip file: its directory is unreadable.');
      }
      const flags = directory.readUInt16LE(at + 8);
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      const nameBytes = directory.subarray(at + 46, at + 46 + nameLength);
      entries.push({
        // Names without the UTF-8 flag are CP437; the ASCII names of exports read the same either way.
        name: nameBytes.toString(flags & FLAG_UTF8 ? 'utf8' : 'latin1'),
        method: directory.readUInt16LE(at + 10),
        flags,
        crc: directory.readUInt32LE(at + 16),
        compressedSize: directory.readUInt32LE(at + 20),
        size: directory.readUInt32LE(at + 24),
        localHeaderOffset: directory.readUInt32LE(at + 42),
      });
      at += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  } finally {
    await file.close();
  }
}

/** An entry's bytes, inflated as they stream; a CRC mismatch or a short entry throws at the end. */
export async function* readZipEntry(path: string, entry: ZipEntry): AsyncGenerator<Buffer> {
  if (entry.flags & FLAG_ENCRYPTED) throw new Error(`${entry.name} in the zip is encrypted.`);
  if (entry.method !== METHOD_STORED && entry.method !== METHOD_DEFLATE) {
    throw new Error(
      `${entry.name} in the zip is compressed with method ${entry.method}; only stored and deflated entries can be read.`,
    );
  }
  const file = await open(path, 'r');
  let dataStart: number;
  try {
    const header = await readAt(file, entry.localHeaderOffset, 30);
    if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_SIGNATURE) {
      throw new Error(`A damaged zip file: the entry ${entry.name} is missing.`);
    }
    dataStart = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  } finally {
    await file.close();
  }
  if (entry.compressedSize === 0) return;
  const raw = createReadStream(path, { start: dataStart, end: dataStart + entry.compressedSize - 1 });
  const source = entry.method === METHOD_DEFLATE ? raw.pipe(createInflateRaw()) : raw;
  raw.on('error', (error) => source.destroy(error));
  let crc = 0;
  let size = 0;
  const chunks = (source as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Buffer>;
    try {
      next = await chunks.next();
    } catch (error) {
      throw new Error(
        `A damaged zip file: ${entry.name} cannot be decompressed (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
    if (next.done) break;
    crc = crc32(next.value, crc);
    size += next.value.length;
    yield next.value;
  }
  if (size !== entry.size || crc >>> 0 !== entry.crc) {
    throw new Error(`A damaged zip file: ${entry.name} does not match its checksum.`);
  }
}

/** Whether a file starts like a zip (a local file header). */
export async function looksLikeZip(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const head = await readAt(file, 0, 4);
    return head.length === 4 && head.readUInt32LE(0) === LOCAL_SIGNATURE;
  } finally {
    await file.close();
  }
}
