import SteamTotp from 'steam-totp';
import TradeOfferManager from 'steam-tradeoffer-manager';
import SteamCommunity from 'steamcommunity';
import type { InventoryBot } from '../../stock/inventoryBots.ts';
import type { Pacer } from '../../stock/pacer.ts';
import type { SteamEconItem } from '../../stock/steamItems.ts';
import { steamEconomyImageBase } from '../../stock/steamPictures.ts';
import type { BotState, BotStatus, SentOffer } from '../tradeBot.ts';
import type { SteamBotAccount } from './botConfig.ts';

/**
 * Where a bot's web session comes from: the steamcommunity.com cookies (`sessionid`, `steamLoginSecure`, whose
 * value carries the access token) that steamcommunity and steam-tradeoffer-manager work with. In production
 * it is steam-user signing in to the Steam network (webSession.ts); tests hand out the local fake's cookies,
 * because steam-user's CM protocol (protobuf over a websocket to Steam's connection managers) is not faked.
 */
export type WebSessionSource = (account: SteamBotAccount) => Promise<string[]>;

/** A Steam item as an offer names it: its game, inventory context and asset id in the bot's inventory. */
export interface SteamAsset {
  appid: number;
  contextid: string;
  assetid: string;
}

/** A bot delivers orders, and its inventory is the shop's stock (server/stock/inventorySync.ts). */
export interface SteamBot extends InventoryBot {
  readonly accountName: string;
  readonly personaName: string;
  status(): BotStatus;
  createOffer(offer: { tradeLink: string; assets: SteamAsset[]; message: string }): Promise<SentOffer>;
  getOffer(offerId: string): Promise<SentOffer | undefined>;
  findSentOffer(marker: string): Promise<SentOffer | undefined>;
  confirmOffer(offerId: string): Promise<boolean>;
  isTradeReversed(offerId: string): Promise<boolean>;
  stop(): void;
}

export interface SteamBotOptions {
  account: SteamBotAccount;
  signIn: WebSessionSource;
  /** steamcommunity's options; tests pass a `request` that sends Steam's URLs to the local fake. */
  community?: ConstructorParameters<typeof SteamCommunity>[0];
  /** Spaces the bots' inventory page requests out (Steam throttles them by address); unpaced when absent. */
  inventoryPacer?: Pacer;
  /** The pause after the first failed sign-in, doubled after each further one up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/** Raised while the bot waits to sign in again: the worker retries the order on a later round. */
export class BotUnavailable extends Error {}

type TradeOffer = ReturnType<TradeOfferManager['createOffer']>;
/** steamcommunity's request hook (not in its typings): return true to hold the request until `continueRequest`. */
type PreHttpRequestHook = (
  requestId: number,
  source: string,
  options: { uri?: string; url?: string },
  continueRequest: (error: Error | null) => void,
) => boolean;
type Confirmation = Parameters<Parameters<SteamCommunity['getConfirmations']>[2]>[1][number];

interface Session {
  community: SteamCommunity;
  manager: TradeOfferManager;
}

/** Steam's answers that mean the web session is gone (steamcommunity names them so). */
const isSessionLoss = (error: unknown) =>
  error instanceof Error && /Not Logged In|HTTP error 401|Access is denied|needauth/i.test(error.message);

/** GetTradeStatus statuses of a trade that was undone after it completed (support or trade protection). */
const rolledBackStatuses: readonly number[] = [
  TradeOfferManager.ETradeStatus.PartialSupportRollback,
  TradeOfferManager.ETradeStatus.FullSupportRollback,
  TradeOfferManager.ETradeStatus.SupportRollback_Selective,
  TradeOfferManager.ETradeStatus.EscrowRollback,
];

/** How far back a search for an offer by its marker looks among the offers no longer open. */
const recentOffersMs = 7 * 24 * 60 * 60_000;

const callback =
  <T>(resolve: (value: T) => void, reject: (error: Error) => void) =>
  (error: Error | null, value?: T) =>
    error ? reject(error) : resolve(value as T);

/**
 * One Steam trade bot: offers through steam-tradeoffer-manager, mobile confirmations through steamcommunity with
 * keys steam-totp derives from the identity secret. The manager does not poll by itself (pollInterval -1): the
 * order worker asks for each offer's state, so what the shop knows lives in the database, not in this process.
 * A lost session (Steam answers "Not Logged In") is dropped and signed in again on the next call; failed
 * sign-ins are retried with a doubling pause.
 */
export function createSteamBot(options: SteamBotOptions): SteamBot {
  const { account } = options;
  const retryMs = options.retryMs ?? 5_000;
  const maxRetryMs = options.maxRetryMs ?? 10 * 60_000;
  let current: Promise<Session> | undefined;
  let live: Session | undefined;
  let state: BotState = 'signed_out';
  let lastError: string | null = null;
  let failedSignIns = 0;
  let nextSignInAt: Date | null = null;

  async function signIn(): Promise<Session> {
    const cookies = await options.signIn(account);
    const community = new SteamCommunity(options.community);
    const manager = new TradeOfferManager({
      community,
      pollInterval: -1,
      dataDirectory: null,
      useAccessToken: true,
    });
    await new Promise<void>((resolve, reject) =>
      manager.setCookies(cookies, (error) => (error ? reject(error) : resolve())),
    );
    const session = { community, manager };
    community.on('sessionExpired', () => drop(session, new Error('Steam ended the web session')));
    const pacer = options.inventoryPacer;
    if (pacer) {
      // steamcommunity asks this hook before each request: inventory pages wait for their turn, nothing else does.
      (community as unknown as { onPreHttpRequest: PreHttpRequestHook }).onPreHttpRequest = (
        _id,
        _source,
        request,
        continueRequest,
      ) => {
        if (!/^https:\/\/steamcommunity\.com\/inventory\//.test(String(request.uri ?? request.url ?? ''))) return false;
        pacer.turn().then(() => continueRequest(null));
        return true;
      };
    }
    return session;
  }

  function drop(session: Session, error: Error) {
    if (live !== session) return;
    live = undefined;
    current = undefined;
    state = 'signed_out';
    lastError = error.message;
    session.manager.shutdown();
  }

  function session(): Promise<Session> {
    if (current) return current;
    if (nextSignInAt && nextSignInAt.getTime() > Date.now()) {
      return Promise.reject(
        new BotUnavailable(`Bot ${account.accountName} signs in again at ${nextSignInAt.toISOString()}`),
      );
    }
    state = 'signing_in';
    const attempt = signIn();
    current = attempt;
    attempt.then(
      (session) => {
        live = session;
        state = 'online';
        failedSignIns = 0;
        nextSignInAt = null;
      },
      (error: unknown) => {
        current = undefined;
        failedSignIns += 1;
        state = 'waiting_to_retry';
        lastError = error instanceof Error ? error.message : String(error);
        nextSignInAt = new Date(Date.now() + Math.min(retryMs * 2 ** (failedSignIns - 1), maxRetryMs));
      },
    );
    return attempt;
  }

  async function withSession<T>(work: (session: Session) => Promise<T>): Promise<T> {
    const active = await session();
    try {
      return await work(active);
    } catch (error) {
      if (isSessionLoss(error)) drop(active, error as Error);
      throw error;
    }
  }

  const sentOffer = (offer: TradeOffer): SentOffer => ({
    id: String(offer.id),
    state: offer.state,
    message: offer.message ?? '',
  });

  const fetchOffer = (manager: TradeOfferManager, offerId: string) =>
    new Promise<TradeOffer | undefined>((resolve, reject) =>
      manager.getOffer(offerId, (error, offer) => {
        if (error?.message === 'No matching offer found') resolve(undefined);
        else if (error) reject(error);
        else resolve(offer);
      }),
    );

  return {
    accountName: account.accountName,
    personaName: account.personaName ?? account.accountName,
    status: () => ({
      accountName: account.accountName,
      personaName: account.personaName ?? account.accountName,
      state,
      lastError,
      failedSignIns,
      nextSignInAt,
    }),

    createOffer: ({ tradeLink, assets, message }) =>
      withSession(async ({ manager }) => {
        const offer = manager.createOffer(tradeLink);
        // The typings want full CEconItems; Steam needs only these three fields of each.
        offer.addMyItems(assets as unknown as Parameters<TradeOffer['addMyItems']>[0]);
        offer.setMessage(message);
        await new Promise<string>((resolve, reject) => offer.send(callback(resolve, reject)));
        return sentOffer(offer);
      }),

    getOffer: (offerId) =>
      withSession(async ({ manager }) => {
        const offer = await fetchOffer(manager, offerId);
        return offer?.isOurOffer ? sentOffer(offer) : undefined;
      }),

    findSentOffer: (marker) =>
      withSession(async ({ manager }) => {
        const sent = await new Promise<TradeOffer[]>((resolve, reject) =>
          // Open offers, and those that changed lately: an offer made just before a crash is among them, while
          // a busy bot's whole history is not fetched.
          manager.getOffers(
            TradeOfferManager.EOfferFilter.ActiveOnly,
            new Date(Date.now() - recentOffersMs),
            (error, offers) => (error ? reject(error) : resolve(offers)),
          ),
        );
        const offer = sent.find((candidate) => candidate.message?.includes(marker));
        return offer && sentOffer(offer);
      }),

    confirmOffer: (offerId) =>
      withSession(async ({ community }) => {
        const time = SteamTotp.time();
        const confirmations = await new Promise<Confirmation[]>((resolve, reject) =>
          community.getConfirmations(
            time,
            SteamTotp.getConfirmationKey(account.identitySecret, time, 'conf'),
            callback(resolve, reject),
          ),
        );
        // Only the confirmation of this very offer: never one Steam lists for anything else on the account.
        const confirmation = confirmations.find(
          (candidate) => candidate.type === SteamCommunity.ConfirmationType.Trade && candidate.creator === offerId,
        );
        if (!confirmation) return false;
        const allowTime = SteamTotp.time();
        await new Promise<void>((resolve, reject) =>
          confirmation.respond(
            allowTime,
            SteamTotp.getConfirmationKey(account.identitySecret, allowTime, 'allow'),
            true,
            (error: Error | null) => (error ? reject(error) : resolve()),
          ),
        );
        return true;
      }),

    pictureBase: steamEconomyImageBase,

    steamId: () =>
      withSession(async ({ manager }) => {
        if (!manager.steamID) throw new Error(`Bot ${account.accountName} has no Steam id: Not Logged In`);
        return manager.steamID.getSteamID64();
      }),

    readInventory: (appId, contextId) =>
      withSession(
        ({ manager }) =>
          new Promise<SteamEconItem[]>((resolve, reject) =>
            // Every page (steamcommunity follows more_items), untradable items too: a held item is still stock.
            manager.getInventoryContents(appId, Number(contextId), false, (error, inventory) =>
              error ? reject(error) : resolve(inventory as unknown as SteamEconItem[]),
            ),
          ),
      ),

    isTradeReversed: (offerId) =>
      withSession(async ({ manager }) => {
        const offer = await fetchOffer(manager, offerId);
        if (!offer?.tradeID) return false;
        const status = await new Promise<number>((resolve, reject) =>
          // The typings call the status an ETradeStatus object; Steam sends its number.
          offer.getExchangeDetails(true, (error, tradeStatus) =>
            error ? reject(error) : resolve(tradeStatus as unknown as number),
          ),
        );
        return rolledBackStatuses.includes(status);
      }),

    stop() {
      live?.manager.shutdown();
      live = undefined;
      current = undefined;
      state = 'signed_out';
    },
  };
}
