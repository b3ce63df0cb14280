import type { Db } from '../../db/db.ts';
import { sandboxBotAccountName, sandboxBotSteamId, sandboxOfferBuyerSql } from '../../trading/sandboxBot.ts';
import { ETradeOfferState } from '../../trading/tradeBot.ts';

/** SANDBOX: a trade offer as its buyer sees it on the sandbox trade offers page. */
export interface OfferToBuyer {
  id: string;
  message: string;
  state: number;
  item_count: number;
  created_at: Date;
}

export type OfferAnswer = 'accept' | 'decline';

const offersShown = 20;

/** The newest offers the sandbox bot sent to this account's trade links. */
export async function offersToBuyer(db: Db, steamId: string): Promise<OfferToBuyer[]> {
  const { rows } = await db.query<OfferToBuyer>(
    `SELECT id::text, message, state, cardinality(item_ids) AS item_count, created_at FROM sandbox_trade_offers
     WHERE ${sandboxOfferBuyerSql} = $1 ORDER BY id DESC LIMIT $2`,
    [steamId, offersShown],
  );
  return rows;
}

/**
 * The buyer accepts or declines an active offer of theirs, as on Steam's page; false when it is not theirs or no
 * longer active (already answered, or still waiting for the bot's mobile confirmation).
 */
export async function answerOffer(db: Db, steamId: string, offerId: string, answer: OfferAnswer): Promise<boolean> {
  // An accepted offer's skins leave the bot's sandbox inventory, as on Steam.
  const { rows } = await db.query<{ answered: boolean }>(
    `WITH answered AS (
       UPDATE sandbox_trade_offers SET state = $3, updated_at = now()
       WHERE id = $1 AND state = $4 AND ${sandboxOfferBuyerSql} = $2 RETURNING id, state, item_ids
     ),
     delivered AS (
       DELETE FROM sandbox_inventory_assets WHERE steam_id = $5 AND assetid IN (
         SELECT items.steam_asset_id FROM items, answered
         WHERE answered.state = $6 AND items.id = ANY(answered.item_ids) AND items.steam_bot = $7)
     )
     SELECT true AS answered FROM answered`,
    [
      offerId,
      steamId,
      answer === 'accept' ? ETradeOfferState.Accepted : ETradeOfferState.Declined,
      ETradeOfferState.Active,
      sandboxBotSteamId,
      ETradeOfferState.Accepted,
      sandboxBotAccountName,
    ],
  );
  return rows.length === 1;
}

export async function setAnswersOffersByHand(db: Db, steamId: string, byHand: boolean): Promise<void> {
  await db.query('UPDATE sandbox_steam_accounts SET answers_offers_by_hand = $2 WHERE steam_id = $1', [
    steamId,
    byHand,
  ]);
}
