import type { FastifyInstance } from 'fastify';
import type { DetailBody } from '#contract/errors.ts';
import { retryAfterSeconds, troubleDetail } from '../db/availability.ts';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * With the embedded database, writes are refused (503, Retry-After) while its disk is nearly full, before they reach
 * it, and reads go on: the shop stays browsable, and PGlite never meets a full disk mid-checkpoint (which hangs it).
 * A write that finds the disk full anyway (53100) is refused the same way by the error handler.
 */
export function refuseWritesWhileStorageIsLow(app: FastifyInstance, storage: { isLow(): Promise<boolean> }): void {
  let refusing = false;
  app.addHook('onRequest', async (request, reply) => {
    if (readMethods.has(request.method)) return;
    const low = await storage.isLow();
    if (low !== refusing) {
      refusing = low;
      if (low) app.log.warn({ event: 'database.storageFull' }, 'the disk is nearly full: writes are refused');
      else app.log.info({ event: 'database.storageBack' }, 'the disk has room again: writes are taken');
    }
    if (!low) return;
    return reply
      .code(503)
      .header('retry-after', String(retryAfterSeconds.storageFull))
      .send({ detail: troubleDetail.storageFull } satisfies DetailBody);
  });
}
