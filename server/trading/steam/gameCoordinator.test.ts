import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createGcInspector, GcNoAnswer, GcUnavailable, type InspectedItem } from './gameCoordinator.ts';
import { createLocalGameCoordinator, type GcItem, LocalSteamClient } from './localGameCoordinator.ts';

const ownerSteamId = '76561198099999902';
const inspectLink = (assetId: string) =>
  `steam://rungame/730/76561202255233023/+csgo_econ_action_preview%20S${ownerSteamId}A${assetId}D9876543210123456789`;

const dopplerKnife: GcItem = {
  assetId: '38714562031',
  defIndex: 507,
  paintIndex: 418,
  paintSeed: 661,
  paintWear: 0.0123456,
  stickers: [],
  customName: null,
};
const stickeredRifle: GcItem = {
  assetId: '38714562032',
  defIndex: 7,
  paintIndex: 282,
  paintSeed: 0,
  paintWear: 0.3712,
  stickers: [
    { slot: 0, stickerId: 4761, wear: null },
    { slot: 2, stickerId: 5012, wear: 0.4375 },
  ],
  customName: 'Ol Reliable',
};

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** The real globaloffensive on a local steam-user stand-in, talking to a local coordinator that knows `items`. */
function botWithGame(items: GcItem[], options: { timeoutMs?: number; answerDelayMs?: number } = {}) {
  const known = new Map(items.map((item) => [item.assetId, item]));
  const coordinator = createLocalGameCoordinator({
    lookup: (assetId) => known.get(assetId),
    answerDelayMs: options.answerDelayMs ?? 0,
  });
  const client = new LocalSteamClient(coordinator, '76561198099999903');
  const inspector = createGcInspector({
    accountName: 'inspector_1',
    client: client.asSteamUser(),
    timeoutMs: options.timeoutMs ?? 1_000,
  });
  stops.push(() => inspector.stop());
  const inSession = () => expect.poll(() => inspector.state(), { timeout: 5_000 }).toBe('connected');
  return { coordinator, client, inspector, inSession };
}

const expectedOf = (item: GcItem): InspectedItem => ({
  ...item,
  // The game keeps a float in 32 bits.
  paintWear: Math.fround(item.paintWear),
});

describe('the game coordinator through globaloffensive', () => {
  it('plays CS2 once signed in, gets a session, and reads an item: float, pattern, paint index, sticker wear', async () => {
    const { client, inspector, inSession } = botWithGame([dopplerKnife, stickeredRifle]);
    expect(inspector.state()).toBe('offline');
    client.signIn();
    expect(inspector.state()).toBe('connecting');
    await inSession();

    expect(await inspector.inspect(inspectLink(dopplerKnife.assetId), dopplerKnife.assetId)).toEqual(
      expectedOf(dopplerKnife),
    );
    const rifle = await inspector.inspect(inspectLink(stickeredRifle.assetId), stickeredRifle.assetId);
    expect(rifle).toEqual(expectedOf(stickeredRifle));
    // A pattern of 0 is left out of the message; it is still 0, not unknown.
    expect(rifle.paintSeed).toBe(0);
  });

  it('gives up on an item the coordinator does not answer for (it never says it cannot find one)', async () => {
    const { client, coordinator, inspector, inSession } = botWithGame([dopplerKnife], { timeoutMs: 300 });
    client.signIn();
    await inSession();
    await expect(inspector.inspect(inspectLink('99999999999'), '99999999999')).rejects.toBeInstanceOf(GcNoAnswer);
    expect(coordinator.requests.map((request) => request.assetId)).toEqual(['99999999999']);
    // The session is fine: the next item is answered.
    await expect(inspector.inspect(inspectLink(dopplerKnife.assetId), dopplerKnife.assetId)).resolves.toMatchObject({
      paintIndex: 418,
    });
  });

  it('times out when the coordinator answers nothing at all', async () => {
    const { client, coordinator, inspector, inSession } = botWithGame([dopplerKnife], { timeoutMs: 300 });
    client.signIn();
    await inSession();
    coordinator.silent = true;
    const started = Date.now();
    await expect(inspector.inspect(inspectLink(dopplerKnife.assetId), dopplerKnife.assetId)).rejects.toThrow(
      /did not answer within 0.3 s/,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('asks one item at a time per account', async () => {
    const { client, coordinator, inspector, inSession } = botWithGame([dopplerKnife, stickeredRifle], {
      answerDelayMs: 150,
    });
    client.signIn();
    await inSession();
    const both = Promise.all([
      inspector.inspect(inspectLink(dopplerKnife.assetId), dopplerKnife.assetId),
      inspector.inspect(inspectLink(stickeredRifle.assetId), stickeredRifle.assetId),
    ]);
    await expect(both).resolves.toHaveLength(2);
    const [first, second] = coordinator.requests;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(140);
  });

  it('refuses at once without a session, and follows the session as it comes and goes', async () => {
    const { client, coordinator, inspector, inSession } = botWithGame([dopplerKnife]);
    const ask = () => inspector.inspect(inspectLink(dopplerKnife.assetId), dopplerKnife.assetId);
    await expect(ask()).rejects.toBeInstanceOf(GcUnavailable);

    coordinator.refusesSessions = true;
    client.signIn();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(inspector.state()).toBe('connecting');
    await expect(ask()).rejects.toThrow(/no game coordinator session \(connecting\)/);
    coordinator.refusesSessions = false;
    // The library says hello again, later each time (1 s, then 2 s…).
    await inSession();

    // The coordinator ends the session: the library asks for another at once.
    coordinator.endSession(client);
    await expect.poll(() => inspector.state(), { timeout: 2_000 }).toBe('connecting');
    await inSession();

    // Steam drops the bot; once signed in again it plays CS2 again, and the session comes back.
    client.disconnect();
    expect(inspector.state()).toBe('offline');
    client.signIn();
    await inSession();
    await expect(ask()).resolves.toMatchObject({ assetId: dopplerKnife.assetId });
  });

  it('fails an inspection under way when the session ends, so it is asked again without spending a try', async () => {
    const { client, coordinator, inspector, inSession } = botWithGame([dopplerKnife], { answerDelayMs: 300 });
    client.signIn();
    await inSession();
    const asked = inspector.inspect(inspectLink(dopplerKnife.assetId), dopplerKnife.assetId);
    await expect.poll(() => coordinator.requests.length).toBe(1);
    coordinator.endSession(client);
    await expect(asked).rejects.toBeInstanceOf(GcUnavailable);
  });

  it('waits while another session of the account plays, and plays once it stops', async () => {
    const { client, coordinator, inspector } = botWithGame([dopplerKnife]);
    client.setPlayingElsewhere(true);
    client.signIn();
    client.setPlayingElsewhere(true);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(inspector.state()).toBe('playing_elsewhere');
    expect(coordinator.requests).toEqual([]);
    client.setPlayingElsewhere(false);
    await expect.poll(() => inspector.state(), { timeout: 5_000 }).toBe('connected');
  });

  it('reads a masked inspect link (Steam writes the item into it) without asking the coordinator', async () => {
    const { client, coordinator, inspector, inSession } = botWithGame([]);
    client.signIn();
    await inSession();
    const link = `steam://rungame/730/76561202255233023/+csgo_econ_action_preview%20${maskedItem(stickeredRifle)}`;
    expect(await inspector.inspect(link, stickeredRifle.assetId)).toEqual(expectedOf(stickeredRifle));
    expect(coordinator.requests).toEqual([]);
  });
});

/**
 * An item as Steam masks it into an inspect link: a mask byte, the item's CEconItemPreviewDataBlock and a checksum
 * (CRC32 folded with the length), every byte after the first XORed with the mask, in hex.
 */
function maskedItem(item: GcItem): string {
  const require = createRequire(import.meta.url);
  const Protos = require('globaloffensive/protobufs/generated/_load.js');
  const wearBits = Buffer.alloc(4);
  wearBits.writeFloatBE(item.paintWear);
  const proto: Uint8Array = Protos.CEconItemPreviewDataBlock.encode({
    itemid: item.assetId,
    defindex: item.defIndex,
    paintindex: item.paintIndex,
    paintwear: wearBits.readUInt32BE(),
    paintseed: item.paintSeed,
    customname: item.customName ?? undefined,
    stickers: item.stickers.map((sticker) => ({
      slot: sticker.slot,
      sticker_id: sticker.stickerId,
      ...(sticker.wear !== null && { wear: sticker.wear }),
    })),
  }).finish();
  const mask = 0x5a;
  const plain = Buffer.concat([Buffer.from([mask]), Buffer.from(proto)]);
  const crc = crc32(plain);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE((((crc & 0xffff) ^ (proto.length * crc)) & 0xffffffff) >>> 0);
  const whole = Buffer.concat([plain, checksum]);
  for (let index = 1; index < whole.length; index += 1) whole[index] = (whole[index] as number) ^ mask;
  return whole.toString('hex').toUpperCase();
}
