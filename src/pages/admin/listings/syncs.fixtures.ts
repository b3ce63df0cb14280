import type { InventorySync, InventorySyncPage, SyncPart } from '#contract/admin/inventory.ts';
import { finishedSync } from '../backoffice/backoffice.fixtures.ts';

/** Inventory syncs for the Recent syncs stories and tests, shaped as the server answers them, newest first. */

const quiet = { assets: 0, added: 0, updated: 0, removed: 0, returned: 0, attention: 0, held: 0 };
const done = (part: Partial<SyncPart> & Pick<SyncPart, 'bot' | 'game'>): SyncPart => ({
  ...quiet,
  status: 'done',
  attempts: 1,
  error: null,
  started_at: null,
  finished_at: null,
  ...part,
});

/** A scheduled sync that read both bots' three inventories: listings changed, came back, and orders held some. */
export const scheduledSync: InventorySync = {
  id: 11,
  status: 'finished',
  trigger: 'schedule',
  started_by: null,
  queued_at: '2026-11-20T08:30:00.000Z',
  started_at: '2026-11-20T08:30:02.000Z',
  finished_at: '2026-11-20T08:31:10.000Z',
  progress: { done: 3, total: 3 },
  totals: { assets: 40, added: 0, updated: 2, removed: 0, returned: 1, attention: 0, held: 3 },
  failed_parts: 0,
  error: null,
  parts: [
    done({ bot: 'shop_bot_1', game: 'csgo', assets: 22, updated: 2, held: 3 }),
    done({ bot: 'shop_bot_1', game: 'dota2', assets: 12, returned: 1 }),
    done({ bot: 'shop_bot_1', game: 'rust', assets: 6 }),
  ],
};

/** A sync whose job failed for good: the database went away under it. */
export const failedSync: InventorySync = {
  ...scheduledSync,
  id: 10,
  status: 'failed',
  queued_at: '2026-11-20T08:00:00.000Z',
  started_at: '2026-11-20T08:00:01.000Z',
  finished_at: '2026-11-20T08:00:05.000Z',
  progress: { done: 0, total: 3 },
  totals: quiet,
  error: 'Connection terminated unexpectedly',
  parts: scheduledSync.parts.map((part) => ({ ...part, ...quiet, status: 'waiting', attempts: 0 })),
};

/** Sync now was pressed: the sync waits for the job queue. */
export const queuedSync: InventorySync = {
  ...finishedSync,
  id: 14,
  status: 'queued',
  queued_at: '2026-11-20T09:10:00.000Z',
  started_at: null,
  finished_at: null,
  progress: { done: 0, total: 3 },
  totals: quiet,
  failed_parts: 0,
  parts: finishedSync.parts.map((part) => ({ ...part, ...quiet, status: 'waiting', attempts: 0, error: null })),
};

/** Ten syncs a page: the newest ones, a failed one among them. */
export const manySyncs: InventorySync[] = Array.from({ length: 10 }, (_, index) => {
  const base = index === 3 ? failedSync : index % 2 === 0 ? scheduledSync : finishedSync;
  const finished = new Date(Date.parse('2026-11-20T09:00:00.000Z') - index * 30 * 60_000).toISOString();
  return { ...base, id: 40 - index, queued_at: finished, finished_at: finished };
});

/** The server's answer for a page of syncs. */
export const syncPage = (results: InventorySync[], page = 1, hasMore = false): InventorySyncPage => ({
  results,
  page,
  page_size: 10,
  has_more: hasMore,
});
