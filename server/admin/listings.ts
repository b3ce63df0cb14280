import type { z } from 'zod';
import {
  type AdminListingAction,
  type AdminListingActionAnswer,
  type AdminListingPage,
  type AdminListingRow,
  type AdminListingSort,
  type adminListingListQuerySchema,
  adminListingMessages,
  type ListingSkipReason,
  type ListingState,
} from '#contract/admin/listings.ts';
import type { CurrencyCode } from '#contract/lists.ts';
import { listingPictureUrl } from '../catalogue/items.ts';
import { prefixQuery } from '../catalogue/search.ts';
import type { Db } from '../db/db.ts';
import { marketRulePriceSql, priceRulesFrom, repriceListings } from '../pricing/listingPrices.ts';
import { currencyOfUser, priceFactors, shownPriceSql } from '../pricing/pricing.ts';
import { listingStateConditionSql, listingStateSql, refreshListings, staleUnpricedSql } from '../stock/listings.ts';
import { recordAdminAction } from './audit.ts';
import { pageOf, pageWindow, SqlConditions } from './pages.ts';

/**
 * The back-office's listings (issue 25): every listing, filtered and sorted through indexes (migrations 028 and
 * 030), shown with its state (server/stock/listings.ts, the rule that decides whether it is on sale) and its prices
 * in the admin's currency; and the admin's actions on one listing or a selection, each in one transaction with an
 * audit row per listing changed.
 */

/** Each sort's keys, the listing id last, so pages never overlap; the unpriced come last in both price orders. */
const sortKeys: Record<AdminListingSort, readonly (readonly [column: 'id' | 'name' | 'price_base_usd', string])[]> = {
  newest: [['id', 'DESC']],
  oldest: [['id', 'ASC']],
  name_asc: [
    ['name', 'ASC'],
    ['id', 'ASC'],
  ],
  name_desc: [
    ['name', 'DESC'],
    ['id', 'DESC'],
  ],
  price_asc: [
    ['price_base_usd', 'ASC NULLS LAST'],
    ['id', 'ASC'],
  ],
  price_desc: [
    ['price_base_usd', 'DESC NULLS LAST'],
    ['id', 'DESC'],
  ],
};

/**
 * The ORDER BY of a sort over `table`'s columns. `afterFiltering`: as expressions no index holds, so the listings a
 * filter finds through its own index are sorted after, instead of walking an index in the sort's order in search of
 * them (the store does the same, server/catalogue/search.ts).
 */
const orderSql = (sort: AdminListingSort, table: string, afterFiltering = false) =>
  sortKeys[sort]
    .map(([column, direction]) => {
      const key = `${table}.${column}`;
      return `${afterFiltering ? (column === 'name' ? `(${key} || '')` : `(${key} + 0)`) : key} ${direction}`;
    })
    .join(', ');

/**
 * Most listings are on sale or sold: a page of them is found by walking an index in the sort's order. The other
 * states hold few listings each, read through the state's own partial index (migration 030), then sorted.
 */
const walkedStates: ReadonlySet<ListingState> = new Set(['on_sale', 'sold']);

/**
 * Unpriced listings are few while the price refresh keeps up. Once prices went stale by the thousand (the price
 * source down for longer than the rules allow) they are most listings, and reading them all to sort them takes a
 * second where walking the sort's index finds a page at once: past this many stale prices, counted through the price
 * age's index, they are walked.
 */
const manyStalePrices = 5000;

/** The states found by walking the sort's index, now: the on sale, the sold, and the unpriced when most are. */
async function walkedStatesNow(
  db: Db,
  states: readonly ListingState[],
  manyStale: number,
): Promise<ReadonlySet<ListingState>> {
  if (!states.includes('unpriced')) return walkedStates;
  const { rows } = await db.query<{ stale: number }>(
    `SELECT count(*)::int AS stale FROM (SELECT 1 FROM items WHERE ${staleUnpricedSql} LIMIT $1) AS stale`,
    [manyStale],
  );
  return (rows[0]?.stale ?? 0) >= manyStale ? new Set([...walkedStates, 'unpriced']) : walkedStates;
}

/** The largest listing id (an `int` column): a longer number typed in the search box is a name's word only. */
const maxListingId = 2_147_483_647;

/** What the actions need to know of a listing to tell whether they apply to it. */
interface ListingFacts {
  state: ListingState;
  off_sale_reason: string | null;
  off_sale_by: number | null;
  fixed_price_usd: number | null;
}

/**
 * Why `action` would leave the listing as it is; undefined when it applies. A sold listing is never changed. One an
 * order holds can be taken off sale (it stays off sale if the order is released) and priced (the order keeps the
 * price it was reserved at). One the sync took off sale (its asset left the bot outside an order) comes back when a
 * sync finds its asset again, never by hand: the bot may no longer hold it.
 */
export function skipReasonOf(action: AdminListingAction, listing: ListingFacts): ListingSkipReason | undefined {
  if (listing.state === 'sold') return 'sold';
  switch (action) {
    case 'take_off_sale':
      return listing.off_sale_reason === null ? undefined : 'already_off_sale';
    case 'put_on_sale':
      if (listing.off_sale_reason === null) return 'not_off_sale';
      return listing.off_sale_by === null ? 'off_sale_by_sync' : undefined;
    case 'fix_price':
      return undefined;
    case 'clear_price':
      return listing.fixed_price_usd === null ? 'no_fixed_price' : undefined;
  }
}

const allActions: readonly AdminListingAction[] = ['take_off_sale', 'put_on_sale', 'fix_price', 'clear_price'];

/** What an admin may do to the listing now. */
export const actionsOf = (listing: ListingFacts): AdminListingAction[] =>
  allActions.filter((action) => skipReasonOf(action, listing) === undefined);

interface ListingRow extends ListingFacts {
  id: number;
  game: AdminListingRow['game'];
  name: string;
  market_hash_name: string | null;
  icon_url: string | null;
  definition_key: string;
  source: AdminListingRow['source'];
  bot: string | null;
  asset_id: string | null;
  item_float: string | null;
  attention: string | null;
  inspection_due: boolean;
  inspected_at: Date | null;
  off_sale_at: Date | null;
  off_sale_by_name: string | null;
  order_id: number | null;
  order_code: string | null;
  reference_price: number | null;
  reference_read_at: Date | null;
  rule_price: number | null;
  fixed_price: number | null;
  price: number | null;
  listed_at: Date;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function rowOf(row: ListingRow): AdminListingRow {
  return {
    id: row.id,
    game: row.game,
    name: row.name,
    market_hash_name: row.market_hash_name,
    image_url: listingPictureUrl(row),
    source: row.source,
    bot: row.bot,
    asset_id: row.asset_id,
    item_float: row.item_float,
    state: row.state,
    attention: row.attention,
    inspection_due: row.inspection_due,
    inspected_at: iso(row.inspected_at),
    off_sale:
      row.off_sale_reason === null
        ? null
        : {
            reason: row.off_sale_reason,
            at: iso(row.off_sale_at),
            by: row.off_sale_by === null ? null : { id: row.off_sale_by, name: row.off_sale_by_name ?? '' },
          },
    order: row.order_id === null || row.order_code === null ? null : { id: row.order_id, code: row.order_code },
    reference_price: row.reference_price,
    reference_read_at: iso(row.reference_read_at),
    rule_price: row.rule_price,
    fixed_price: row.fixed_price,
    price: row.price,
    listed_at: row.listed_at.toISOString(),
    actions: actionsOf(row),
  };
}

/** The conditions of the list's filters, but the state. */
function listConditions(query: z.output<typeof adminListingListQuerySchema>): SqlConditions {
  const where = new SqlConditions();
  if (query.game?.length) where.add('items.game = ANY($?::text[])', query.game);
  if (query.bot?.length) where.add('items.steam_bot = ANY($?::text[])', query.bot);
  const words = query.q === undefined ? undefined : prefixQuery(query.q);
  if (words !== undefined) {
    const nameMatches = "items.name_prefixes @@ to_tsquery('simple', $?)";
    const id = /^\d{1,10}$/.test(query.q ?? '') ? Number(query.q) : Number.NaN;
    if (id >= 1 && id <= maxListingId) where.add(`(items.id = $? OR ${nameMatches})`, id, words);
    else where.add(nameMatches, words);
  }
  return where;
}

/**
 * The ids of one page, in order. Each state asked for is a query of its own (a listing is in exactly one state),
 * each finding its listings through its own index and keeping the first ones of the sort; the page is taken from
 * what they found together.
 */
function pageIdsSql(
  query: z.output<typeof adminListingListQuerySchema>,
  where: SqlConditions,
  walked: ReadonlySet<ListingState>,
): string {
  const { limit, offset } = pageWindow(query);
  const filters = where.sql;
  const matching = (state: ListingState) =>
    `${filters ? `${filters} AND` : 'WHERE'} ${listingStateConditionSql(state)}`;
  const states = query.state ?? [];
  if (states.length === 0) {
    return `SELECT items.id FROM items ${filters} ORDER BY ${orderSql(query.sort, 'items')}
      LIMIT ${where.param(limit)} OFFSET ${where.param(offset)}`;
  }
  const kept = where.param(offset + limit);
  const branches = states.map(
    (state) =>
      `(SELECT items.id, items.name, items.price_base_usd FROM items ${matching(state)}
        ORDER BY ${orderSql(query.sort, 'items', !walked.has(state))} LIMIT ${kept})`,
  );
  return `SELECT found.id FROM (${branches.join(' UNION ALL ')}) AS found
    ORDER BY ${orderSql(query.sort, 'found')} LIMIT ${where.param(limit)} OFFSET ${where.param(offset)}`;
}

/**
 * One page of listings: its ids first (pageIdsSql), then only those rows read whole (state, order, prices), so a
 * sort never computes a state for rows it discards. `manyStale`: how many stale prices make the unpriced walked
 * (`manyStalePrices`; a test lowers it to see both ways give the same pages).
 */
export async function listListings(
  db: Db,
  adminId: number,
  query: z.output<typeof adminListingListQuerySchema>,
  manyStale = manyStalePrices,
): Promise<AdminListingPage> {
  const currency: CurrencyCode = query.currency ?? (await currencyOfUser(db, adminId));
  const factors = await priceFactors(db, currency);
  // The fee factor the prices are computed with (1 + fee / 100), back to the percent the settings hold.
  const feePercent = Math.round((Number(factors.fee) - 1) * 1_000_000) / 10_000;
  const where = listConditions(query);
  const pageIds = pageIdsSql(query, where, await walkedStatesNow(db, query.state ?? [], manyStale));
  const rate = `${where.param(factors.rate)}::numeric`;
  const fee = `${where.param(factors.fee)}::numeric`;
  const { rows } = await db.transaction(async (tx) => {
    // A page is read through index walks or few rows, never needing PostgreSQL's parallel workers; but where the clock
    // decides (a stale price), the planner expects a third of the listings and starts workers, which cost more to start
    // than the whole query (20 ms where it takes 1).
    await tx.query('SET LOCAL max_parallel_workers_per_gather = 0');
    return tx.query<ListingRow>(
      `SELECT items.id, items.game, items.name, items.market_hash_name, items.icon_url, items.definition_key,
       items.source, items.steam_bot AS bot, items.steam_asset_id AS asset_id, items.item_float::text AS item_float,
       ${listingStateSql} AS state, items.attention, items.inspection_due, items.inspected_at,
       items.off_sale_reason, items.off_sale_at, items.off_sale_by, off_sale_admin.username AS off_sale_by_name,
       holder.id AS order_id, holder.code AS order_code,
       round(items.market_value_usd * ${rate}, 2) AS reference_price, items.market_value_read_at AS reference_read_at,
       round(${marketRulePriceSql({ reference: 'items.market_value_usd', game: 'items.game', rarity: 'items.rarity' }, 'rules.value')} * ${rate}, 2) AS rule_price, round(items.fixed_price_usd * ${rate}, 2) AS fixed_price,
       items.fixed_price_usd, ${shownPriceSql(`${fee} * ${rate}`, 'items.price_base_usd')} AS price, items.listed_at
     FROM (${pageIds}) AS page
       JOIN items ON items.id = page.id
       CROSS JOIN ${priceRulesFrom}
       LEFT JOIN users AS off_sale_admin ON off_sale_admin.id = items.off_sale_by
       LEFT JOIN LATERAL (
         SELECT coalesce(
           (SELECT reservations.order_id FROM reservations WHERE items.reserved AND reservations.item_id = items.id),
           (SELECT order_items.order_id FROM order_items WHERE items.sold AND order_items.item_id = items.id
            ORDER BY order_items.order_id DESC LIMIT 1)) AS order_id
       ) AS holding ON true
       LEFT JOIN orders AS holder ON holder.id = holding.order_id
     ORDER BY ${orderSql(query.sort, 'items')}`,
      where.params,
    );
  });
  return { ...pageOf(rows.map(rowOf), query), currency, service_fee_percent: feePercent };
}

/** A listing as an action finds it, locked until its transaction ends. */
interface LockedListing extends ListingFacts {
  id: number;
  price_base_usd: number | null;
}

async function lockListings(tx: Db, ids: readonly number[]): Promise<Map<number, LockedListing>> {
  const { rows } = await tx.query<LockedListing>(
    `SELECT items.id, ${listingStateSql} AS state, items.off_sale_reason, items.off_sale_by, items.fixed_price_usd,
       items.price_base_usd
     FROM items WHERE items.id = ANY($1::int[]) ORDER BY items.id FOR UPDATE`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** None of the listings could be changed: 409 with why (their one reason, or that none could). */
export class ListingActionRefused extends Error {
  readonly statusCode = 409;
}

const refusals: Record<ListingSkipReason, string> = {
  not_found: adminListingMessages.notFound,
  sold: adminListingMessages.sold,
  already_off_sale: adminListingMessages.alreadyOffSale,
  not_off_sale: adminListingMessages.notOffSale,
  off_sale_by_sync: adminListingMessages.offSaleBySync,
  no_fixed_price: adminListingMessages.noFixedPrice,
  same_price: adminListingMessages.samePrice,
};

interface ListingChange {
  adminId: number;
  ids: readonly number[];
  action: AdminListingAction;
  reason: string;
  /** Also skips a listing the action applies to but would not change (a fixed price it already has). */
  unchanged?: (listing: LockedListing) => ListingSkipReason | undefined;
  /** Changes the listings the action applies to (locked), then refreshes their sale. */
  apply: (tx: Db, ids: number[]) => Promise<void>;
  /** What the audit keeps of a listing, before and after. */
  audited: (listing: LockedListing) => Record<string, unknown>;
  /** Added to each audit row's `after` (the price as the admin typed it). */
  entered?: Record<string, unknown>;
  detail: string;
}

/**
 * Runs an action on the listings it applies to, in one transaction: each listing locked, checked, changed, and
 * audited (before, after, the admin's reason); the others left as they were and said why. Refused (409) when none
 * could be changed.
 */
async function changeListings(db: Db, change: ListingChange): Promise<AdminListingActionAnswer> {
  return db.transaction(async (tx) => {
    const found = await lockListings(tx, change.ids);
    const skipped: AdminListingActionAnswer['skipped'] = [];
    const changed: number[] = [];
    for (const id of change.ids) {
      const listing = found.get(id);
      const reason = listing ? (skipReasonOf(change.action, listing) ?? change.unchanged?.(listing)) : 'not_found';
      if (reason) skipped.push({ id, reason });
      else changed.push(id);
    }
    if (changed.length === 0) {
      const reasons = new Set(skipped.map((skip) => skip.reason));
      const [only] = reasons;
      throw new ListingActionRefused(reasons.size === 1 && only ? refusals[only] : adminListingMessages.nothingChanged);
    }
    await change.apply(tx, changed);
    const after = await lockListings(tx, changed);
    for (const id of changed) {
      const before = found.get(id);
      const now = after.get(id);
      if (!before || !now) throw new Error(`Listing ${id} vanished while locked`);
      await recordAdminAction(tx, {
        adminId: change.adminId,
        action: `listing.${change.action}`,
        targetType: 'listing',
        targetId: id,
        before: change.audited(before),
        after: { ...change.audited(now), ...change.entered },
        reason: change.reason,
      });
    }
    return { detail: change.detail, changed, skipped };
  });
}

const saleFacts = (listing: LockedListing) => ({
  state: listing.state,
  off_sale_reason: listing.off_sale_reason,
  off_sale_by: listing.off_sale_by,
});
const priceFacts = (listing: LockedListing) => ({
  state: listing.state,
  fixed_price_usd: listing.fixed_price_usd,
  price_base_usd: listing.price_base_usd,
});

/** Takes listings off sale with the admin's reason (kept on the listing and in the audit log). */
export function takeListingsOffSale(db: Db, adminId: number, ids: readonly number[], reason: string) {
  return changeListings(db, {
    adminId,
    ids,
    action: 'take_off_sale',
    reason,
    apply: async (tx, changed) => {
      await tx.query(
        'UPDATE items SET off_sale_reason = $2, off_sale_at = now(), off_sale_by = $3 WHERE id = ANY($1::int[])',
        [changed, reason, adminId],
      );
      await refreshListings(tx, changed);
    },
    audited: saleFacts,
    detail: adminListingMessages.takenOffSale,
  });
}

/** Puts listings an admin took off sale back: on sale again unless something else keeps them off. */
export function putListingsOnSale(db: Db, adminId: number, ids: readonly number[], reason: string) {
  return changeListings(db, {
    adminId,
    ids,
    action: 'put_on_sale',
    reason,
    apply: async (tx, changed) => {
      await tx.query(
        'UPDATE items SET off_sale_reason = NULL, off_sale_at = NULL, off_sale_by = NULL WHERE id = ANY($1::int[])',
        [changed],
      );
      await refreshListings(tx, changed);
    },
    audited: saleFacts,
    detail: adminListingMessages.putOnSale,
  });
}

/**
 * Sets listings' fixed price, typed in `currency` before the service fee (kept in US dollars, to 6 decimals, so it
 * reads back as typed), or clears it (`price` null): the rule's price applies again. Then reprices them.
 */
export async function fixListingsPrice(
  db: Db,
  adminId: number,
  body: { ids: readonly number[]; price: number | null; currency: CurrencyCode; reason: string },
) {
  const { rate } = await priceFactors(db, body.currency);
  const { price } = body;
  // A fixed price kept to 6 decimals of US dollars reads back in the admin's currency as it was typed.
  const shownIn = (usd: number) => Math.round(usd * Number(rate) * 100) / 100;
  return changeListings(db, {
    adminId,
    ids: body.ids,
    action: price === null ? 'clear_price' : 'fix_price',
    reason: body.reason,
    ...(price !== null && {
      unchanged: (listing: LockedListing) =>
        listing.fixed_price_usd !== null && shownIn(listing.fixed_price_usd) === price ? 'same_price' : undefined,
      entered: { entered_price: price, currency: body.currency },
    }),
    apply: async (tx, changed) => {
      await tx.query(
        'UPDATE items SET fixed_price_usd = round($2::numeric / $3::numeric, 6) WHERE id = ANY($1::int[])',
        [changed, price, rate],
      );
      await repriceListings(tx, changed, 'fixed');
    },
    audited: priceFacts,
    detail: price === null ? adminListingMessages.priceCleared : adminListingMessages.priceFixed,
  });
}
