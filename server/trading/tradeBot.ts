import { createHmac } from 'node:crypto';
import type { Db } from '../db/db.ts';

/** Trade offer states, numbered as Steam's ETradeOfferState (steam-tradeoffer-manager reports them so). */
export const ETradeOfferState = {
  Invalid: 1,
  Active: 2,
  Accepted: 3,
  Countered: 4,
  Expired: 5,
  Canceled: 6,
  Declined: 7,
  InvalidItems: 8,
  CreatedNeedsConfirmation: 9,
  CanceledBySecondFactor: 10,
  InEscrow: 11,
} as const;

export type BotState = 'signed_out' | 'signing_in' | 'online' | 'waiting_to_retry';

/** What the admin side shows of a bot (GET admin/bots/). */
export interface BotStatus {
  accountName: string;
  personaName: string;
  state: BotState;
  lastError: string | null;
  /** Failed sign-ins in a row; the pause before the next one doubles with each. */
  failedSignIns: number;
  nextSignInAt: Date | null;
}

export interface SentOffer {
  id: string;
  state: number;
  message: string;
}

/**
 * The trade bot as the order worker uses it: what steam-tradeoffer-manager (offers), steamcommunity (mobile
 * confirmations) and steam-totp (confirmation keys) give a real bot, and what the sandbox bot imitates.
 */
export interface TradeBot {
  /**
   * The Steam persona name of the bot that holds these items, so sends (or sent) their offer: what the buyer sees
   * in Steam, shown with the order on both sides. `within` reads it in that transaction (an order e-mail's).
   */
  senderName(itemIds: number[], within?: Db): Promise<string>;
  /** Each bot's sign-in state in this process (GET admin/bots/). */
  statuses(): BotStatus[];
  createOffer(offer: { tradeLink: string; itemIds: number[]; message: string }): Promise<SentOffer>;
  /** A sent offer whose message contains `marker`: after a restart, finds the offer made just before it. */
  findSentOffer(marker: string): Promise<SentOffer | undefined>;
  getOffer(offerId: string): Promise<SentOffer | undefined>;
  /**
   * Accepts the pending mobile (Steam Guard) confirmation of this offer, and of no other, with keys the bot
   * derives from its identity secret; false when the offer has none pending (yet).
   */
  confirmOffer(offerId: string): Promise<boolean>;
  /** True when a delivered trade was rolled back under Steam's trade protection (7 days). */
  isTradeReversed(offerId: string): Promise<boolean>;
}

/**
 * steam-totp's getConfirmationKey: base64 HMAC-SHA1, keyed with the identity secret, over the time as a 64-bit
 * big-endian number followed by the tag ('conf' to list, 'allow' to accept, 'cancel' to deny).
 */
export function confirmationKey(identitySecret: string, time: number, tag: string): string {
  const tagBytes = Buffer.from(tag, 'utf8').subarray(0, 32);
  const message = Buffer.alloc(8 + tagBytes.length);
  message.writeUInt32BE(Math.floor(time / 2 ** 32), 0);
  message.writeUInt32BE(time >>> 0, 4);
  tagBytes.copy(message, 8);
  return createHmac('sha1', Buffer.from(identitySecret, 'base64')).update(message).digest('base64');
}

/** Seconds since the epoch, as confirmation keys count time. */
export const steamTime = () => Math.floor(Date.now() / 1000);
