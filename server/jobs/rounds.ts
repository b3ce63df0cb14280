import type { FastifyBaseLogger } from 'fastify';

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
 * Repeats `runOnce` until stopped. A round that throws is logged as `failure` and the next one runs as usual:
 * the leases of what it held run out and another round (of this or another process) picks the work up.
 */
export function inRounds(runOnce: () => Promise<number>, log: FastifyBaseLogger, failure: string): RoundWorker {
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  let stopped = false;
  return {
    runOnce,
    start(intervalMs) {
      const tick = () => {
        if (stopped) return;
        round = runOnce()
          .catch((error: unknown) => log.error({ err: error }, failure))
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
