import { Writable } from 'node:stream';

/** The server's log, kept in memory: pass `stream` as the app's `logStream` with a `logLevel`. */
export function captureLog() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  const entries = () =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    stream,
    /** Everything logged so far, as written. */
    text: () => text,
    /** The log's entries, parsed. */
    entries,
    /** The entries of one event, e.g. `security.rate_limited`. */
    events: (name: string) => entries().filter((entry) => entry.event === name),
  };
}
