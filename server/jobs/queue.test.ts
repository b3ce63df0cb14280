import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { defaultAppConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { captureLog } from '../test/logCapture.ts';
import { openTestDb } from '../test/testApp.ts';
import { type JobAttempt, jobsSchemaOf } from './queue.ts';

declare module './queue.ts' {
  interface JobPayloads {
    'test.record': { note: string };
    'test.flaky': { failures: number };
    'test.keyed': { note: string };
  }
}

interface Run {
  note: string;
  attempt: JobAttempt;
}

/** An app whose queue runs jobs that record what they were given, by hand (`runDue`) or by its own workers. */
async function appWithTestJobs(work: boolean) {
  const db = await openTestDb();
  const log = captureLog();
  const app = await buildApp({
    db,
    config: defaultAppConfig({ jobs: { work, pollingIntervalSeconds: 0.5 }, logLevel: 'warn', logStream: log.stream }),
  });
  const runs: Run[] = [];
  app.jobs.define({
    name: 'test.record',
    retry: { limit: 0, delaySeconds: 0 },
    run: async ({ note }, attempt) => void runs.push({ note, attempt }),
  });
  app.jobs.define({
    name: 'test.flaky',
    retry: { limit: 2, delaySeconds: 0 },
    run: async ({ failures }, attempt) => {
      runs.push({ note: 'flaky', attempt });
      if (attempt.number <= failures) throw new Error(`try ${attempt.number} failed`);
    },
  });
  app.jobs.define({
    name: 'test.keyed',
    policy: 'oneWaitingPerKey',
    retry: { limit: 0, delaySeconds: 0 },
    run: async ({ note }, attempt) => void runs.push({ note, attempt }),
  });
  await app.ready();
  const close = async () => {
    await app.close();
    await db.close();
  };
  return { app, db, runs, log, close };
}

describe('the job queue, driven by hand', () => {
  let app: FastifyInstance;
  let db: Db;
  let runs: Run[];
  let log: ReturnType<typeof captureLog>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, runs, log, close } = await appWithTestJobs(false));
  });
  afterAll(() => close());

  it('runs a sent job once with its data, and keeps it in the history as completed', async () => {
    runs.length = 0;
    await app.jobs.send('test.record', { note: 'hello' });
    expect(await app.jobs.runDue('test.record')).toBe(1);
    expect(await app.jobs.runDue('test.record')).toBe(0);
    expect(runs.map((run) => run.note)).toEqual(['hello']);
    expect(runs[0]?.attempt).toMatchObject({ number: 1, isLast: true });
    const { rows } = await db.query<{ state: string }>(
      `SELECT state::text FROM ${jobsSchemaOf(db)}.job WHERE name = 'test.record'`,
    );
    expect(rows.map((row) => row.state)).toEqual(['completed']);
  });

  it('creates a job sent in a transaction only if the transaction commits', async () => {
    runs.length = 0;
    await db
      .transaction(async (tx) => {
        await app.jobs.send('test.record', { note: 'rolled back' }, { tx });
        throw new Error('the work failed');
      })
      .catch(() => undefined);
    await db.transaction((tx) => app.jobs.send('test.record', { note: 'committed' }, { tx }));
    await app.jobs.runDue('test.record');
    expect(runs.map((run) => run.note)).toEqual(['committed']);
  });

  it('waits for a job sent to start later', async () => {
    runs.length = 0;
    await app.jobs.send('test.record', { note: 'later' }, { startAfter: new Date(Date.now() + 60_000) });
    expect(await app.jobs.runDue('test.record')).toBe(0);
    expect((await app.jobs.summary()).find((queue) => queue.name === 'test.record')).toMatchObject({
      queued: 1,
      oldestDueSeconds: null,
    });
  });

  it('tries a failing job again as its retry policy says, and tells the last try it is the last', async () => {
    runs.length = 0;
    await app.jobs.send('test.flaky', { failures: 1 });
    await app.jobs.runDue('test.flaky');
    await app.jobs.runDue('test.flaky');
    expect(runs.map((run) => [run.attempt.number, run.attempt.isLast])).toEqual([
      [1, false],
      [2, false],
    ]);

    runs.length = 0;
    await app.jobs.send('test.flaky', { failures: 5 });
    for (let round = 0; round < 5; round += 1) await app.jobs.runDue('test.flaky');
    expect(runs.map((run) => [run.attempt.number, run.attempt.isLast])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    const [failure] = await app.jobs.failures(10);
    expect(failure).toMatchObject({ name: 'test.flaky', data: { failures: 5 }, tries: 3, error: 'try 3 failed' });
    // Each failed try is in the log when it fails, saying whether the queue tries again.
    expect(
      log.events('jobs.failed').map((entry) => [entry.job, entry.attempt, entry.msg, (entry.err as Error).message]),
    ).toEqual([
      ['test.flaky', 1, 'job failed; tried again later', 'try 1 failed'],
      ['test.flaky', 1, 'job failed; tried again later', 'try 1 failed'],
      ['test.flaky', 2, 'job failed; tried again later', 'try 2 failed'],
      ['test.flaky', 3, 'job failed; not tried again', 'try 3 failed'],
    ]);
    expect((await app.jobs.summary()).find((queue) => queue.name === 'test.flaky')).toMatchObject({
      queued: 0,
      failed: 1,
    });
  });

  it('keeps one waiting job per key when the queue says so', async () => {
    runs.length = 0;
    await app.jobs.send('test.keyed', { note: 'first' }, { key: 'order-1' });
    await app.jobs.send('test.keyed', { note: 'again' }, { key: 'order-1' });
    await app.jobs.send('test.keyed', { note: 'other' }, { key: 'order-2' });
    await app.jobs.runDue('test.keyed');
    expect(runs.map((run) => run.note).sort()).toEqual(['first', 'other']);
  });

  it('refuses a job of a kind nobody defined', async () => {
    await expect(app.jobs.send('no.such.job' as 'test.record', { note: '' })).rejects.toThrow(/No job named/);
  });
});

describe('the job queue with its workers', () => {
  it('runs a sent job by itself, soon after it is sent', async () => {
    const { app, runs, close } = await appWithTestJobs(true);
    try {
      await app.jobs.send('test.record', { note: 'by itself' });
      await expect.poll(() => runs.map((run) => run.note), { timeout: 10_000 }).toEqual(['by itself']);
    } finally {
      await close();
    }
  });
});
