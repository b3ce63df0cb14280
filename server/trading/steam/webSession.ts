import { randomInt } from 'node:crypto';
import SteamTotp from 'steam-totp';
import type SteamUser from 'steam-user';
import type { InspectionsConfig } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import type { Cs2Inspectors } from '../../stock/inspections.ts';
import type { Pacer } from '../../stock/pacer.ts';
import type { SteamBotAccount } from './botConfig.ts';
import { createGcInspector } from './gameCoordinator.ts';
import { createSteamBot, type WebSessionSource } from './steamBot.ts';
import { createSteamTradeBots, type SteamTradeBots } from './steamTradeBots.ts';

/** A sign-in that neither succeeds nor fails within this is given up (and retried with the bot's back-off). */
const signInTimeoutMs = 60_000;

/**
 * Each bot's one steam-user client, signed in to the Steam network with its account name, password and a Steam Guard
 * code steam-totp computes from its shared secret. The same session serves the bot's web session (the
 * steamcommunity.com cookies of its `webSession` event, for offers and confirmations) and its game session (it
 * "plays" CS2 to reach the game coordinator, for inspections). steam-user signs in again by itself after a
 * disconnection.
 *
 * Not covered by the test suite: steam-user speaks Steam's CM protocol (protobuf over a websocket to the connection
 * managers), which our local fakes do not imitate; the tests hand the bots the fake's cookies through the same
 * WebSessionSource seam, and put a local stand-in of steam-user's GC channel under globaloffensive.
 */
export interface SteamUserSessions {
  /** Fresh steamcommunity.com cookies of the bot (it signs in first when it is not). */
  webSession: WebSessionSource;
  /** The bot's client, signing in when it is not: what its game session runs on. */
  client(account: SteamBotAccount): Promise<SteamUser>;
}

export function steamUserSessions(): SteamUserSessions {
  const clients = new Map<string, SteamUser>();
  const signingIn = new Set<string>();

  async function clientOf(account: SteamBotAccount): Promise<SteamUser> {
    let client = clients.get(account.accountName);
    if (!client) {
      // steam-user takes seconds to load (its protobuf definitions): loaded at the first sign-in, not at start.
      const { default: SteamUserClient } = await import('steam-user');
      client = new SteamUserClient({ autoRelogin: true });
      const name = account.accountName;
      client.on('loggedOn', () => signingIn.delete(name));
      client.on('error', () => signingIn.delete(name));
      clients.set(name, client);
    }
    return client;
  }

  /** Starts a sign-in unless the client is signed in or signing in already (steam-user refuses a second one). */
  function signIn(client: SteamUser, account: SteamBotAccount) {
    if (client.steamID || signingIn.has(account.accountName)) return;
    signingIn.add(account.accountName);
    client.logOn({
      accountName: account.accountName,
      password: account.password,
      twoFactorCode: SteamTotp.generateAuthCode(account.sharedSecret),
      // Each server instance signs the bots in on its own: a logon id of its own keeps Steam from replacing one
      // instance's session with another's (LogonSessionReplaced).
      logonID: randomInt(1, 2 ** 31),
    });
  }

  return {
    async webSession(account) {
      const user = await clientOf(account);
      return new Promise<string[]>((resolve, reject) => {
        const timer = setTimeout(
          () => finish(new Error(`Steam sign-in of ${account.accountName} timed out`)),
          signInTimeoutMs,
        );
        const onSession = (_sessionId: string, cookies: string[]) => finish(null, cookies);
        const onError = (error: Error) => finish(error);
        function finish(error: Error | null, cookies?: string[]) {
          clearTimeout(timer);
          user.off('webSession', onSession);
          user.off('error', onError);
          if (error) reject(error);
          else resolve(cookies ?? []);
        }
        user.on('webSession', onSession);
        user.on('error', onError);
        // A signed-in bot only asks for fresh cookies; a sign-in hands them over by itself.
        if (user.steamID) user.webLogOn();
        else signIn(user, account);
      });
    },

    async client(account) {
      const user = await clientOf(account);
      signIn(user, account);
      return user;
    },
  };
}

/**
 * The production bots of STEAM_BOTS, each signed in by steam-user: their trade offers, their inventories (whose pages
 * share one pacer) and their inspections.
 */
export async function steamBotsSignedInBySteamUser(
  db: Db,
  accounts: SteamBotAccount[],
  inspections: InspectionsConfig,
  inventoryPacer: Pacer,
): Promise<{ tradeBots: SteamTradeBots; inspectors: Cs2Inspectors }> {
  const sessions = steamUserSessions();
  const tradeBots = createSteamTradeBots(
    db,
    accounts.map((account) => createSteamBot({ account, signIn: sessions.webSession, inventoryPacer })),
  );
  const inspectors = await Promise.all(
    accounts.map(async (account) =>
      createGcInspector({
        accountName: account.accountName,
        client: await sessions.client(account),
        timeoutMs: inspections.timeoutMs,
      }),
    ),
  );
  return { tradeBots, inspectors: { bots: inspectors } };
}
