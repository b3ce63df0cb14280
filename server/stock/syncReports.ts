import type { InventorySync, SyncCounts, SyncPart } from '#contract/admin/inventory.ts';
import { type PageRequest, pageOf, pageWindow } from '../admin/pages.ts';
import type { Db } from '../db/db.ts';

/** What the back-office shows of syncs (contract/admin/inventory.ts): their progress, counts and errors. */

interface SyncRow {
  id: number;
  status: InventorySync['status'];
  trigger: InventorySync['trigger'];
  started_by: number | null;
  admin_name: string | null;
  queued_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  error: string | null;
}

interface PartRow extends SyncCounts {
  sync_id: number;
  bot: string;
  game: SyncPart['game'];
  status: SyncPart['status'];
  attempts: number;
  error: string | null;
  started_at: Date | null;
  finished_at: Date | null;
}

const countNames = ['assets', 'added', 'updated', 'removed', 'returned', 'attention', 'held'] as const;
const iso = (at: Date | null) => at?.toISOString() ?? null;

function syncOf(row: SyncRow, partRows: readonly PartRow[]): InventorySync {
  const parts = partRows.map(
    (part): SyncPart =>
      ({
        bot: part.bot,
        game: part.game,
        status: part.status,
        attempts: part.attempts,
        error: part.error,
        started_at: iso(part.started_at),
        finished_at: iso(part.finished_at),
        ...Object.fromEntries(countNames.map((name) => [name, part[name]])),
      }) as SyncPart,
  );
  const totals = Object.fromEntries(
    countNames.map((name) => [name, parts.reduce((sum, part) => sum + part[name], 0)]),
  ) as SyncCounts;
  return {
    id: row.id,
    status: row.status,
    trigger: row.trigger,
    started_by: row.started_by === null ? null : { id: row.started_by, name: row.admin_name ?? '' },
    queued_at: row.queued_at.toISOString(),
    started_at: iso(row.started_at),
    finished_at: iso(row.finished_at),
    progress: {
      done: parts.filter((part) => part.status === 'done' || part.status === 'failed').length,
      total: parts.length,
    },
    totals,
    failed_parts: parts.filter((part) => part.status === 'failed').length,
    error: row.error,
    parts,
  };
}

const syncColumns = `inventory_syncs.id, inventory_syncs.status, inventory_syncs.trigger, inventory_syncs.started_by,
  users.username AS admin_name, inventory_syncs.queued_at, inventory_syncs.started_at, inventory_syncs.finished_at,
  inventory_syncs.error`;

async function withParts(db: Db, rows: readonly SyncRow[]): Promise<InventorySync[]> {
  const { rows: parts } = await db.query<PartRow>(
    `SELECT sync_id, bot, game, status, attempts, error, started_at, finished_at, assets, added, updated, removed,
       returned, attention, held
     FROM inventory_sync_parts WHERE sync_id = ANY($1::int[]) ORDER BY sync_id, position`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) =>
    syncOf(
      row,
      parts.filter((part) => part.sync_id === row.id),
    ),
  );
}

export async function findSync(db: Db, id: number): Promise<InventorySync | undefined> {
  const { rows } = await db.query<SyncRow>(
    `SELECT ${syncColumns} FROM inventory_syncs LEFT JOIN users ON users.id = inventory_syncs.started_by
     WHERE inventory_syncs.id = $1`,
    [id],
  );
  return (await withParts(db, rows))[0];
}

/** The syncs, newest first. */
export async function listSyncs(db: Db, page: PageRequest) {
  const { limit, offset } = pageWindow(page);
  const { rows } = await db.query<SyncRow>(
    `SELECT ${syncColumns} FROM inventory_syncs LEFT JOIN users ON users.id = inventory_syncs.started_by
     ORDER BY inventory_syncs.id DESC LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return pageOf(await withParts(db, rows), page);
}
