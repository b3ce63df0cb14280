import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/db.ts';
import {
  type BotStatus,
  confirmationKey,
  ETradeOfferState,
  type SentOffer,
  steamTime,
  type TradeBot,
} from './tradeBot.ts';

/** SANDBOX: the bot's name in the demo. */
export const sandboxBotPersonaName = 'SkinsMarket Bot #1 (sandbox)';
/** SANDBOX: the bot's account name, which its listings name as their holder (items.steam_bot). */
export const sandboxBotAccountName = 'sandbox_bot';
/**
 * SANDBOX: the bot's Steam id: its inventory is the demo's stock (server/sandbox/steam/inventory.ts), and its CS2 items
 * are inspected by the sandbox game coordinator.
 */
export const sandboxBotSteamId = '76561199000000042';

/**
 * SANDBOX: SQL for the Steam id of the buyer a sandbox offer goes to, from its trade link's `partner` (the
 * 32-bit account id; numeric, so no stored link can overflow the sum).
 */
export const sandboxOfferBuyerSql = `(substring(sandbox_trade_offers.trade_link from '[?&]partner=([0-9]+)')::numeric
  + 76561197960265728)::text`;

/** SANDBOX: the one bot, always signed in (it lives in our database). */
const sandboxBotStatus: BotStatus = {
  accountName: sandboxBotAccountName,
  personaName: sandboxBotPersonaName,
  state: 'online',
  lastError: null,
  failedSignIns: 0,
  nextSignInAt: null,
};

/** Confirmation keys are accepted for this long around the time they name, as Steam does. */
const confirmationTimeSkewSeconds = 60;

interface OfferRow {
  id: number;
  state: number;
  message: string;
  accept_at: Date | null;
  reversed: boolean;
}

/**
 * SANDBOX: a trade bot kept in our database (sandbox_trade_offers). Offers start as needing a mobile
 * confirmation; a confirmation is accepted only with a valid identity-secret key; the sandbox buyer accepts
 * `buyerAcceptDelayMs` after the confirmation, unless the buyer's sandbox account answers offers by hand (the
 * tester accepts or declines on the sandbox trade offers page). Everything lives in the database, so a restart
 * loses nothing.
 */
export function createSandboxTradeBot(db: Db, identitySecret: string, buyerAcceptDelayMs: number): TradeBot {
  const keyIsValid = (time: number, key: string, tag: string) => {
    if (Math.abs(Date.now() / 1000 - time) > confirmationTimeSkewSeconds) return false;
    const expected = Buffer.from(confirmationKey(identitySecret, time, tag));
    const given = Buffer.from(key);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const offerOf = (row: OfferRow): SentOffer => ({ id: String(row.id), state: row.state, message: row.message });
  const offerIdParam = (offerId: string) => (/^\d{1,15}$/.test(offerId) ? Number(offerId) : -1);

  // What Steam does with confirmation requests: each is refused unless its key is right for its time and tag.
  async function listConfirmations(time: number, key: string) {
    if (!keyIsValid(time, key, 'conf')) throw new Error('Invalid confirmation key');
    const { rows } = await db.query<{ id: number }>('SELECT id FROM sandbox_trade_offers WHERE state = $1', [
      ETradeOfferState.CreatedNeedsConfirmation,
    ]);
    return rows.map((row) => ({ id: `conf-${row.id}`, creator: String(row.id) }));
  }
  async function allowConfirmation(offerId: string, time: number, key: string) {
    if (!keyIsValid(time, key, 'allow')) throw new Error('Invalid confirmation key');
    await db.query(
      `UPDATE sandbox_trade_offers
       SET state = $2, accept_at = now() + $3::int * interval '1 millisecond', updated_at = now()
       WHERE id = $1 AND state = $4`,
      [offerIdParam(offerId), ETradeOfferState.Active, buyerAcceptDelayMs, ETradeOfferState.CreatedNeedsConfirmation],
    );
  }

  return {
    senderName: async () => sandboxBotPersonaName,
    statuses: () => [sandboxBotStatus],
    async createOffer({ tradeLink, itemIds, message }) {
      const { rows } = await db.query<OfferRow>(
        `INSERT INTO sandbox_trade_offers (trade_link, message, item_ids, state) VALUES ($1, $2, $3, $4)
         RETURNING id, state, message, accept_at, reversed`,
        [tradeLink, message, itemIds, ETradeOfferState.CreatedNeedsConfirmation],
      );
      return offerOf(rows[0] as OfferRow);
    },
    async findSentOffer(marker) {
      const { rows } = await db.query<OfferRow>(
        `SELECT id, state, message, accept_at, reversed FROM sandbox_trade_offers
         WHERE strpos(message, $1) > 0 ORDER BY id DESC LIMIT 1`,
        [marker],
      );
      return rows[0] && offerOf(rows[0]);
    },
    async getOffer(offerId) {
      // The sandbox buyer accepts once the delay after the confirmation has passed, unless the tester answers; the
      // skins leave the bot's sandbox inventory, as on Steam.
      await db.query(
        `WITH accepted AS (
           UPDATE sandbox_trade_offers SET state = $2, updated_at = now()
           WHERE id = $1 AND state = $3 AND accept_at <= now()
             AND NOT EXISTS (SELECT 1 FROM sandbox_steam_accounts
               WHERE steam_id = ${sandboxOfferBuyerSql} AND answers_offers_by_hand)
           RETURNING item_ids
         )
         DELETE FROM sandbox_inventory_assets WHERE steam_id = $4 AND assetid IN (
           SELECT items.steam_asset_id FROM items, accepted
           WHERE items.id = ANY(accepted.item_ids) AND items.steam_bot = $5)`,
        [
          offerIdParam(offerId),
          ETradeOfferState.Accepted,
          ETradeOfferState.Active,
          sandboxBotSteamId,
          sandboxBotAccountName,
        ],
      );
      const { rows } = await db.query<OfferRow>(
        'SELECT id, state, message, accept_at, reversed FROM sandbox_trade_offers WHERE id = $1',
        [offerIdParam(offerId)],
      );
      return rows[0] && offerOf(rows[0]);
    },
    async confirmOffer(offerId) {
      const listTime = steamTime();
      const confirmations = await listConfirmations(listTime, confirmationKey(identitySecret, listTime, 'conf'));
      if (!confirmations.some((confirmation) => confirmation.creator === offerId)) return false;
      const allowTime = steamTime();
      await allowConfirmation(offerId, allowTime, confirmationKey(identitySecret, allowTime, 'allow'));
      return true;
    },
    async isTradeReversed(offerId) {
      const { rows } = await db.query<{ reversed: boolean }>(
        'SELECT reversed FROM sandbox_trade_offers WHERE id = $1',
        [offerIdParam(offerId)],
      );
      return rows[0]?.reversed ?? false;
    },
  };
}
