import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdFromSteamId64 } from '#contract/tradeUrl.ts';
import {
  type Buyer,
  createShopTestApp,
  orderState,
  paidOrder,
  runUntil,
  type ShopTestApp,
} from '../../orders/testKit.ts';
import { createOrderWorker, type OrderWorker, offerMarker } from '../../orders/worker.ts';
import { ETradeOfferState } from '../tradeBot.ts';
import type { SteamBotAccount } from './botConfig.ts';
import { type FakeSteam, fakeSteamRequest, startFakeSteam } from './fakeSteam.ts';
import { BotUnavailable, createSteamBot } from './steamBot.ts';
import { createSteamTradeBots, type SteamTradeBots } from './steamTradeBots.ts';

const secret = () => randomBytes(20).toString('base64');
const account = (accountName: string): SteamBotAccount => ({
  accountName,
  password: `pw-${accountName}`,
  sharedSecret: secret(),
  identitySecret: secret(),
  personaName: `SkinsMarket ${accountName}`,
});
const alpha = account('bot_alpha');
const beta = account('bot_beta');

let steam: FakeSteam;
let shop: ShopTestApp;
let buyer: Buyer;
let bots: SteamTradeBots;
let worker: OrderWorker;

beforeAll(async () => {
  steam = await startFakeSteam([alpha, beta]);
  shop = await createShopTestApp();
  buyer = await shop.buyer(1);
  const botOf = (botAccount: SteamBotAccount) =>
    createSteamBot({
      account: botAccount,
      signIn: async (signingIn) => steam.webSession(signingIn),
      community: { request: fakeSteamRequest(steam.origin) as never },
    });
  bots = createSteamTradeBots(shop.db, [botOf(alpha), botOf(beta)]);
  worker = createOrderWorker({
    db: shop.db,
    bot: bots,
    gatewayFor: () => undefined,
    jobs: shop.app.jobs,
    notices: {
      jobs: shop.app.jobs,
      siteOrigin: 'http://localhost:3000',
      senderName: (itemIds, tx) => bots.senderName(itemIds, tx),
    },
    log: shop.app.log,
    pollIntervalMs: 0,
    failedOfferPauseMs: 0,
  });
}, 60_000);
afterAll(async () => {
  bots.stop();
  await shop.close();
  await steam.close();
});

/** A paid order whose skin the given bot holds under a fresh asset id. */
async function paidOrderHeldBy(bot: SteamBotAccount) {
  const orderId = await paidOrder(shop, buyer);
  const assetId = String(30_000_000_000 + orderId);
  await shop.db.query(
    `UPDATE items SET steam_bot = $2, steam_asset_id = $3
     WHERE id IN (SELECT item_id FROM order_items WHERE order_id = $1)`,
    [orderId, bot.accountName, assetId],
  );
  const { rows } = await shop.db.query<{ code: string }>('SELECT code FROM orders WHERE id = $1', [orderId]);
  return { orderId, assetId, code: rows[0]?.code ?? '' };
}

const offerOf = async (orderId: number) => {
  const offerId = (await orderState(shop.db, orderId))?.context.offerId as string;
  const offer = steam.offers.get(offerId);
  if (!offer) throw new Error(`Steam has no offer ${offerId}`);
  return offer;
};
const transitionsOf = async (orderId: number) =>
  (
    await shop.db.query<{ to_status: string }>(
      'SELECT to_status FROM order_transitions WHERE order_id = $1 ORDER BY id',
      [orderId],
    )
  ).rows.map((row) => row.to_status);

describe('Steam trade bots (steam-tradeoffer-manager and steamcommunity against a local Steam)', () => {
  it('sends the offer from the bot holding the skin, with the order code, and confirms it with Steam Guard', async () => {
    const foreign = steam.addForeignConfirmation(beta.accountName, '7999999999');
    const { orderId, assetId, code } = await paidOrderHeldBy(beta);
    await runUntil(worker, shop.db, orderId, 'offer_sent', 3);
    const offer = await offerOf(orderId);
    expect(offer.bot).toBe(beta.accountName);
    expect(offer.message).toContain(offerMarker(code, 1));
    expect(offer.assets).toEqual([{ appid: expect.any(Number), contextid: '2', assetid: assetId }]);
    expect(offer.partnerAccountId).toBe(Number(accountIdFromSteamId64('76561198000000001')));
    expect(offer.token).toBe('Ab12Cd34');
    // The buyer and the admin are told the persona of the bot that holds the skin, not the first bot's.
    const { rows } = await shop.db.query<{ item_id: number }>('SELECT item_id FROM order_items WHERE order_id = $1', [
      orderId,
    ]);
    expect(await bots.senderName(rows.map((row) => row.item_id))).toBe('SkinsMarket bot_beta');
    expect(bots.statuses().find((status) => status.accountName === beta.accountName)?.state).toBe('online');

    await runUntil(worker, shop.db, orderId, 'awaiting_confirmation', 3);
    await runUntil(worker, shop.db, orderId, 'offer_sent', 3);
    expect(offer.state).toBe(ETradeOfferState.Active);
    expect(steam.refusedKeys).toBe(0);
    // The confirmation of something no order made is still waiting: never confirmed by the shop.
    expect(steam.pendingConfirmations(beta.accountName).map((confirmation) => confirmation.id)).toEqual([foreign]);
    expect(await bots.confirmOffer('7999999999')).toBe(false);
    expect(steam.pendingConfirmations(beta.accountName)).toHaveLength(1);

    steam.script(offer.id, [ETradeOfferState.Accepted]);
    await runUntil(worker, shop.db, orderId, 'delivered', 3);
  });

  it('delivers once when the offer flaps Accepted, Active, Accepted', async () => {
    const { orderId } = await paidOrderHeldBy(alpha);
    await runUntil(worker, shop.db, orderId, 'offer_sent', 6);
    await worker.runOnce();
    await worker.runOnce();
    const offer = await offerOf(orderId);
    steam.script(offer.id, [
      ETradeOfferState.Active,
      ETradeOfferState.Accepted,
      ETradeOfferState.Active,
      ETradeOfferState.Accepted,
    ]);
    for (let round = 0; round < 6; round += 1) await worker.runOnce();
    expect((await transitionsOf(orderId)).filter((status) => status === 'delivered')).toHaveLength(1);
    expect((await orderState(shop.db, orderId))?.status).toBe('delivered');
  });

  it('waits while the trade is held in escrow, then delivers', async () => {
    const { orderId } = await paidOrderHeldBy(alpha);
    await runUntil(worker, shop.db, orderId, 'awaiting_confirmation', 6);
    await runUntil(worker, shop.db, orderId, 'offer_sent', 3);
    const offer = await offerOf(orderId);
    steam.script(offer.id, [ETradeOfferState.InEscrow, ETradeOfferState.InEscrow]);
    await worker.runOnce();
    await worker.runOnce();
    expect((await orderState(shop.db, orderId))?.status).toBe('offer_sent');
    steam.script(offer.id, [ETradeOfferState.Accepted]);
    await runUntil(worker, shop.db, orderId, 'delivered', 3);
  });

  it.each([
    ['InvalidItems', ETradeOfferState.InvalidItems],
    ['CanceledBySecondFactor', ETradeOfferState.CanceledBySecondFactor],
  ])('sends a new offer after one ends as %s', async (_name, state) => {
    const { orderId, code } = await paidOrderHeldBy(alpha);
    await runUntil(worker, shop.db, orderId, 'awaiting_confirmation', 6);
    const first = await offerOf(orderId);
    steam.script(first.id, [state]);
    await runUntil(worker, shop.db, orderId, 'offer_expired', 3);
    await runUntil(worker, shop.db, orderId, 'offer_sent', 6);
    const second = await offerOf(orderId);
    expect(second.id).not.toBe(first.id);
    expect(second.message).toContain(offerMarker(code, 2));
  });

  it.each([
    ['Countered', ETradeOfferState.Countered],
    ['Canceled (we never cancel)', ETradeOfferState.Canceled],
  ])('sends nothing more after an offer %s until someone confirms', async (_name, state) => {
    const { orderId } = await paidOrderHeldBy(alpha);
    await runUntil(worker, shop.db, orderId, 'awaiting_confirmation', 6);
    await runUntil(worker, shop.db, orderId, 'offer_sent', 3);
    const offer = await offerOf(orderId);
    steam.script(offer.id, [state]);
    await runUntil(worker, shop.db, orderId, 'offer_suspicious', 3);
    const offersBefore = steam.offers.size;
    await shop.db.query('UPDATE orders SET next_run_at = now() WHERE id = $1', [orderId]);
    for (let round = 0; round < 3; round += 1) await worker.runOnce();
    expect(steam.offers.size).toBe(offersBefore);
    expect((await orderState(shop.db, orderId))?.status).toBe('offer_suspicious');
  });

  it('records a delivered trade that Steam rolled back under trade protection', async () => {
    const { orderId } = await paidOrderHeldBy(alpha);
    await runUntil(worker, shop.db, orderId, 'awaiting_confirmation', 6);
    await runUntil(worker, shop.db, orderId, 'offer_sent', 3);
    const offer = await offerOf(orderId);
    steam.script(offer.id, [ETradeOfferState.Accepted]);
    await runUntil(worker, shop.db, orderId, 'delivered', 3);
    steam.rollBack(offer.id);
    // Delivered orders are looked at again hourly; this one is due now.
    await shop.db.query('UPDATE orders SET next_run_at = now() WHERE id = $1', [orderId]);
    await runUntil(worker, shop.db, orderId, 'reversed', 3);
  });

  it('finds the offer a bot sent just before a crash instead of sending a second one', async () => {
    const { orderId, code, assetId } = await paidOrderHeldBy(alpha);
    const { rows } = await shop.db.query<{ item_id: number; trade_link: string }>(
      'SELECT item_id, trade_link FROM order_items JOIN orders ON orders.id = order_id WHERE order_id = $1',
      [orderId],
    );
    // The offer went out, then the process died before storing the transition (and which bot sent it).
    const lost = await bots.createOffer({
      tradeLink: rows[0]?.trade_link ?? '',
      itemIds: [rows[0]?.item_id ?? 0],
      message: `${offerMarker(code, 1)}. Check the code.`,
    });
    await shop.db.query('DELETE FROM steam_trade_offers WHERE offer_id = $1', [lost.id]);
    await runUntil(worker, shop.db, orderId, 'offer_sent', 3);
    expect((await offerOf(orderId)).id).toBe(lost.id);
    expect([...steam.offers.values()].filter((offer) => offer.assets[0]?.assetid === assetId)).toHaveLength(1);
    await runUntil(worker, shop.db, orderId, 'awaiting_confirmation', 3);
  });

  it('gets no confirmation through with keys from a wrong identity secret', async () => {
    const { orderId } = await paidOrderHeldBy(alpha);
    await runUntil(worker, shop.db, orderId, 'awaiting_confirmation', 6);
    const offer = await offerOf(orderId);
    const impostor = createSteamBot({
      account: { ...alpha, identitySecret: secret() },
      signIn: async (signingIn) => steam.webSession(signingIn),
      community: { request: fakeSteamRequest(steam.origin) as never },
    });
    const refusedBefore = steam.refusedKeys;
    await expect(impostor.confirmOffer(offer.id)).rejects.toThrow('Invalid authenticator');
    expect(steam.refusedKeys).toBe(refusedBefore + 1);
    expect(offer.state).toBe(ETradeOfferState.CreatedNeedsConfirmation);
    impostor.stop();
    // The shop's own bot (signed out by the impostor's sign-in) signs in again and confirms it.
    await runUntil(worker, shop.db, orderId, 'offer_sent', 4);
    expect(offer.state).toBe(ETradeOfferState.Active);
  });

  it('signs in again when Steam ends the web session', async () => {
    const { orderId } = await paidOrderHeldBy(alpha);
    await runUntil(worker, shop.db, orderId, 'awaiting_confirmation', 6);
    const before = steam.signIns.get(alpha.accountName) ?? 0;
    steam.endSessions();
    // The first call meets "Not Logged In"; the order is retried with a new session on a later round.
    await runUntil(worker, shop.db, orderId, 'offer_sent', 4);
    expect(steam.signIns.get(alpha.accountName)).toBe(before + 1);
  });
});

describe('a Steam bot that cannot sign in', () => {
  it('waits longer after each failed sign-in, and says why', async () => {
    let attempts = 0;
    const bot = createSteamBot({
      account: account('bot_locked'),
      signIn: async () => {
        attempts += 1;
        throw new Error('InvalidPassword');
      },
      retryMs: 60_000,
    });
    await expect(bot.getOffer('1')).rejects.toThrow('InvalidPassword');
    await expect(bot.getOffer('1')).rejects.toBeInstanceOf(BotUnavailable);
    expect(attempts).toBe(1);
    expect(bot.status()).toMatchObject({ state: 'waiting_to_retry', lastError: 'InvalidPassword', failedSignIns: 1 });
    const wait = (bot.status().nextSignInAt?.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(60_000);
  });
});
