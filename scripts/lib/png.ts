/**
 * The PNG files of the story screenshots: 8-bit RGB (what Chromium captures) and RGBA (what the
 * baselines hold), not interlaced. pngjs decodes them in about 40 ms a baseline, most of it
 * unfiltering rows byte by byte through its general path; this takes about half.
 */
import { crc32, deflateSync, inflateSync } from 'node:zlib';

export interface Image {
  width: number;
  height: number;
  /** RGBA, 8 bits a channel, row after row. */
  data: Uint8Array;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** PNG colour types with 8-bit channels: what Chromium captures (RGB) and the baselines hold (RGBA). */
const CHANNELS_BY_COLOUR_TYPE: Record<number, number> = { 2: 3, 6: 4 };

/**
 * Decodes an 8-bit RGB or RGBA, non-interlaced PNG into RGBA. (pngjs takes about 40 ms for a
 * baseline, most of it unfiltering rows byte by byte through a general path; this takes about 20.)
 */
export function decodePng(file: Buffer): Image {
  if (!file.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) throw new Error('Not a PNG file.');
  let offset = PNG_SIGNATURE.length;
  let header: Buffer | null = null;
  const chunks: Buffer[] = [];
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('latin1', offset + 4, offset + 8);
    const body = file.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') header = body;
    else if (type === 'IDAT') chunks.push(body);
    else if (type === 'IEND') break;
    offset += length + 12;
  }
  if (!header) throw new Error('Not a PNG file: no header chunk.');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [bitDepth, colourType, , , interlace] = header.subarray(8, 13);
  const channels = CHANNELS_BY_COLOUR_TYPE[colourType!];
  if (bitDepth !== 8 || !channels || interlace !== 0) {
    throw new Error(
      `An unexpected kind of PNG (bit depth ${bitDepth}, colour type ${colourType}, interlace ${interlace}).`,
    );
  }
  const filtered = inflateSync(Buffer.concat(chunks));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let row = 0; row < height; row++) {
    unfilterRow(
      filtered,
      row * (stride + 1),
      pixels,
      row * stride,
      row > 0 ? (row - 1) * stride : -1,
      stride,
      channels,
    );
  }
  return { width, height, data: channels === 4 ? pixels : rgbToRgba(pixels) };
}

function rgbToRgba(rgb: Uint8Array): Uint8Array {
  const rgba = new Uint8Array((rgb.length / 3) * 4);
  for (let source = 0, target = 0; source < rgb.length; source += 3, target += 4) {
    rgba[target] = rgb[source]!;
    rgba[target + 1] = rgb[source + 1]!;
    rgba[target + 2] = rgb[source + 2]!;
    rgba[target + 3] = 255;
  }
  return rgba;
}

/**
 * Undoes one row's filter (PNG's five: none, sub, up, average, Paeth) into `data` at `target`;
 * `above` is the previous row's start in `data`, or -1 for the first row. Bytes wrap modulo 256,
 * as the format wants, by being stored in a Uint8Array.
 */
function unfilterRow(
  filtered: Buffer,
  source: number,
  data: Uint8Array,
  target: number,
  above: number,
  stride: number,
  bpp: number,
) {
  const filter = filtered[source];
  const raw = source + 1;
  if (filter === 0 || (above < 0 && filter === 2)) {
    data.set(filtered.subarray(raw, raw + stride), target);
  } else if (filter === 1 || (above < 0 && filter === 4)) {
    for (let i = 0; i < stride; i++) data[target + i] = filtered[raw + i]! + (i >= bpp ? data[target + i - bpp]! : 0);
  } else if (filter === 2) {
    for (let i = 0; i < stride; i++) data[target + i] = filtered[raw + i]! + data[above + i]!;
  } else if (filter === 3) {
    for (let i = 0; i < stride; i++) {
      const left = i >= bpp ? data[target + i - bpp]! : 0;
      const up = above < 0 ? 0 : data[above + i]!;
      data[target + i] = filtered[raw + i]! + ((left + up) >> 1);
    }
  } else if (filter === 4) {
    for (let i = 0; i < bpp; i++) data[target + i] = filtered[raw + i]! + data[above + i]!;
    for (let i = bpp; i < stride; i++) {
      data[target + i] = filtered[raw + i]! + paeth(data[target + i - bpp]!, data[above + i]!, data[above + i - bpp]!);
    }
  } else {
    throw new Error(`Not a PNG file: unknown row filter ${filter}.`);
  }
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

/** Encodes RGBA pixels as a PNG (rows unfiltered: only the rare diff image is written this way). */
export function encodePng({ width, height, data }: Image): Buffer {
  const stride = width * 4;
  const rows = Buffer.alloc((stride + 1) * height);
  for (let row = 0; row < height; row++)
    rows.set(data.subarray(row * stride, (row + 1) * stride), row * (stride + 1) + 1);
  return assemblePng({ width, height, colourType: 6 }, rows);
}

/**
 * Writes a PNG file around rows already filtered, each led by its filter byte (`encodePng`'s, and
 * the tests' for every filter).
 */
export function assemblePng(
  { width, height, colourType, bitDepth = 8 }: { width: number; height: number; colourType: 2 | 6; bitDepth?: number },
  filteredRows: Buffer,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, colourType, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filteredRows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, body: Buffer): Buffer {
  const typeAndBody = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndBody));
  return Buffer.concat([length, typeAndBody, crc]);
}
