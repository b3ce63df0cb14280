import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import type { GcSteamClient, InspectedItem } from './gameCoordinator.ts';

/**
 * A local game coordinator at the boundary globaloffensive exposes: the messages the library hands to steam-user's
 * `sendToGC` are decoded, and the answers come back as steam-user's `receivedFromGC` events, encoded with the
 * library's own protobufs and message ids. The real library runs unchanged on top of it: the hello and welcome that
 * open a session, the connection status that ends one, the inspection request and its answer.
 *
 * The tests drive it as a fake (answers from a map, silence, a lost session, requests timed); the sandbox answers from
 * the database (server/sandbox/steam/gameCoordinator.ts).
 */

const require = createRequire(import.meta.url);
// The library's own message ids and protobufs (plain CommonJS files without typings).
const Language = require('globaloffensive/language.js') as Record<string, number>;
const Protos = require('globaloffensive/protobufs/generated/_load.js') as Record<string, ProtoType>;

interface ProtoType {
  encode(message: object): { finish(): Uint8Array };
  decode(bytes: Uint8Array): object;
  toObject(message: object, options: { longs: StringConstructor }): Record<string, unknown>;
}

const cs2AppId = 730;
const msg = (name: string) => {
  const id = Language[name];
  if (id === undefined) throw new Error(`globaloffensive has no message ${name}`);
  return id;
};
const proto = (name: string) => {
  const type = Protos[name];
  if (!type) throw new Error(`globaloffensive has no protobuf ${name}`);
  return type;
};
const ClientHello = msg('ClientHello');
const ClientWelcome = msg('ClientWelcome');
const ClientConnectionStatus = msg('ClientConnectionStatus');
const PreviewRequest = msg('Client2GCEconPreviewDataBlockRequest');
const PreviewResponse = msg('Client2GCEconPreviewDataBlockResponse');
/** GCConnectionStatus_NO_SESSION */
const noSession = 2;

const encode = (type: string, message: object) => Buffer.from(proto(type).encode(message).finish());
const decode = (type: string, payload: Buffer) => {
  const protoType = proto(type);
  return protoType.toObject(protoType.decode(payload), { longs: String });
};

/** The game stores a float as 32 bits; the coordinator sends those bits as an unsigned integer. */
function floatBits(value: number): number {
  const buffer = Buffer.alloc(4);
  buffer.writeFloatBE(value, 0);
  return buffer.readUInt32BE(0);
}

/** An item as the coordinator knows it. */
export type GcItem = InspectedItem;

/** One inspection request as the coordinator received it. */
export interface GcRequest {
  client: LocalSteamClient;
  assetId: string;
  at: number;
}

export interface LocalGameCoordinatorOptions {
  /** The item behind an asset id; undefined when the game does not know it (then no answer comes, as from Steam). */
  lookup(assetId: string): Promise<GcItem | undefined> | GcItem | undefined;
  /** How long an answer takes. */
  answerDelayMs?: number;
}

export interface LocalGameCoordinator {
  /** Every inspection request received, in order. */
  readonly requests: GcRequest[];
  /** While true, the coordinator answers nothing at all (down, or busy). */
  silent: boolean;
  /** While true, a hello gets no welcome: no session is granted. */
  refusesSessions: boolean;
  /** Tells this client its session ended (a connection status of no session); the library asks for a new one. */
  endSession(client: LocalSteamClient): void;
  /** What the client sent (the library's part); answers come back through `client.deliver`. */
  receive(client: LocalSteamClient, msgType: number, payload: Buffer): void;
}

export function createLocalGameCoordinator(options: LocalGameCoordinatorOptions): LocalGameCoordinator {
  const answerDelayMs = options.answerDelayMs ?? 0;

  async function answerInspection(client: LocalSteamClient, assetId: string) {
    const item = await options.lookup(assetId);
    if (!item || coordinator.silent) return;
    const iteminfo = {
      itemid: item.assetId,
      defindex: item.defIndex,
      paintindex: item.paintIndex,
      paintwear: floatBits(item.paintWear),
      paintseed: item.paintSeed,
      customname: item.customName ?? undefined,
      stickers: item.stickers.map((sticker) => ({
        slot: sticker.slot,
        sticker_id: sticker.stickerId,
        ...(sticker.wear !== null && { wear: sticker.wear }),
      })),
      inventory: 3,
      origin: 8,
    };
    setTimeout(
      () =>
        client.deliver(
          PreviewResponse,
          encode('CMsgGCCStrike15_v2_Client2GCEconPreviewDataBlockResponse', { iteminfo }),
        ),
      answerDelayMs,
    );
  }

  const coordinator: LocalGameCoordinator = {
    requests: [],
    silent: false,
    refusesSessions: false,
    endSession(client) {
      client.deliver(ClientConnectionStatus, encode('CMsgConnectionStatus', { status: noSession }));
    },
    receive(client, msgType, payload) {
      if (coordinator.silent) return;
      if (msgType === ClientHello) {
        if (!coordinator.refusesSessions)
          client.deliver(ClientWelcome, encode('CMsgClientWelcome', { version: 2000244 }));
        return;
      }
      if (msgType === PreviewRequest) {
        const request = decode('CMsgGCCStrike15_v2_Client2GCEconPreviewDataBlockRequest', payload);
        const assetId = String(request.param_a ?? '0');
        coordinator.requests.push({ client, assetId, at: Date.now() });
        void answerInspection(client, assetId);
      }
    },
  };
  return coordinator;
}

/**
 * A local stand-in for the steam-user client of a bot, as far as globaloffensive and the bot's game session use it:
 * signed in or out (`loggedOn`, `disconnected`), `gamesPlayed` with steam-user's `appLaunched` / `appQuit`, Steam
 * telling it another session of the account plays (`playingState`), and the GC channel to a local coordinator.
 */
export class LocalSteamClient extends EventEmitter {
  // globaloffensive checks it is given steam-user 4.2 or later.
  readonly packageName = 'steam-user';
  readonly packageVersion = '5.3.0';
  steamID: { getSteamID64(): string } | null = null;
  readonly steamId64: string;
  readonly #coordinator: LocalGameCoordinator;
  #playing: number[] = [];
  #blocked = false;

  constructor(coordinator: LocalGameCoordinator, steamId64: string) {
    super();
    this.#coordinator = coordinator;
    this.steamId64 = steamId64;
  }

  /** The client as globaloffensive and the inspector take it: steam-user's type. */
  asSteamUser(): GcSteamClient {
    return this as unknown as GcSteamClient;
  }

  signIn(): void {
    const steamId64 = this.steamId64;
    this.steamID = { getSteamID64: () => steamId64 };
    this.#playing = [];
    this.emit('loggedOn', {});
  }

  /** Steam drops the connection (steam-user emits `disconnected`, then signs in again by itself). */
  disconnect(): void {
    this.steamID = null;
    this.#playing = [];
    this.emit('disconnected', 3, 'NoConnection');
  }

  /** Another session of the account starts (true) or stops (false) playing a game. */
  setPlayingElsewhere(blocked: boolean): void {
    this.#blocked = blocked;
    this.emit('playingState', blocked, blocked ? cs2AppId : 0);
  }

  gamesPlayed(apps: number[] | number): void {
    const next = (Array.isArray(apps) ? apps : [apps]).map(Number);
    for (const app of next) if (!this.#playing.includes(app)) this.emit('appLaunched', app);
    for (const app of this.#playing) if (!next.includes(app)) this.emit('appQuit', app);
    this.#playing = next;
  }

  sendToGC(appid: number, msgType: number, _header: object | null, payload: Buffer | Uint8Array): void {
    // Steam routes GC messages only for a game the session plays, and only one session of an account plays.
    if (appid !== cs2AppId || !this.steamID || this.#blocked || !this.#playing.includes(cs2AppId)) return;
    const bytes = Buffer.from(payload);
    setImmediate(() => this.#coordinator.receive(this, msgType, bytes));
  }

  /** A message from the coordinator, as steam-user hands it over. */
  deliver(msgType: number, payload: Buffer): void {
    setImmediate(() => {
      if (this.steamID && this.#playing.includes(cs2AppId)) this.emit('receivedFromGC', cs2AppId, msgType, payload);
    });
  }
}
