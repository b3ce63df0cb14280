import { constants, crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * A drawn page kept to be sent many times, each time with a text of its own (the style nonce, server/http/spa.ts)
 * inserted at one place, early in the page. Compressing a drawn store page takes milliseconds (about 4 ms for
 * 138 kB, brotli or gzip), more than serving it from memory, so the page is compressed once, when it is kept: the
 * part before the insertion point (`<!doctype html>…<head>`) stays plain, the rest is one raw deflate stream. Each
 * answer is a gzip member made of a stored (uncompressed) deflate block holding the head and the inserted text,
 * then the kept stream: deflate blocks may follow one another from different compressors as long as each starts on
 * a byte boundary and refers back only into its own data, which holds here (the technique of parallel gzip,
 * pigz). The trailer's CRC-32 is combined from the two parts' CRCs without reading the page again.
 */
export interface KeptPage {
  /** The page up to the insertion point. */
  head: Buffer;
  /** The rest of the page, as one finished raw deflate stream. */
  restDeflated: Buffer;
  restCrc: number;
  restLength: number;
  /** What keeping it costs in memory. */
  bytes: number;
}

/** Keeps `html`, to be sent with a text inserted at `insertAt` (a UTF-16 index into `html`). */
export function keepPage(html: string, insertAt: number): KeptPage {
  const head = Buffer.from(html.slice(0, insertAt));
  const rest = Buffer.from(html.slice(insertAt));
  const restDeflated = deflateRawSync(rest, { level: constants.Z_BEST_COMPRESSION });
  return {
    head,
    restDeflated,
    restCrc: crc32(rest),
    restLength: rest.length,
    bytes: head.length + restDeflated.length,
  };
}

/** The page with `inserted` in its place, as it is (for a client that takes no gzip). */
export function plainPage(page: KeptPage, inserted: string): Buffer {
  return Buffer.concat([page.head, Buffer.from(inserted), inflateRawSync(page.restDeflated)]);
}

const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const storedBlockMaxLength = 0xffff;

/** The page with `inserted` in its place, as one gzip member (RFC 1952). */
export function gzippedPage(page: KeptPage, inserted: string): Buffer {
  const start = Buffer.concat([page.head, Buffer.from(inserted)]);
  const parts: Buffer[] = [gzipHeader];
  for (let offset = 0; offset < start.length; offset += storedBlockMaxLength) {
    const data = start.subarray(offset, offset + storedBlockMaxLength);
    // A stored block that is not the last (RFC 1951 §3.2.4): the 3 header bits are zero, padded to the byte.
    const header = Buffer.alloc(5);
    header.writeUInt16LE(data.length, 1);
    header.writeUInt16LE(~data.length & 0xffff, 3);
    parts.push(header, data);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32Combine(crc32(start), page.restCrc, page.restLength), 0);
  trailer.writeUInt32LE((start.length + page.restLength) >>> 0, 4);
  parts.push(page.restDeflated, trailer);
  return Buffer.concat(parts);
}

/*
 * CRC-32 of two pieces joined, from their CRCs and the second one's length, as zlib's crc32_combine computes it
 * (since 1.2.12): multiplying by x^(8·length) modulo the CRC polynomial, in the reflected bit order.
 */
const crcPolynomial = 0xedb88320;

/** a × b modulo the polynomial; bit 31 is the coefficient of x^0. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  let multiplier = b;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= multiplier;
    multiplier = multiplier & 1 ? (multiplier >>> 1) ^ crcPolynomial : multiplier >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31. */
const powersOfX = (() => {
  const powers = [0x40000000];
  for (let k = 1; k < 32; k++) powers.push(multiplyModP(powers[k - 1] as number, powers[k - 1] as number));
  return powers;
})();

/** x^(8·bytes) modulo the polynomial. */
function shiftBy(bytes: number): number {
  let power = 0x80000000;
  let exponent = bytes;
  for (let k = 3; exponent > 0; exponent = Math.floor(exponent / 2), k++) {
    if (exponent % 2 === 1) power = multiplyModP(powersOfX[k % 32] as number, power);
  }
  return power;
}

export function crc32Combine(firstCrc: number, secondCrc: number, secondLength: number): number {
  return (multiplyModP(shiftBy(secondLength), firstCrc) ^ secondCrc) >>> 0;
}
