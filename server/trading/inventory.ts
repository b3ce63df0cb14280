import type { Db } from '../db/db.ts';
import { findAccount } from '../sandbox/steam/accounts.ts';

/** Steam could not say (throttling, outage): not the same as a private inventory. */
export class InventoryUnreachable extends Error {}

/** Whether a Steam account's inventory is public, so a trade offer to it can be sent. */
export interface InventoryVisibility {
  isInventoryOpen(steamId: string): Promise<boolean>;
}

/** SANDBOX: the demo account's `inventory_open` setting. */
export function sandboxInventoryVisibility(db: Db): InventoryVisibility {
  return {
    isInventoryOpen: async (steamId) => (await findAccount(db, steamId))?.inventory_open ?? false,
  };
}

const cs2AppId = 730;
const inventoryContextId = 2;

/**
 * Steam's community inventory endpoint: 200 open, 403 private; 429 and 5xx are Steam throttling or failing,
 * reported as unreachable rather than as a closed inventory.
 */
export function steamCommunityInventoryVisibility(fetchImpl: typeof fetch = fetch): InventoryVisibility {
  return {
    async isInventoryOpen(steamId) {
      const url = `https://steamcommunity.com/inventory/${steamId}/${cs2AppId}/${inventoryContextId}?l=english&count=1`;
      let response: Response;
      try {
        response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
      } catch (error) {
        throw new InventoryUnreachable(`Steam inventory request failed: ${String(error)}`);
      }
      await response.body?.cancel();
      if (response.status === 403) return false;
      if (response.ok) return true;
      throw new InventoryUnreachable(`Steam inventory answered ${response.status}`);
    },
  };
}
