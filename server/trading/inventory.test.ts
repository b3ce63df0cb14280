import { describe, expect, it } from 'vitest';
import { InventoryUnreachable, steamCommunityInventoryVisibility } from './inventory.ts';

const answering = (status: number) => steamCommunityInventoryVisibility(async () => new Response('{}', { status }));

describe('Steam community inventory check', () => {
  it('reads 200 as open and 403 as private', async () => {
    expect(await answering(200).isInventoryOpen('76561198000000001')).toBe(true);
    expect(await answering(403).isInventoryOpen('76561198000000001')).toBe(false);
  });

  it('tells throttling, outages and network failures apart from a private inventory', async () => {
    for (const status of [429, 500, 502, 503]) {
      await expect(answering(status).isInventoryOpen('76561198000000001')).rejects.toBeInstanceOf(InventoryUnreachable);
    }
    const offline = steamCommunityInventoryVisibility(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(offline.isInventoryOpen('76561198000000001')).rejects.toBeInstanceOf(InventoryUnreachable);
  });
});
