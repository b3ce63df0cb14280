import type { Game } from '#contract/store.ts';

/**
 * A source of the market's reference prices (server/pricing/priceRefresh.ts reads it): what an item name sells for,
 * in US dollars. The Steam Community Market's priceoverview is the one adapter (steamMarket.ts); the demo's sandbox
 * answers the same way. Another market (a bulk price list) would be another adapter of this interface.
 */
export interface PriceSource {
  /** Shown in the log and the README: where prices come from. */
  readonly name: string;
  /** The shortest pause between two reads: the source's rate limit (0: none). */
  readonly requestIntervalMs: number;
  /** The market's prices of one item name now. Throws `PriceSourceThrottled` or `PriceSourceUnavailable`. */
  quote(game: Game, marketHashName: string): Promise<PriceQuote>;
}

/** A name's prices: each null when the market has none (no listing for sale, no sale in the day). */
export interface PriceQuote {
  lowestUsd: number | null;
  medianUsd: number | null;
  /** Sales in the last 24 hours. */
  volume: number | null;
}

/** What the shop prices from: the day's median sale, else the lowest listing; null when the market has neither. */
export const referenceOf = (quote: PriceQuote): number | null => quote.medianUsd ?? quote.lowestUsd;

/** The source asks us to slow down (429): stop reading until `retryAfterMs` has passed. */
export class PriceSourceThrottled extends Error {
  readonly retryAfterMs: number | undefined;
  constructor(message: string, retryAfterMs?: number) {
    super(message);
    this.retryAfterMs = retryAfterMs;
  }
}

/** The source could not answer (network, 5xx, an unreadable answer): nothing is known, nothing changes. */
export class PriceSourceUnavailable extends Error {}
