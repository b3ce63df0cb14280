import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import SteamTotp from 'steam-totp';
import { formatSteamPrice } from '../../pricing/steamMarket.ts';
import { type SteamInventoryAsset, steamInventoryPage } from '../../sandbox/steam/steamInventory.ts';
import { ETradeOfferState } from '../tradeBot.ts';
import type { SteamBotAccount } from './botConfig.ts';

/**
 * TEST: a local stand-in for the Steam web endpoints a trade bot uses, in Steam's own wire format:
 * steamcommunity.com's `tradeoffer/new/send` (form with sessionid, partner, json_tradeoffer, message) and
 * `mobileconf/getlist` / `mobileconf/ajaxop` (confirmation keys checked with steam-totp), its inventory pages
 * (`inventory/<steamid>/<appid>/<context>`: assets, descriptions, more_items, last_assetid; 429 when throttled, 403
 * with null when private) and the market's `priceoverview`, and api.steampowered.com's IEconService GetTradeOffer,
 * GetTradeOffers and GetTradeStatus. The real steamcommunity and steam-tradeoffer-manager talk to it through
 * `fakeSteamRequest`, which sends their Steam URLs here; the market price source fetches it directly.
 */
export interface FakeSteam {
  origin: string;
  /** Signs a bot in: its steamcommunity.com cookies, as steam-user's `webSession` hands them over. */
  webSession(account: SteamBotAccount): string[];
  /** Sign-ins so far, by account name. */
  signIns: Map<string, number>;
  /** Steam ends every web session: the next request of each bot is answered as signed out. */
  endSessions(): void;
  offers: Map<string, FakeOffer>;
  /** The states GetTradeOffer reports next for an offer, one per read (its state stays at the last one). */
  script(offerId: string, states: number[]): void;
  /** The trade of an accepted offer is rolled back (trade protection, support). */
  rollBack(offerId: string): void;
  /** A pending confirmation for something no order of ours made (another offer, a market listing). */
  addForeignConfirmation(accountName: string, creator: string): string;
  /** Confirmations still waiting, by account name. */
  pendingConfirmations(accountName: string): FakeConfirmation[];
  /** Confirmation requests refused for a wrong or stale key. */
  refusedKeys: number;
  /** The shop's Web API key (STEAM_API_KEY) GetTradeHoldDurations takes. */
  apiKey: string;
  /** A buyer Steam knows: their trade link's token and how long Steam would hold offers to them. */
  addBuyer(steamId: string, buyer: { token: string; holdSeconds: number }): void;
  /** The next `count` GetTradeHoldDurations requests are throttled (429). */
  throttleTradeHolds(count: number): void;
  /** A bot's SteamID64. */
  steamIdOf(accountName: string): string;
  /** What a bot holds of one game, newest first, as its inventory pages list it. */
  setInventory(accountName: string, appId: number, assets: SteamInventoryAsset[]): void;
  inventoryOf(accountName: string, appId: number): SteamInventoryAsset[];
  /** At most this many assets a page, whatever the request's `count` (Steam's own cap is 2000). */
  setInventoryPageSize(size: number): void;
  /** Steam answers a bot's inventory as private (403, a body of null). */
  setInventoryPrivate(accountName: string, isPrivate: boolean): void;
  /** The next `count` inventory page requests are throttled (429). */
  throttleInventories(count: number): void;
  /** Inventory page requests so far. */
  readonly inventoryRequests: number;
  /** The market's prices of a name in US dollars (each null: not on the market now); null: a name it does not list. */
  setMarketPrice(appId: number, marketHashName: string, prices: FakeMarketPrice | null): void;
  /** The next `count` priceoverview requests are throttled (429, with Retry-After when given). */
  throttleMarket(count: number, retryAfterSeconds?: number): void;
  /** The next `count` priceoverview requests fail (503). */
  failMarket(count: number): void;
  /** priceoverview requests so far. */
  readonly marketRequests: number;
  close(): Promise<void>;
}

export interface FakeMarketPrice {
  lowestUsd: number | null;
  medianUsd: number | null;
  volume: number | null;
}

export interface FakeOffer {
  id: string;
  bot: string;
  partnerAccountId: number;
  token: string | undefined;
  message: string;
  assets: { appid: number; contextid: string; assetid: string }[];
  state: number;
  tradeId: string | null;
  tradeStatus: number;
  pendingStates: number[];
}

interface FakeConfirmation {
  id: string;
  nonce: string;
  creator: string;
  type: number;
}

interface BotAccountState {
  account: SteamBotAccount;
  steamId: string;
  sessionId: string;
  accessToken: string;
  confirmations: FakeConfirmation[];
}

const confirmationTypeTrade = 2;
/** ETradeStatus.Complete and .FullSupportRollback. */
const tradeComplete = 3;
const tradeRolledBack = 6;
const keySkewSeconds = 60;
const steamHosts = ['steamcommunity.com', 'api.steampowered.com'];

let nextSteamId = 76561198900000000n;
let nextOfferId = 7_100_000_000;

export async function startFakeSteam(accounts: SteamBotAccount[]): Promise<FakeSteam> {
  const bots = new Map<string, BotAccountState>();
  const offers = new Map<string, FakeOffer>();
  const signIns = new Map<string, number>();
  let refusedKeys = 0;
  const apiKey = randomBytes(16).toString('hex').toUpperCase();
  const buyers = new Map<string, { token: string; holdSeconds: number }>();
  let throttledTradeHolds = 0;
  const inventories = new Map<string, SteamInventoryAsset[]>();
  const privateInventories = new Set<string>();
  let inventoryPageSize = 2000;
  let throttledInventories = 0;
  let inventoryRequests = 0;
  const market = new Map<string, FakeMarketPrice | null>();
  let throttledMarket = 0;
  let marketRetryAfter: number | undefined;
  let failingMarket = 0;
  let marketRequests = 0;
  const usdRates: Record<string, number> = { '1': 1, '3': 0.9 };

  for (const account of accounts) {
    nextSteamId += 1n;
    bots.set(account.accountName, {
      account,
      steamId: String(nextSteamId),
      sessionId: '',
      accessToken: '',
      confirmations: [],
    });
  }

  const botByCookies = (cookieHeader: string | undefined) => {
    const cookies = new Map(
      (cookieHeader ?? '').split(';').map((part) => {
        const [name, ...value] = part.trim().split('=');
        return [name, decodeURIComponent(value.join('='))] as const;
      }),
    );
    const [steamId, token] = (cookies.get('steamLoginSecure') ?? '').split('||');
    const bot = [...bots.values()].find((candidate) => candidate.steamId === steamId);
    if (!bot?.accessToken || token !== bot.accessToken) return undefined;
    return { bot, sessionId: cookies.get('sessionid') };
  };
  const botByToken = (token: string | null) =>
    [...bots.values()].find((bot) => bot.accessToken !== '' && bot.accessToken === token);

  const keyIsValid = (bot: BotAccountState, params: URLSearchParams, tag: string) => {
    const time = Number(params.get('t'));
    const valid =
      params.get('tag') === tag &&
      params.get('a') === bot.steamId &&
      params.get('p') === SteamTotp.getDeviceID(bot.steamId) &&
      Math.abs(time - Math.floor(Date.now() / 1000)) <= keySkewSeconds &&
      params.get('k') === SteamTotp.getConfirmationKey(bot.account.identitySecret, time, tag);
    if (!valid) refusedKeys += 1;
    return valid;
  };

  function offerJson(offer: FakeOffer) {
    const now = Math.floor(Date.now() / 1000);
    return {
      tradeofferid: offer.id,
      accountid_other: offer.partnerAccountId,
      message: offer.message,
      expiration_time: now + 14 * 86_400,
      trade_offer_state: offer.state,
      items_to_give: offer.assets.map((asset) => ({
        ...asset,
        classid: '1',
        instanceid: '0',
        amount: '1',
        missing: false,
      })),
      items_to_receive: [],
      is_our_offer: true,
      time_created: now,
      time_updated: now,
      tradeid: offer.tradeId ?? undefined,
      from_real_time_trade: false,
      escrow_end_date: 0,
      confirmation_method: 2,
    };
  }

  /** GetTradeOffer reads the offer as Steam would report it now (the scripted states first). */
  function readOffer(offer: FakeOffer) {
    const next = offer.pendingStates.shift();
    if (next !== undefined) offer.state = next;
    if (offer.state === ETradeOfferState.Accepted && !offer.tradeId) {
      offer.tradeId = String(offer.id).replace(/^7/, '4');
      offer.tradeStatus = tradeComplete;
    }
    return offerJson(offer);
  }

  function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  }

  /** `inventory/<steamid>/<appid>/<contextid>?l=&count=&start_assetid=`, as Steam pages it. */
  function inventory(path: string, params: URLSearchParams, response: ServerResponse) {
    inventoryRequests += 1;
    const [, , steamId, appId, contextId] = path.split('/');
    if (throttledInventories > 0) {
      throttledInventories -= 1;
      return json(response, 429, null);
    }
    const bot = [...bots.values()].find((candidate) => candidate.steamId === steamId);
    if (!bot || privateInventories.has(bot.account.accountName)) return json(response, 403, null);
    const assets = inventories.get(`${bot.account.accountName}/${appId}`) ?? [];
    const count = Math.min(Number(params.get('count') ?? 75), inventoryPageSize);
    const page = steamInventoryPage(
      assets,
      { count, startAssetId: params.get('start_assetid') ?? undefined },
      contextId ?? '2',
    );
    return json(response, 200, page);
  }

  /** `market/priceoverview/?appid=&currency=&market_hash_name=`, prices written as Steam writes them. */
  function priceOverview(params: URLSearchParams, response: ServerResponse) {
    marketRequests += 1;
    if (throttledMarket > 0) {
      throttledMarket -= 1;
      return json(response, 429, null, marketRetryAfter ? { 'retry-after': String(marketRetryAfter) } : {});
    }
    if (failingMarket > 0) {
      failingMarket -= 1;
      response.writeHead(503, { 'content-type': 'text/html' });
      return response.end('<html><body>Service Unavailable</body></html>');
    }
    const prices = market.get(`${params.get('appid')}/${params.get('market_hash_name')}`);
    if (!prices) return json(response, 500, { success: false });
    const currency = params.get('currency') === '3' ? 'EUR' : 'USD';
    const rate = usdRates[params.get('currency') ?? '1'] ?? 1;
    const written = (usd: number | null) => (usd === null ? undefined : formatSteamPrice(usd * rate, currency));
    return json(response, 200, {
      success: true,
      ...(prices.lowestUsd !== null && { lowest_price: written(prices.lowestUsd) }),
      ...(prices.volume !== null && { volume: prices.volume.toLocaleString('en-US') }),
      ...(prices.medianUsd !== null && { median_price: written(prices.medianUsd) }),
    });
  }

  function community(
    path: string,
    params: URLSearchParams,
    cookieHeader: string | undefined,
    response: ServerResponse,
  ) {
    if (path.startsWith('/inventory/')) return inventory(path, params, response);
    if (path === '/market/priceoverview/') return priceOverview(params, response);
    const signedIn = botByCookies(cookieHeader);
    if (path === '/tradeoffer/new/send') {
      if (!signedIn) return json(response, 401, null);
      if (!signedIn.sessionId || params.get('sessionid') !== signedIn.sessionId) {
        return json(response, 200, { strError: 'There was an error sending your trade offer. (8)' });
      }
      const partner = BigInt(params.get('partner') ?? '0');
      const createParams = JSON.parse(params.get('trade_offer_create_params') ?? '{}') as {
        trade_offer_access_token?: string;
      };
      const tradeOffer = JSON.parse(params.get('json_tradeoffer') ?? '{}') as {
        me?: { assets?: FakeOffer['assets'] };
      };
      const assets = tradeOffer.me?.assets ?? [];
      if (assets.length === 0) return json(response, 200, { strError: 'The trade offer is empty. (15)' });
      nextOfferId += 1;
      const offer: FakeOffer = {
        id: String(nextOfferId),
        bot: signedIn.bot.account.accountName,
        partnerAccountId: Number(partner & 0xffffffffn),
        token: createParams.trade_offer_access_token,
        message: params.get('tradeoffermessage') ?? '',
        assets: assets.map(({ appid, contextid, assetid }) => ({
          appid: Number(appid),
          contextid: String(contextid),
          assetid: String(assetid),
        })),
        state: ETradeOfferState.CreatedNeedsConfirmation,
        tradeId: null,
        tradeStatus: 0,
        pendingStates: [],
      };
      offers.set(offer.id, offer);
      signedIn.bot.confirmations.push({
        id: String(9_000_000 + offers.size),
        nonce: randomBytes(8).toString('hex'),
        creator: offer.id,
        type: confirmationTypeTrade,
      });
      return json(response, 200, {
        tradeofferid: offer.id,
        needs_mobile_confirmation: true,
        needs_email_confirmation: false,
      });
    }
    if (path === '/mobileconf/getlist') {
      if (!signedIn) return json(response, 200, { success: false, needauth: true });
      if (!keyIsValid(signedIn.bot, params, 'conf'))
        return json(response, 200, { success: false, message: 'Invalid authenticator' });
      return json(response, 200, {
        success: true,
        conf: signedIn.bot.confirmations.map((confirmation) => ({
          id: confirmation.id,
          nonce: confirmation.nonce,
          creator_id: confirmation.creator,
          type: confirmation.type,
          type_name: 'Trade Offer',
          headline: 'Trade with a buyer',
          summary: ['You will give an item', 'You will receive nothing'],
          creation_time: Math.floor(Date.now() / 1000),
          icon: '',
        })),
      });
    }
    if (path === '/mobileconf/ajaxop') {
      if (!signedIn) return json(response, 200, { success: false, needauth: true });
      if (params.get('op') !== 'allow' || !keyIsValid(signedIn.bot, params, 'allow'))
        return json(response, 200, { success: false });
      const confirmations = signedIn.bot.confirmations;
      const index = confirmations.findIndex((c) => c.id === params.get('cid') && c.nonce === params.get('ck'));
      const confirmation = confirmations[index];
      if (!confirmation) return json(response, 200, { success: false, message: 'Unknown confirmation' });
      confirmations.splice(index, 1);
      const offer = offers.get(confirmation.creator);
      if (offer?.state === ETradeOfferState.CreatedNeedsConfirmation) offer.state = ETradeOfferState.Active;
      return json(response, 200, { success: true });
    }
    return json(response, 404, null);
  }

  /**
   * GetTradeHoldDurations: the key's owner is "my", the target "their". A target Steam does not know, or a token
   * that is not theirs, gets an answer without the escrow fields.
   */
  function tradeHoldDurations(params: URLSearchParams, response: ServerResponse) {
    if (throttledTradeHolds > 0) {
      throttledTradeHolds -= 1;
      return json(response, 429, null);
    }
    if (params.get('key') !== apiKey) {
      response.writeHead(403, { 'content-type': 'text/html' });
      return response.end('<html><head><title>Forbidden</title></head><body><h1>Forbidden</h1></body></html>');
    }
    const buyer = buyers.get(params.get('steamid_target') ?? '');
    if (!buyer || buyer.token !== params.get('trade_offer_access_token')) return json(response, 200, { response: {} });
    const escrow = (seconds: number) => ({ escrow_end_duration_seconds: seconds });
    return json(response, 200, {
      response: {
        my_escrow: escrow(0),
        their_escrow: escrow(buyer.holdSeconds),
        both_escrow: escrow(buyer.holdSeconds),
      },
    });
  }

  function webApi(path: string, params: URLSearchParams, response: ServerResponse) {
    if (path === '/IEconService/GetTradeHoldDurations/v1/') return tradeHoldDurations(params, response);
    const bot = botByToken(params.get('access_token'));
    if (!bot) {
      response.writeHead(403, { 'content-type': 'text/html' });
      return response.end('<html><body><h1>Access Denied</h1>Access is denied. Retrying will not help.</body></html>');
    }
    const mine = [...offers.values()].filter((offer) => offer.bot === bot.account.accountName);
    if (path === '/IEconService/GetTradeOffer/v1/') {
      const offer = mine.find((candidate) => candidate.id === params.get('tradeofferid'));
      return json(
        response,
        200,
        { response: offer ? { offer: readOffer(offer), descriptions: [] } : {} },
        { 'x-eresult': '1' },
      );
    }
    if (path === '/IEconService/GetTradeOffers/v1/') {
      return json(
        response,
        200,
        { response: { trade_offers_sent: mine.map(offerJson), trade_offers_received: [], next_cursor: 0 } },
        { 'x-eresult': '1' },
      );
    }
    if (path === '/IEconService/GetTradeStatus/v1/') {
      const offer = mine.find((candidate) => candidate.tradeId !== null && candidate.tradeId === params.get('tradeid'));
      const trades = offer
        ? [{ tradeid: offer.tradeId, status: offer.tradeStatus, time_init: Math.floor(Date.now() / 1000) }]
        : [];
      return json(response, 200, { response: { trades } }, { 'x-eresult': '1' });
    }
    return json(response, 404, null);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://fake-steam');
    const [, host, ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    const params = new URLSearchParams(url.search);
    for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) params.set(name, value);
    if (host === 'steamcommunity.com') return community(path, params, request.headers.cookie, response);
    if (host === 'api.steampowered.com') return webApi(path, params, response);
    return json(response, 404, null);
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const botNamed = (accountName: string) => {
    const bot = bots.get(accountName);
    if (!bot) throw new Error(`No fake Steam account ${accountName}`);
    return bot;
  };

  return {
    origin,
    webSession(account) {
      const bot = botNamed(account.accountName);
      if (bot.account.password !== account.password) throw new Error('InvalidPassword');
      signIns.set(account.accountName, (signIns.get(account.accountName) ?? 0) + 1);
      bot.sessionId = randomBytes(12).toString('hex');
      bot.accessToken = `eyJ.fake.${randomBytes(12).toString('hex')}`;
      return [`sessionid=${bot.sessionId}`, `steamLoginSecure=${bot.steamId}%7C%7C${bot.accessToken}`];
    },
    signIns,
    endSessions() {
      for (const bot of bots.values()) bot.accessToken = '';
    },
    offers,
    script(offerId, states) {
      const offer = offers.get(offerId);
      if (!offer) throw new Error(`No fake offer ${offerId}`);
      offer.pendingStates.push(...states);
    },
    rollBack(offerId) {
      const offer = offers.get(offerId);
      if (!offer?.tradeId) throw new Error(`Offer ${offerId} has no trade to roll back`);
      offer.tradeStatus = tradeRolledBack;
    },
    addForeignConfirmation(accountName, creator) {
      const id = String(8_000_000 + Math.floor(Math.random() * 1_000_000));
      botNamed(accountName).confirmations.push({
        id,
        nonce: randomBytes(8).toString('hex'),
        creator,
        type: confirmationTypeTrade,
      });
      return id;
    },
    pendingConfirmations: (accountName) => [...botNamed(accountName).confirmations],
    get refusedKeys() {
      return refusedKeys;
    },
    apiKey,
    addBuyer: (steamId, buyer) => buyers.set(steamId, buyer),
    throttleTradeHolds(count) {
      throttledTradeHolds = count;
    },
    steamIdOf: (accountName) => botNamed(accountName).steamId,
    setInventory(accountName, appId, assets) {
      botNamed(accountName);
      inventories.set(`${accountName}/${appId}`, [...assets]);
    },
    inventoryOf: (accountName, appId) => [...(inventories.get(`${accountName}/${appId}`) ?? [])],
    setInventoryPageSize(size) {
      inventoryPageSize = size;
    },
    setInventoryPrivate(accountName, isPrivate) {
      if (isPrivate) privateInventories.add(accountName);
      else privateInventories.delete(accountName);
    },
    throttleInventories(count) {
      throttledInventories = count;
    },
    get inventoryRequests() {
      return inventoryRequests;
    },
    setMarketPrice(appId, marketHashName, prices) {
      market.set(`${appId}/${marketHashName}`, prices);
    },
    throttleMarket(count, retryAfterSeconds) {
      throttledMarket = count;
      marketRetryAfter = retryAfterSeconds;
    },
    failMarket(count) {
      failingMarket = count;
    },
    get marketRequests() {
      return marketRequests;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

type RequestFunction = ((options: RequestOptions, callback: unknown) => unknown) & {
  defaults(defaults: Record<string, unknown>): RequestFunction;
};
interface RequestOptions {
  url?: string;
  uri?: string;
  headers?: Record<string, string>;
  jar?: unknown;
}
interface CookieJar {
  getCookieString(url: string): string;
}

/**
 * TEST: the `request` steamcommunity sends every HTTP call through (its `request` option; steam-tradeoffer-manager
 * calls go through the community's too), with Steam's hosts sent to the fake at `origin`: `https://steamcommunity
 * .com/x` becomes `<origin>/steamcommunity.com/x`, carrying the cookies the community's jar holds for the
 * real URL. Everything else about the request (form, query, JSON, checks on the answer) is the library's own.
 */
export function fakeSteamRequest(origin: string): RequestFunction {
  // `request` as steamcommunity itself loads it.
  const request = createRequire(createRequire(import.meta.url).resolve('steamcommunity'))('request') as RequestFunction;
  const redirect = (options: RequestOptions, jar: CookieJar | undefined): RequestOptions => {
    const original = new URL(options.url ?? options.uri ?? '');
    if (!steamHosts.includes(original.hostname)) return options;
    const target = `${origin}/${original.hostname}${original.pathname}${original.search}`;
    const cookie = jar?.getCookieString(original.href);
    return {
      ...options,
      url: target,
      uri: target,
      jar: false,
      headers: { ...options.headers, ...(cookie ? { cookie } : {}) },
    };
  };
  const wrap = (inner: RequestFunction, jar: CookieJar | undefined): RequestFunction =>
    Object.assign(
      (options: RequestOptions, callback: unknown) =>
        inner(redirect(options, (options.jar as CookieJar) ?? jar), callback),
      {
        defaults: (defaults: Record<string, unknown>) =>
          wrap(inner.defaults(defaults), (defaults.jar as CookieJar) ?? jar),
      },
    );
  return wrap(request.defaults({}), undefined);
}
