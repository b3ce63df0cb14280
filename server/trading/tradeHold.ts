import type { TradeOffer } from '#contract/tradeUrl.ts';
import type { Db } from '../db/db.ts';
import { findAccount } from '../sandbox/steam/accounts.ts';

/**
 * Steam could not say how long it would hold a trade (unreachable, throttling, an answer we cannot read): not the
 * same as "no hold". The purchase is refused and the shopper asked to try again; it never passes silently.
 */
export class TradeHoldUnknown extends Error {}

/** How long Steam would hold a trade offer from the shop's bots to this trade link, in whole days (0: none). */
export interface TradeHoldCheck {
  buyerHoldDays(tradeLink: TradeOffer): Promise<number>;
}

/** Steam holds trades of an account without the Steam Guard Mobile Authenticator for up to 15 days. */
export const sandboxHoldDaysWithoutAuthenticator = 15;

/** The 64-bit Steam id of a trade link's 32-bit `partner`. */
export const steamIdOfPartner = (partner: string) => (76561197960265728n + BigInt(partner)).toString();

/**
 * SANDBOX: a demo account without a mobile authenticator (`mobile_authenticator = false`, the listed
 * "Hana Holdout") would have its offers held; every other account, typed-in names included, would not.
 */
export function sandboxTradeHolds(db: Db): TradeHoldCheck {
  return {
    async buyerHoldDays({ partner }) {
      const account = await findAccount(db, steamIdOfPartner(partner));
      return account?.mobile_authenticator === false ? sandboxHoldDaysWithoutAuthenticator : 0;
    },
  };
}

export interface SteamWebApiConfig {
  /** STEAM_API_KEY: the Web API key of the shop's Steam account. */
  key: string;
  /** Tests only: a local fake speaking the Web API's JSON. */
  baseUrl?: string;
}

const steamWebApiUrl = 'https://api.steampowered.com';
const requestTimeoutMs = 10_000;
const secondsPerDay = 86_400;

interface TradeHoldDurationsAnswer {
  response?: { their_escrow?: { escrow_end_duration_seconds?: unknown } };
}

/**
 * The Steam Web API's `IEconService/GetTradeHoldDurations/v1`: for the buyer (`steamid_target`, and the trade
 * link's token, which Steam requires for someone who is not a friend) it answers `my_escrow`, `their_escrow` and
 * `both_escrow`, each `{ escrow_end_duration_seconds }`. `their_escrow` is the buyer's own hold (no Steam Guard
 * Mobile Authenticator, a new device…); ours, `my_escrow`, is the shop's concern and never the buyer's. A
 * failed request, a 429, a 5xx or an answer without `their_escrow` (a stale token) is unknown, never "no hold".
 */
export function steamWebApiTradeHolds(config: SteamWebApiConfig, fetchImpl: typeof fetch = fetch): TradeHoldCheck {
  return {
    async buyerHoldDays({ partner, token }) {
      const url = new URL(`${config.baseUrl ?? steamWebApiUrl}/IEconService/GetTradeHoldDurations/v1/`);
      url.searchParams.set('key', config.key);
      url.searchParams.set('steamid_target', steamIdOfPartner(partner));
      url.searchParams.set('trade_offer_access_token', token);
      let response: Response;
      try {
        response = await fetchImpl(url, { signal: AbortSignal.timeout(requestTimeoutMs) });
      } catch (error) {
        throw new TradeHoldUnknown(`GetTradeHoldDurations failed: ${(error as Error).message}`);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new TradeHoldUnknown(`GetTradeHoldDurations answered ${response.status}`);
      }
      const answer = (await response.json().catch(() => undefined)) as TradeHoldDurationsAnswer | undefined;
      const seconds = answer?.response?.their_escrow?.escrow_end_duration_seconds;
      if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) {
        throw new TradeHoldUnknown('GetTradeHoldDurations answered without the buyer’s hold');
      }
      return Math.ceil(seconds / secondsPerDay);
    },
  };
}

/** Without a key nor the sandboxes the hold cannot be read: every purchase is refused rather than let through. */
export const tradeHoldsUnconfigured: TradeHoldCheck = {
  buyerHoldDays: () => Promise.reject(new TradeHoldUnknown('STEAM_API_KEY is not set')),
};
