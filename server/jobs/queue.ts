import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type ConstructorOptions, fromPglite, type JobWithMetadata, PgBoss, type QueuePolicy } from 'pg-boss';
import { outageLog } from '../db/availability.ts';
import type { Db } from '../db/db.ts';
import { currentTraceContext, inJobSpan } from '../tracing/tracing.ts';

/**
 * The payload of each kind of job, by queue name. Each area adds its own queues where it defines them, by
 * declaration merging, so this file never lists them:
 *
 *   declare module '../jobs/queue.ts' {
 *     interface JobPayloads { 'mail.send': { mailId: number } }
 *   }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each area.
export interface JobPayloads {}
export type JobName = keyof JobPayloads & string;

/** Where a job stands in its tries, for a handler that records the outcome of its last one. */
export interface JobAttempt {
  /** The job's id in the queue (pg-boss). */
  id: string;
  /** 1 for the first try. */
  number: number;
  /** True when a failure now is final: the queue will not try again. */
  isLast: boolean;
}

/** How often and how soon a failed job is tried again. */
export interface JobRetry {
  /** Further tries after the first one fails. */
  limit: number;
  /** The wait before the first retry; with `backoff`, doubled after each failure (with jitter), up to `maxDelaySeconds`. */
  delaySeconds: number;
  backoff?: boolean;
  maxDelaySeconds?: number;
}

export interface JobDefinition<N extends JobName = JobName> {
  name: N;
  /** What one job does. Throwing fails this try; the queue tries again as `retry` says. */
  run(data: JobPayloads[N], attempt: JobAttempt): Promise<void>;
  retry: JobRetry;
  /**
   * What a job's key (`SendJobOptions.key`) means:
   * - `oneWaitingPerKey`: a send for a key that already has a job waiting is dropped (pg-boss's `short`); any number
   *   may run. For work that guards itself (an order's lease) and must never wait behind a process that died.
   * - `onePerKey`: the same, and one job per key runs at a time, on any instance (`stately`); a job whose process
   *   died holds its key until its timeout passes.
   * - `plain` (the default): keys mean nothing.
   */
  policy?: 'plain' | 'oneWaitingPerKey' | 'onePerKey';
  /** Jobs of this queue one process runs at once. */
  concurrency?: number;
  /** How long one try may run before the queue counts it as failed (and another process may take it). */
  timeoutSeconds?: number;
  /**
   * A running job tells the queue it is alive twice in this many seconds (10 at least); one that falls silent (its
   * process died) counts as failed after it, and is tried again elsewhere long before its timeout.
   */
  heartbeatSeconds?: number;
  /** How long a finished job stays in the history. */
  keepSeconds?: number;
  /**
   * How often an idle worker of this queue looks for due jobs. A send wakes workers at once, but a job sent for later
   * runs when a look finds it due: this bounds how late it runs.
   */
  pollingSeconds?: number;
}

export interface SendJobOptions {
  /** Queued in this transaction: created if it commits, never if it rolls back. */
  tx?: Db;
  /** Not run before this time. */
  startAfter?: Date;
  /** The key the queue's policy reads (an order id, a mail id). */
  key?: string;
}

/** What any part of the server needs to hand work to the background. */
export interface JobSender {
  send<N extends JobName>(name: N, data: JobPayloads[N], options?: SendJobOptions): Promise<void>;
}

/** One queue's figures at a glance (the dashboard's health panel, the metrics). */
export interface QueueSummary {
  name: JobName;
  /** Waiting to run, retries included (due or not yet). */
  queued: number;
  active: number;
  /** Failed for good (no try left), still in the history. */
  failed: number;
  /** Age of the oldest job that could run now but has not started, in seconds; null when none waits. */
  oldestDueSeconds: number | null;
}

/** A job that failed for good: what an operator looks at. */
export interface FailedJob {
  id: string;
  name: JobName;
  data: unknown;
  tries: number;
  error: string;
  failedAt: Date;
}

export interface JobQueue extends JobSender {
  /** Declares a kind of job; before `start`. */
  define<N extends JobName>(definition: JobDefinition<N>): void;
  /** Installs or upgrades the queue's tables, creates the declared queues and, when working, runs their jobs. */
  start(): Promise<void>;
  /** No new job starts; resolves once those under way have ended (or after a grace period). */
  stop(): Promise<void>;
  /**
   * Runs, in this process and now, every job of `name` that is due, until none is: what the workers would do next.
   * Tests drive the queue with it; a job it runs is retried as usual when it fails.
   */
  runDue(name: JobName): Promise<number>;
  /** Sends `name` with `data` on a cron schedule (UTC), for every instance at once: one job per occurrence. */
  schedule<N extends JobName>(name: N, cron: string, data: JobPayloads[N]): Promise<void>;
  unschedule(name: JobName): Promise<void>;
  summary(): Promise<QueueSummary[]>;
  failures(limit: number): Promise<FailedJob[]>;
}

export interface JobQueueOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Whether this process runs jobs (and fires schedules); false only queues them (tests drive them with runDue). */
  work: boolean;
  /** How often an idle worker looks for due jobs, unless its queue says otherwise (`JobDefinition.pollingSeconds`). */
  pollingIntervalSeconds?: number;
}

/** The schema the queue's tables live in, beside the shop's (a test's schema gets its own). */
export const jobsSchemaOf = (db: Db) => jobsSchemaBeside(db.engine.kind === 'postgres' ? db.engine.schema : undefined);

/**
 * The queue's schema beside the shop's: `jobs` for the database's default one, else the shop's schema's name with
 * `_jobs` (a digest of it when that is too long for pg-boss, which takes 50 bytes at most).
 */
export function jobsSchemaBeside(shopSchema: string | undefined): string {
  if (!shopSchema) return 'jobs';
  const beside = `${shopSchema}_jobs`;
  return beside.length <= 50 ? beside : `jobs_${createHash('sha256').update(shopSchema).digest('hex').slice(0, 32)}`;
}

const policies = {
  plain: 'standard',
  oneWaitingPerKey: 'short',
  onePerKey: 'stately',
} as const satisfies Record<NonNullable<JobDefinition['policy']>, QueuePolicy>;

/**
 * The shop's background work on pg-boss, a job queue kept in the shop's own database: the embedded one (through
 * pg-boss's PGlite adapter, in this process) or PostgreSQL (its own small pool, LISTEN/NOTIFY to wake workers at
 * once on every instance). Jobs survive restarts, failed ones are retried with back-off and finished ones are kept
 * for a while as history.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, log } = options;
  const definitions = new Map<JobName, JobDefinition>();
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const boss = new PgBoss({ ...connectionOf(db), schema: jobsSchemaOf(db), ...roleOf(options.work) });
  // Without a listener an 'error' event would end the process: a database restart is ridden out instead, and logged
  // once when it starts and once when it ends, not at every poll meanwhile.
  const outage = outageLog(log, 'job queue');
  boss.on('error', (error) => {
    if (!outage.failed(error)) log.error({ err: error, event: 'jobs.error' }, 'job queue error');
  });
  boss.on('warning', (warning) => log.warn({ event: 'jobs.warning', warning }, 'job queue warning'));
  let started = false;

  const definitionOf = (name: JobName) => {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`No job named ${name} is defined`);
    return definition;
  };

  /** Runs one job with its definition, in a span of its own (traces); the queue settles it from the outcome. */
  const runJob = async (definition: JobDefinition, job: JobWithMetadata<unknown>) => {
    const { data, sentFrom } = unwrapped(job.data);
    const attempt = { id: job.id, number: job.retryCount + 1, isLast: job.retryCount >= job.retryLimit };
    try {
      await inJobSpan({ name: definition.name, id: job.id, attempt: attempt.number, sentFrom }, () =>
        definition.run(data as never, attempt),
      );
    } catch (error) {
      // The queue keeps the error with the job and tries it again later: the log says so now, not only its table.
      if (!outage.failed(error)) {
        const next = attempt.isLast ? 'not tried again' : 'tried again later';
        log.warn(
          { err: error, event: 'jobs.failed', job: definition.name, jobId: job.id, attempt: attempt.number },
          `job failed; ${next}`,
        );
      }
      throw error;
    }
    outage.succeeded();
  };

  return {
    define(definition) {
      if (started) throw new Error(`Job ${definition.name} defined after the queue started`);
      definitions.set(definition.name, definition as unknown as JobDefinition);
    },

    async start() {
      await boss.start();
      for (const definition of definitions.values()) {
        const queueOptions = {
          policy: policies[definition.policy ?? 'plain'],
          retryLimit: definition.retry.limit,
          retryDelay: definition.retry.delaySeconds,
          retryBackoff: definition.retry.backoff ?? false,
          ...(definition.retry.maxDelaySeconds !== undefined && { retryDelayMax: definition.retry.maxDelaySeconds }),
          expireInSeconds: definition.timeoutSeconds ?? 15 * 60,
          ...(definition.heartbeatSeconds !== undefined && { heartbeatSeconds: definition.heartbeatSeconds }),
          deleteAfterSeconds: definition.keepSeconds ?? 7 * 24 * 3600,
          notify: true,
        };
        // A queue's policy is fixed once created; its retry and retention options follow the code on every start.
        if (await boss.getQueue(definition.name)) {
          const { policy: _fixed, ...changeable } = queueOptions;
          await boss.updateQueue(definition.name, changeable);
        } else {
          await boss.createQueue(definition.name, queueOptions);
        }
      }
      started = true;
      if (!options.work) return;
      for (const definition of definitions.values()) {
        await boss.work(
          definition.name,
          {
            includeMetadata: true,
            localConcurrency: definition.concurrency ?? 1,
            pollingIntervalSeconds: definition.pollingSeconds ?? pollingIntervalSeconds,
            notifyPollingIntervalSeconds: definition.pollingSeconds ?? pollingIntervalSeconds,
          },
          async ([job]) => {
            if (job) await runJob(definition, job);
          },
        );
      }
    },

    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: 10_000 });
    },

    async send(name, data, sendOptions = {}) {
      definitionOf(name);
      const { tx, startAfter, key } = sendOptions;
      await boss.send(name, withTraceContext(data as object), {
        ...(startAfter && { startAfter }),
        ...(key !== undefined && { singletonKey: key }),
        ...(tx && { db: { executeSql: (text: string, values?: unknown[]) => tx.query(text, values) } }),
      });
    },

    async runDue(name) {
      const definition = definitionOf(name);
      let ran = 0;
      for (;;) {
        const [job] = await boss.fetch<unknown>(name, { includeMetadata: true });
        if (!job) return ran;
        ran += 1;
        try {
          await runJob(definition, job);
          await boss.complete(name, { id: job.id, retryCount: job.retryCount });
        } catch (error) {
          await boss.fail(name, { id: job.id, retryCount: job.retryCount }, errorOutput(error));
        }
      }
    },

    async schedule(name, cron, data) {
      definitionOf(name);
      await boss.schedule(name, cron, data as object, { tz: 'UTC' });
    },

    async unschedule(name) {
      await boss.unschedule(name);
    },

    async summary() {
      const schema = jobsSchemaOf(db);
      const { rows } = await db.query<QueueSummary>(
        `SELECT name,
           count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS queued,
           count(*) FILTER (WHERE state = 'active')::int AS active,
           count(*) FILTER (WHERE state = 'failed')::int AS failed,
           extract(epoch FROM now() - min(start_after) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now()))::float AS "oldestDueSeconds"
         FROM ${schema}.job WHERE name = ANY($1::text[]) GROUP BY name`,
        [[...definitions.keys()]],
      );
      const byName = new Map(rows.map((row) => [row.name, row]));
      return [...definitions.keys()].map(
        (name) => byName.get(name) ?? { name, queued: 0, active: 0, failed: 0, oldestDueSeconds: null },
      );
    },

    async failures(limit) {
      const schema = jobsSchemaOf(db);
      const { rows } = await db.query<{
        id: string;
        name: JobName;
        data: unknown;
        retry_count: number;
        output: unknown;
        completed_on: Date;
      }>(
        `SELECT id, name, data, retry_count, output, completed_on FROM ${schema}.job
         WHERE state = 'failed' AND name = ANY($1::text[]) ORDER BY completed_on DESC LIMIT $2`,
        [[...definitions.keys()], limit],
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        data: unwrapped(row.data).data,
        tries: row.retry_count + 1,
        error: failureMessage(row.output),
        failedAt: row.completed_on,
      }));
    },
  };
}

/** Installs (or upgrades) the queue's own tables, without starting anything: a test database's snapshot takes them. */
export async function installJobQueueTables(db: Db): Promise<void> {
  const boss = new PgBoss({ ...connectionOf(db), schema: jobsSchemaOf(db), ...roleOf(false) });
  await boss.start();
  await boss.stop({ graceful: false });
}

/** How pg-boss reaches the shop's database: through the embedded engine itself, or its own pool on PostgreSQL. */
function connectionOf(db: Db): ConstructorOptions {
  if (db.engine.kind === 'pglite') return { db: fromPglite(db.engine.pglite), backend: 'pglite' };
  return {
    connectionString: db.engine.connectionString,
    max: 4,
    application_name: 'skinsmarket-jobs',
    useListenNotify: true,
  };
}

/** A process that only queues (tests) runs none of the queue's own timers: no schedules, no maintenance. */
function roleOf(work: boolean): ConstructorOptions {
  return work
    ? // Expired and silent jobs are found on these passes: every 10 s, so a dead process's work moves on quickly.
      { useListenNotify: true, superviseIntervalSeconds: 10, monitorIntervalSeconds: 10, monitorVacuum: false }
    : { schedule: false, supervise: false, registerInstance: false };
}

/** Where a job carries the trace context of the span that sent it; absent when nothing is traced. */
const traceField = '$trace';

function withTraceContext(data: object): object {
  const sentFrom = currentTraceContext();
  return Object.keys(sentFrom).length > 0 ? { ...data, [traceField]: sentFrom } : data;
}

function unwrapped(stored: unknown): { data: unknown; sentFrom: Record<string, string> | undefined } {
  if (!stored || typeof stored !== 'object' || !(traceField in stored)) return { data: stored, sentFrom: undefined };
  const { [traceField]: sentFrom, ...data } = stored as Record<string, unknown>;
  return { data, sentFrom: sentFrom as Record<string, string> };
}

const errorOutput = (error: unknown) => ({
  message: error instanceof Error ? error.message : String(error),
});

/** pg-boss stores a failed handler's error as `{ message, stack, … }`. */
function failureMessage(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') {
    return output.message;
  }
  return 'Failed';
}
