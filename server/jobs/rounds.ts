import type { FastifyBaseLogger } from 'fastify';
import { outageLog } from '../db/availability.ts';

/** A background worker that works in rounds (the order worker, the mail worker). */
export interface RoundWorker {
  /** One round; what it did (transitions made, mails sent). */
  runOnce(): Promise<number>;
  /** Runs a round every `intervalMs`, counted from the end of the previous one, so rounds never overlap. */
  start(intervalMs: number): void;
  /** No new round starts; resolves once the one under way has ended. */
  stop(): Promise<void>;
}

/**
 * Repeats `runOnce` until stopped. A round that throws is logged as `<name> round failed` and the next one runs as
 * usual: the leases of what it held run out and another round (of this or another process) picks the work up. A round
 * that meets the database away (a restart, a failover: `server/db/availability.ts`) is no failure of the worker's: the
 * outage is logged once, when it starts and when it ends, and the rounds go on until the database is back.
 */
export function inRounds(runOnce: () => Promise<number>, log: FastifyBaseLogger, name: string): RoundWorker {
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const outage = outageLog(log, name);
  return {
    runOnce,
    start(intervalMs) {
      const tick = () => {
        if (stopped) return;
        round = runOnce()
          .then(
            () => outage.succeeded(),
            (error: unknown) => {
              if (!outage.failed(error)) log.error({ err: error }, `${name} round failed`);
            },
          )
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, intervalMs);
          });
      };
      timer = setTimeout(tick, intervalMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}
