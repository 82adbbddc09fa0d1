// Small helpers of the store: canonical JSON, hashes, a tiny PNG encoder.
import * as nodeCrypto from 'node:crypto';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import palette from '../../assets/palette.json' with { type: 'json' };
import { HIDDEN_CHARACTERS } from '../shared/names.js';

/** JSON with object keys sorted: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return Array.prototype.map.call(v, sortKeys);
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v as object).sort()) {
      const x = (v as Record<string, unknown>)[k];
      // an own key named `__proto__` (JSON.parse makes one) stays a key, never a prototype
      if (x !== undefined)
        Object.defineProperty(out, k, { value: sortKeys(x), enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
  return v;
}

/**
 * The deepest nesting of arrays and objects in a JSON text (strings skipped), read without parsing: a file nested
 * deeper than any this application writes is refused before it reaches a recursive reader (a checksum's
 * canonical JSON, a schema), where it would overflow the stack.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** No file this application writes nests deeper than this (a campaign's log entry is about 8 deep). */
export const FILE_MAX_DEPTH = 64;

/** A title as a file name: no path separators, reserved or control characters; at most 80 characters. */
export function safeFileName(title: string, fallback: string): string {
  // nor any control, bidirectional or invisible character (a name could turn the file's extension around)
  const cleaned = title.replace(new RegExp(`[\\\\/:*?"<>|${HIDDEN_CHARACTERS.source.slice(1, -1)}]+`, 'gu'), '_');
  return cleaned.trim().slice(0, 80) || fallback;
}

/** `crypto.hash` where this Node has it (20.12 and later; Electron's does), else none. */
const oneShotHash = (nodeCrypto as { hash?: typeof nodeCrypto.hash }).hash;

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The log's hash chain: h(n) = sha256(h(n-1) | seq | action JSON), 32 hex digits. */
export function chainHash(prev: string, seq: number, actionJson: string): string {
  return chainHashOf(`${prev}|${seq}|${actionJson}`);
}

/** `chainHash` of its text already joined ('h(n-1)|seq|action JSON'). */
export function chainHashOf(joined: string): string {
  // one call (Node >= 20.12) costs a third of a Hash object's five: opening a 20,000-row log hashes every row
  return oneShotHash
    ? oneShotHash('sha256', joined, 'hex').slice(0, 32)
    : createHash('sha256').update(joined).digest('hex').slice(0, 32);
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** Encodes an RGBA image (width*height*4 bytes) as a PNG file. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0;
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(raw, y * (width * 4 + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The palette's colours by name (`assets/palette.json`, the one the screen paints with). */
const NAMED: Record<string, string> = Object.fromEntries(palette.players.map((p) => [p.id, p.fill]));

/** '#rgb', '#rrggbb' or a palette name -> [r,g,b]; anything else a neutral grey. */
export function parseColour(c: string): [number, number, number] {
  let h = NAMED[c.toLowerCase()] ?? (c.toLowerCase() === 'grey' ? palette.neutral.fill : c);
  if (/^#[0-9a-f]{3}$/i.test(h))
    h =
      '#' +
      h
        .slice(1)
        .split('')
        .map((x) => x + x)
        .join('');
  if (!/^#[0-9a-f]{6}$/i.test(h)) return [200, 200, 200];
  return [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
}

/** The temporary file writeFileAtomic writes `file` to first: hidden, beside it, never under a campaign file's name. */
export function partialNameFor(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`);
}

/**
 * Writes a file whole or not at all under its name: the text goes to a temporary file beside it,
 * synced, then renamed over the name (a rename is atomic on one file system). A kill half-way leaves
 * at most the temporary file, never a half file under the name (unfinished-files.ts removes it at the next
 * start when the write was named in the data folder's journal).
 */
export function writeFileAtomic(file: string, content: string, temp = partialNameFor(file)): void {
  const fd = fs.openSync(temp, 'w');
  try {
    fs.writeFileSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.renameSync(temp, file);
  } catch (e) {
    fs.rmSync(temp, { force: true });
    throw e;
  }
}
