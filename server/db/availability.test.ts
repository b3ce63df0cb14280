import { describe, expect, it } from 'vitest';
import { DatabaseUnavailable, databaseTroubleOf, outageLog } from './availability.ts';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('what a database error means', () => {
  it.each([
    ['a restart or a failover (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['a server starting or shutting down (57P03)', pgError('57P03', 'the database system is starting up')],
    ['a crash (57P02)', pgError('57P02')],
    ['a connection failure (class 08)', pgError('08006')],
    ['a write reaching a standby mid-failover (25006)', pgError('25006')],
    ['too many reconnects at once (53300)', pgError('53300')],
    ['a refused socket', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['both addresses of localhost refused', new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')])],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    ['a pool waiting too long', new Error('timeout exceeded when trying to connect')],
    ['a health check without an answer', new DatabaseUnavailable()],
    ['a cause further down', new Error('query failed', { cause: pgError('57P01') })],
  ])('%s: unavailable', (_, error) => {
    expect(databaseTroubleOf(error)).toBe('unavailable');
  });

  it.each([
    ["PostgreSQL's and PGlite's disk_full (53100)", pgError('53100', 'could not extend file')],
    [
      "PGlite's file system out of space (WASI errno 51)",
      Object.assign(new Error(), { name: 'ErrnoError', errno: 51 }),
    ],
    ['ENOSPC', pgError('ENOSPC')],
  ])('%s: out of storage', (_, error) => {
    expect(databaseTroubleOf(error)).toBe('storageFull');
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a syntax error', pgError('42601')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing at all', undefined],
    ['a string', 'Connection terminated'],
  ])('%s: not the database being away', (_, error) => {
    expect(databaseTroubleOf(error)).toBeUndefined();
  });

  it('stops on a cause that points back at itself', () => {
    const looping: Error & { cause?: unknown } = new Error('loop');
    looping.cause = looping;
    expect(databaseTroubleOf(looping)).toBeUndefined();
  });
});

describe('the outage log', () => {
  it('says when an outage starts and when it ends, once each, and leaves other failures to the caller', () => {
    const lines: string[] = [];
    const log = {
      warn: (_: object, line: string) => lines.push(line),
      info: (_: object, line: string) => lines.push(line),
    };
    const outage = outageLog(log, 'order worker');
    outage.succeeded();
    expect(outage.failed(pgError('57P01'))).toBe(true);
    expect(outage.failed(pgError('ECONNREFUSED'))).toBe(true);
    expect(outage.failed(new TypeError('bug'))).toBe(false);
    outage.succeeded();
    outage.succeeded();
    expect(lines).toEqual([
      'order worker: the database is unavailable; retrying',
      'order worker: the database is back',
    ]);
  });
});
