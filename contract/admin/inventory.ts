import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { detailBodySchema, validationErrorBodySchema } from '../errors.ts';
import { gameSchema } from '../store.ts';
import { adminIdSchema, adminPageSchema, adminPaginationSchema } from './lists.ts';

/**
 * The inventory sync (issue 25, server/stock/): what the shop's Steam bots hold becomes its listings. A sync reads
 * every bot of STEAM_BOTS (the sandbox bot in the demo) and every game, one part per bot and game, through Steam's
 * own inventory pages; each part says what it added, changed, took off sale and could not read. The back-office's
 * listings page starts one ("Sync now"), follows its progress and shows the last ones.
 */

/** A sync waits on the job queue, runs, then is finished (parts may have failed) or failed as a whole. */
export const syncStatuses = ['queued', 'running', 'finished', 'failed'] as const;
export type SyncStatus = (typeof syncStatuses)[number];

/** One bot and game of a sync: `waiting` until read, `reading` meanwhile (pages, retries after Steam throttled). */
export const syncPartStatuses = ['waiting', 'reading', 'done', 'failed'] as const;
export type SyncPartStatus = (typeof syncPartStatuses)[number];

/** Who started a sync: an admin (Sync now) or the schedule (the `inventory_sync_minutes` setting). */
export const syncTriggers = ['admin', 'schedule'] as const;

const count = z.int().min(0);

/** What a part (or a whole sync) did to the listings. */
export const syncCountsSchema = z
  .object({
    assets: count.describe('Assets Steam listed in the inventory (every page)'),
    added: count.describe('New assets, listed'),
    updated: count.describe('Listings whose description changed on Steam (a hold ended, a name tag, stickers)'),
    removed: count.describe('Listings taken off sale: their asset left the bot outside an order'),
    returned: count.describe('Listings back on sale: their asset, gone at an earlier sync, is in the inventory again'),
    attention: count.describe(
      'Assets the shop could not read (listed as needing attention, never guessed), among the added and updated',
    ),
    held: count.describe('Listings an order holds or sold: a sync never touches them'),
  })
  .meta({ id: 'InventorySyncCounts' });
export type SyncCounts = z.infer<typeof syncCountsSchema>;

export const syncPartSchema = syncCountsSchema
  .extend({
    bot: z.string().describe('The bot’s account name (items.steam_bot)'),
    game: gameSchema,
    status: z.enum(syncPartStatuses),
    /** Tries of this part so far (a throttled or failed read is tried again after a pause). */
    attempts: count,
    error: z
      .string()
      .nullable()
      .describe('Why the inventory could not be read (private, throttled, Steam unreachable); nothing was removed'),
    started_at: z.iso.datetime().nullable(),
    finished_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'InventorySyncPart' });
export type SyncPart = z.infer<typeof syncPartSchema>;

export const inventorySyncSchema = z
  .object({
    id: z.int().positive(),
    status: z.enum(syncStatuses),
    trigger: z.enum(syncTriggers),
    /** The admin who pressed Sync now; null for a scheduled sync. */
    started_by: z.object({ id: z.int().positive(), name: z.string() }).nullable(),
    queued_at: z.iso.datetime(),
    started_at: z.iso.datetime().nullable(),
    finished_at: z.iso.datetime().nullable(),
    /** Parts read (done or failed) out of all parts: the progress bar. */
    progress: z.object({ done: count, total: count }),
    /** The parts' counts added up. */
    totals: syncCountsSchema,
    /** Parts that could not be read. */
    failed_parts: count,
    /** The sync's own failure (not a part's): the job failed for good. */
    error: z.string().nullable(),
    parts: z.array(syncPartSchema),
  })
  .meta({ id: 'InventorySync' });
export type InventorySync = z.infer<typeof inventorySyncSchema>;

export const inventorySyncPageSchema = adminPageSchema(inventorySyncSchema).meta({ id: 'InventorySyncPage' });
export type InventorySyncPage = z.infer<typeof inventorySyncPageSchema>;

export const inventorySyncParamsSchema = z.object({ id: adminIdSchema });

/** How often a page following a queued or running sync asks for it again. */
export const syncPollIntervalMs = 2000;

const adminErrors = { 400: validationErrorBodySchema, 401: detailBodySchema, 403: detailBodySchema } as const;
const tags = ['admin', 'inventory'];

export const inventoryEndpoints = {
  start: defineEndpoint({
    method: 'POST',
    path: 'admin/inventory/syncs/',
    access: 'admin',
    tags,
    summary: 'Sync now: read every bot’s inventory and update the listings (audited)',
    description:
      'Queues a sync and answers it at once (202); follow it with the sync’s own address. A sync already queued or ' +
      'running is answered instead of starting another, so pressing twice starts one.',
    body: z.strictObject({}),
    responses: { 202: inventorySyncSchema, ...adminErrors },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: 'admin/inventory/syncs/',
    access: 'admin',
    tags,
    summary: 'The last syncs, newest first, with each bot and game’s counts and errors',
    query: adminPaginationSchema,
    responses: { 200: inventorySyncPageSchema, ...adminErrors },
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: 'admin/inventory/syncs/{id}/',
    access: 'admin',
    tags,
    summary: 'One sync: its progress while it runs, its counts and errors once done',
    params: inventorySyncParamsSchema,
    responses: { 200: inventorySyncSchema, 404: detailBodySchema, ...adminErrors },
  }),
};
