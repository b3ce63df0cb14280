import type { Db } from '../../db/db.ts';
import type { TradeBot } from '../tradeBot.ts';
import type { SteamAsset, SteamBot } from './steamBot.ts';

/** Steam app ids of our games; every one keeps tradable items in inventory context 2. */
const steamAppIds = { csgo: 730, dota2: 570, rust: 252490 } as const;
const tradableContextId = '2';

export interface SteamTradeBots extends TradeBot {
  /** Each bot, whose inventory is also the shop's stock. */
  readonly bots: readonly SteamBot[];
  stop(): void;
}

/**
 * The shop's Steam bots as one TradeBot: an order's offer is sent by the bot that holds its skins
 * (items.steam_bot, items.steam_asset_id), and every later call about that offer goes to the bot that sent it
 * (steam_trade_offers), so any server instance can carry on an order another one started.
 */
export function createSteamTradeBots(db: Db, bots: SteamBot[]): SteamTradeBots {
  const byAccount = new Map(bots.map((bot) => [bot.accountName, bot]));
  const first = bots[0];
  if (!first) throw new Error('At least one Steam bot is needed');

  const remember = async (offerId: string, bot: SteamBot) => {
    await db.query(
      'INSERT INTO steam_trade_offers (offer_id, bot_account) VALUES ($1, $2) ON CONFLICT (offer_id) DO NOTHING',
      [offerId, bot.accountName],
    );
  };

  async function botOfOffer(offerId: string): Promise<SteamBot | undefined> {
    const { rows } = await db.query<{ bot_account: string }>(
      'SELECT bot_account FROM steam_trade_offers WHERE offer_id = $1',
      [offerId],
    );
    return rows[0] && byAccount.get(rows[0].bot_account);
  }

  return {
    bots,
    async senderName(itemIds, within) {
      const { rows } = await (within ?? db).query<{ steam_bot: string | null }>(
        'SELECT DISTINCT steam_bot FROM items WHERE id = ANY($1::int[])',
        [itemIds],
      );
      // An order's skins are held by one bot (createOffer refuses otherwise); unassigned ones go out with the first.
      const holder = rows.length === 1 ? rows[0]?.steam_bot : undefined;
      return (holder && byAccount.get(holder)?.personaName) || first.personaName;
    },

    async createOffer({ tradeLink, itemIds, message }) {
      const { rows } = await db.query<{
        id: number;
        game: keyof typeof steamAppIds;
        steam_bot: string | null;
        steam_asset_id: string | null;
      }>('SELECT id, game, steam_bot, steam_asset_id FROM items WHERE id = ANY($1::int[]) ORDER BY id', [itemIds]);
      const holders = new Set(rows.map((row) => row.steam_bot));
      const [holder] = holders;
      if (rows.length !== itemIds.length || holders.size !== 1 || !holder) {
        throw new Error(`Items ${itemIds.join(', ')} are not all held by one configured bot: assign them first`);
      }
      const bot = byAccount.get(holder);
      if (!bot) throw new Error(`Items ${itemIds.join(', ')} are held by ${holder}, which is not in STEAM_BOTS`);
      const assets: SteamAsset[] = rows.map((row) => ({
        appid: steamAppIds[row.game],
        contextid: tradableContextId,
        assetid: row.steam_asset_id as string,
      }));
      const offer = await bot.createOffer({ tradeLink, assets, message });
      await remember(offer.id, bot);
      return offer;
    },

    async findSentOffer(marker) {
      for (const bot of bots) {
        const offer = await bot.findSentOffer(marker);
        if (offer) {
          await remember(offer.id, bot);
          return offer;
        }
      }
      return undefined;
    },

    async getOffer(offerId) {
      return (await botOfOffer(offerId))?.getOffer(offerId);
    },

    async confirmOffer(offerId) {
      // An offer no bot of ours sent is never confirmed.
      return (await (await botOfOffer(offerId))?.confirmOffer(offerId)) ?? false;
    },

    async isTradeReversed(offerId) {
      return (await (await botOfOffer(offerId))?.isTradeReversed(offerId)) ?? false;
    },

    statuses: () => bots.map((bot) => bot.status()),
    stop: () => {
      for (const bot of bots) bot.stop();
    },
  };
}
