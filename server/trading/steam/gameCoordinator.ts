import type { EventEmitter } from 'node:events';
import GlobalOffensive from 'globaloffensive';
import type SteamUser from 'steam-user';

/** CS2's Steam app id: a bot "plays" it to reach the game coordinator. */
export const cs2AppId = 730;

export interface InspectedSticker {
  /** The sticker's place on the weapon, 0 to 4 (as Steam's inventory numbers them). */
  slot: number;
  stickerId: number;
  /** How scraped it is, 0 to 1; null when untouched. */
  wear: number | null;
}

/** What the game coordinator reports of one CS2 item. */
export interface InspectedItem {
  assetId: string;
  defIndex: number;
  /** The finish; for Dopplers it names the phase (server/stock/paintIndexes.ts). */
  paintIndex: number;
  /** The pattern, 0 to 1000. */
  paintSeed: number;
  /** The float, as the game stores it (a 32-bit float). */
  paintWear: number;
  stickers: InspectedSticker[];
  customName: string | null;
}

/**
 * Where a bot's game session stands: signed out of Steam, asking the coordinator for a session, in session, or kept
 * out because another session of the account plays a game (another server instance: Steam lets one play at a time).
 */
export type GcState = 'offline' | 'connecting' | 'connected' | 'playing_elsewhere';

/** The bot has no game coordinator session now: the inspection waits for one, and no try is spent. */
export class GcUnavailable extends Error {}

/** The coordinator did not answer in time: it is busy, down, or does not know the item (it never says so). */
export class GcNoAnswer extends Error {}

/** One bot's inspections through the game coordinator. */
export interface GcInspector {
  readonly accountName: string;
  state(): GcState;
  /** Asks the coordinator about the asset of this inspect link; one request of the account at a time. */
  inspect(inspectLink: string, assetId: string): Promise<InspectedItem>;
  stop(): void;
}

/**
 * What globaloffensive needs of steam-user: its GC channel (`sendToGC`, `receivedFromGC`), `gamesPlayed` and the
 * session's events. A real steam-user client in production; the local stand-in of localGameCoordinator.ts in the
 * tests and the sandbox.
 */
export type GcSteamClient = SteamUser;

export interface GcInspectorOptions {
  accountName: string;
  /** The bot's steam-user client: the one its web session comes from, signed in or about to be. */
  client: GcSteamClient;
  /** How long the coordinator has to answer one inspection. */
  timeoutMs: number;
}

/**
 * Inspections through DoctorMcKay's globaloffensive on the bot's own steam-user session: the bot "plays" CS2
 * whenever it is signed in (again after every sign-in, since Steam forgets it), without kicking a session of the
 * account that plays elsewhere; the library says hello to the coordinator and keeps its session, which comes and
 * goes with Steam's. An inspection times out on its own: the coordinator never answers for an item it cannot find.
 */
export function createGcInspector({ accountName, client, timeoutMs }: GcInspectorOptions): GcInspector {
  const csgo = new GlobalOffensive(client);
  // The library's typings name its fixed events only; an answer comes as `inspectItemInfo#<asset id>`.
  const events = csgo as unknown as EventEmitter;
  let playingElsewhere = false;
  let stopped = false;
  let queue: Promise<unknown> = Promise.resolve();

  const play = () => {
    if (!stopped) client.gamesPlayed([cs2AppId]);
  };
  const onLoggedOn = () => {
    playingElsewhere = false;
    play();
  };
  const onPlayingState = (blocked: boolean) => {
    const wasBlocked = playingElsewhere;
    playingElsewhere = blocked;
    // The other session stopped playing: ours may play now.
    if (wasBlocked && !blocked) play();
  };
  // Without a listener an 'error' event (a fatal logon error of the coordinator) would end the process.
  const onGcError = () => undefined;
  client.on('loggedOn', onLoggedOn);
  client.on('playingState', onPlayingState);
  events.on('error', onGcError);
  if (client.steamID) play();

  const state = (): GcState => {
    if (!client.steamID) return 'offline';
    if (csgo.haveGCSession) return 'connected';
    return playingElsewhere ? 'playing_elsewhere' : 'connecting';
  };

  const ask = (inspectLink: string, assetId: string) =>
    new Promise<InspectedItem>((resolve, reject) => {
      if (!csgo.haveGCSession) {
        reject(new GcUnavailable(`${accountName} has no game coordinator session (${state().replace('_', ' ')})`));
        return;
      }
      const answerEvent = `inspectItemInfo#${assetId}`;
      const onAnswer = (item: GlobalOffensive.ItemInfo) => settle(null, inspectedItem(item));
      const onSessionLost = () =>
        settle(new GcUnavailable(`${accountName} lost its game coordinator session during the inspection`));
      const timer = setTimeout(
        () => settle(new GcNoAnswer(`The game coordinator did not answer within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      function settle(error: Error | null, item?: InspectedItem) {
        clearTimeout(timer);
        events.off(answerEvent, onAnswer);
        csgo.off('disconnectedFromGC', onSessionLost);
        if (error) reject(error);
        else resolve(item as InspectedItem);
      }
      events.once(answerEvent, onAnswer);
      csgo.once('disconnectedFromGC', onSessionLost);
      csgo.inspectItem(inspectLink);
    });

  return {
    accountName,
    state,
    inspect(inspectLink, assetId) {
      const asked = queue.then(() => ask(inspectLink, assetId));
      queue = asked.catch(() => undefined);
      return asked;
    },
    stop() {
      // Tells Steam the bot stopped playing; the library then stops asking the coordinator for a session.
      if (client.steamID) client.gamesPlayed([]);
      stopped = true;
      client.off('loggedOn', onLoggedOn);
      client.off('playingState', onPlayingState);
      events.off('error', onGcError);
      csgo.removeAllListeners();
    },
  };
}

function inspectedItem(item: GlobalOffensive.ItemInfo): InspectedItem {
  return {
    assetId: item.itemid,
    defIndex: item.defindex,
    paintIndex: item.paintindex ?? 0,
    // The coordinator leaves a zero out of its message, and the library reads a missing number as null.
    paintSeed: item.paintseed ?? 0,
    paintWear: item.paintwear,
    stickers: (item.stickers ?? []).map((sticker) => ({
      slot: sticker.slot,
      stickerId: sticker.sticker_id,
      wear: sticker.wear ?? null,
    })),
    customName: item.customname ?? null,
  };
}
