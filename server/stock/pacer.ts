import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Spaces requests to a remote service out by at least `intervalMs`, whoever makes them: each `turn()` resolves when
 * the caller may send its request. Steam counts requests by address, so one pacer serves every bot of a process.
 */
export interface Pacer {
  turn(): Promise<void>;
}

export function createPacer(intervalMs: number, clock: () => number = Date.now): Pacer {
  let nextAt = 0;
  return {
    async turn() {
      const now = clock();
      const at = Math.max(now, nextAt);
      nextAt = at + intervalMs;
      if (at > now) await sleep(at - now);
    },
  };
}

/** No pacing: a local service (the sandbox) or a test. */
export const unpaced: Pacer = { turn: async () => undefined };
