import { crc32, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32Combine, gzippedPage, keepPage, plainPage } from './keptPage.ts';

describe('a drawn page kept compressed, sent with a text of its own each time', () => {
  it('combines CRC-32s as computing it over the joined bytes does', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 3000 }), (first, second) => {
        const joined = Buffer.concat([first, second]);
        expect(crc32Combine(crc32(first), crc32(second), second.length)).toBe(crc32(joined));
      }),
    );
  });

  it('sends the page with the text in its place, as gzip any decoder reads (its CRC and length checked)', () => {
    const piece = fc.string({ unit: 'binary', maxLength: 2000 });
    fc.assert(
      fc.property(piece, piece, fc.string({ maxLength: 80 }), (head, rest, inserted) => {
        const page = keepPage(head + rest, head.length);
        const expected = head + inserted + rest;
        // gunzip checks the trailer's CRC-32 and length, and throws when they are wrong.
        expect(gunzipSync(gzippedPage(page, inserted)).toString()).toBe(expected);
        expect(plainPage(page, inserted).toString()).toBe(expected);
      }),
      // Each run compresses at the best level: fewer runs than the default keep the suite quick.
      { numRuns: 40 },
    );
  });

  it('holds a head longer than one stored block', () => {
    const head = `<!doctype html><html><head>${'x'.repeat(70_000)}`;
    const rest = `<body>${'<p>drawn</p>'.repeat(10_000)}</body></html>`;
    const page = keepPage(head + rest, head.length);
    expect(gunzipSync(gzippedPage(page, '<meta nonce="n">')).toString()).toBe(`${head}<meta nonce="n">${rest}`);
  });

  it('keeps the page compressed: a drawn page costs a fraction of its size', () => {
    const html = `<!doctype html><html><head></head><body>${'<article class="card">Skin</article>'.repeat(3000)}</body></html>`;
    const page = keepPage(html, html.indexOf('</head>'));
    expect(page.bytes).toBeLessThan(html.length / 10);
    expect(gzippedPage(page, '').length).toBeLessThan(html.length / 10);
  });
});
