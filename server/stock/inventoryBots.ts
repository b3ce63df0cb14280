import type { SteamEconItem } from './steamItems.ts';

/**
 * A bot whose Steam inventory is the shop's stock: a production bot of STEAM_BOTS (server/trading/steam/steamBot.ts,
 * signed in, through steam-tradeoffer-manager) or the demo's sandbox bot (server/sandbox/steam/inventory.ts, through
 * steamcommunity). Both read Steam's inventory pages with DoctorMcKay's libraries, every page.
 */
export interface InventoryBot {
  /** The account name listings name as their holder (items.steam_bot). */
  readonly accountName: string;
  /** Where the pictures its inventory names (`icon_url`) are served from. */
  readonly pictureBase: string;
  /** The bot's SteamID64 (its inspect links name it as the owner). */
  steamId(): Promise<string>;
  /** Every asset of one game's inventory context, tradable or not. */
  readInventory(appId: number, contextId: string): Promise<SteamEconItem[]>;
}

/** Why an inventory could not be read, as the sync tells an admin, and whether trying again later may help. */
export interface ReadFailure {
  kind: 'throttled' | 'private' | 'signed_out' | 'unavailable';
  message: string;
}

/**
 * What a failed read means, from the error steamcommunity gives (`HTTP error 429`, `This profile is private.`,
 * `Not Logged In`, a network error…): Steam throttling (back off), a private inventory (its privacy setting), a lost
 * session (sign in again) or Steam failing.
 */
export function readFailureOf(error: unknown): ReadFailure {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 429 || /HTTP error 429/.test(message)) {
    return { kind: 'throttled', message: 'Steam is throttling inventory requests (429)' };
  }
  if (/profile is private/i.test(message)) {
    return {
      kind: 'private',
      message:
        'Steam answered that the inventory is private: set the bot’s inventory to public in its Steam privacy settings',
    };
  }
  if (/Not Logged In|signs in again|HTTP error 401|needauth|InvalidPassword|timed out/i.test(message)) {
    return { kind: 'signed_out', message: `The bot is not signed in to Steam: ${message}` };
  }
  return { kind: 'unavailable', message: `Steam could not be read: ${message}` };
}
