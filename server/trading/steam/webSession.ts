import SteamTotp from 'steam-totp';
import type SteamUser from 'steam-user';
import type { Db } from '../../db/db.ts';
import type { Pacer } from '../../stock/pacer.ts';
import type { SteamBotAccount } from './botConfig.ts';
import { createSteamBot, type WebSessionSource } from './steamBot.ts';
import { createSteamTradeBots, type SteamTradeBots } from './steamTradeBots.ts';

/** A sign-in that neither succeeds nor fails within this is given up (and retried with the bot's back-off). */
const signInTimeoutMs = 60_000;

/**
 * Production web sessions: steam-user signs each bot in to the Steam network with its account name, password
 * and a Steam Guard code steam-totp computes from its shared secret, and hands over the steamcommunity.com
 * cookies of its `webSession` event. A bot signed in already only asks for fresh cookies (webLogOn).
 *
 * Not covered by the test suite: steam-user speaks Steam's CM protocol (protobuf over a websocket to the
 * connection managers), which our local fakes do not imitate; the tests hand the bots the fake's cookies
 * through the same WebSessionSource seam instead.
 */
export function steamUserWebSessions(): WebSessionSource {
  const clients = new Map<string, SteamUser>();

  return async (account: SteamBotAccount) => {
    let client = clients.get(account.accountName);
    const signedIn = client?.steamID != null;
    if (!client) {
      // steam-user takes seconds to load (its protobuf definitions): loaded at the first sign-in, not at start.
      const { default: SteamUserClient } = await import('steam-user');
      client = new SteamUserClient({ autoRelogin: true });
      clients.set(account.accountName, client);
    }
    const user = client;
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
      if (signedIn) {
        user.webLogOn();
      } else {
        user.logOn({
          accountName: account.accountName,
          password: account.password,
          twoFactorCode: SteamTotp.generateAuthCode(account.sharedSecret),
        });
      }
    });
  };
}

/** The production bots of STEAM_BOTS, each signed in by steam-user; their inventory pages share one pacer. */
export function steamTradeBotsSignedInBySteamUser(
  db: Db,
  accounts: SteamBotAccount[],
  inventoryPacer: Pacer,
): SteamTradeBots {
  const signIn = steamUserWebSessions();
  return createSteamTradeBots(
    db,
    accounts.map((account) => createSteamBot({ account, signIn, inventoryPacer })),
  );
}
