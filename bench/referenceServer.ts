import { readFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * The Lighthouse bench's reference page, in a process of its own: `node bench/referenceServer.ts <origin> <html>`
 * answers `/reference` with the HTML file (a drawn page without its scripts, bench/lighthouse.bench.ts), compressed
 * as the marketplace compresses its pages, and passes every other request (the stylesheet, the pictures) to the
 * marketplace at `<origin>`, so the page loads what the drawn page loads, from one origin, minus the scripts. Prints
 * `{"origin":…}` on one line once it listens; SIGTERM stops it.
 */
const referencePath = '/reference';

const [target, htmlFile] = process.argv.slice(2);
if (!target || !htmlFile) throw new Error('usage: node bench/referenceServer.ts <marketplace origin> <html file>');
const html = await readFile(htmlFile);
const encoded = { br: brotliCompressSync(html), gzip: gzipSync(html) };
const marketplace = new URL(target);

const server = createServer((incoming, answer) => {
  if (incoming.url === referencePath) {
    const accepted = String(incoming.headers['accept-encoding'] ?? '');
    const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined;
    answer.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    answer.end(encoding ? encoded[encoding] : html);
    return;
  }
  const forwarded = httpRequest(
    {
      host: marketplace.hostname,
      port: marketplace.port,
      path: incoming.url,
      method: incoming.method,
      headers: { ...incoming.headers, host: marketplace.host },
    },
    (response) => {
      answer.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(answer);
    },
  );
  forwarded.on('error', () => answer.writeHead(502).end());
  incoming.pipe(forwarded);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(JSON.stringify({ origin: `http://127.0.0.1:${port}` }));
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
