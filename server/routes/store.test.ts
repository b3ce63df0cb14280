import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '#contract/endpoint.ts';
import { itemImagesPath, stickerImagesPath } from '#contract/pictures.ts';
import {
  type LastTrade,
  type ProductDetail,
  type StoreFilters,
  type StoreSearchAnswer,
  storeEndpoints,
} from '#contract/store.ts';
import { seedCatalogue } from '../catalogue/seed.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await seedCatalogue(testApp.db, { items: 300, seed: 11 });
});
afterAll(async () => testApp?.close());

const get = (path: string) => testApp.app.inject({ method: 'GET', url: `/api/${path}` });
const search = async (query: string) => {
  const response = await get(`${endpointPath(storeEndpoints.search)}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StoreSearchAnswer>();
};

describe('GET store/skins/search/', () => {
  it('answers a page of listings with the total, in EUR by default', async () => {
    const answer = await search('game=csgo');
    expect(answer).toMatchObject({ page: 1, page_size: 24, currency: 'EUR' });
    expect(answer.items).toHaveLength(24);
    expect(answer.total).toBeGreaterThan(24);
    for (const item of answer.items) {
      expect(item.game).toBe('csgo');
      expect(item.image_url).toMatch(/^\/api\/static\/images\/items\/[a-z0-9-]+\.webp$/);
      if (item.item_float !== null) expect(item.item_float).toMatch(/^0\.\d{6}$/);
    }
  });

  it('ignores empty and null parameters', async () => {
    const plain = await search('game=dota2&sort=price');
    const withBlanks = await search('game=dota2&sort=price&price_from=&hero=&rarity=null&search=&page=');
    expect(withBlanks).toEqual(plain);
  });

  it('takes a list as repeated parameters or as one comma-separated value', async () => {
    const repeated = await search('game=csgo&exterior=factory_new&exterior=minimal_wear&page_size=100');
    const commas = await search('game=csgo&exterior=factory_new,minimal_wear&page_size=100');
    expect(commas).toEqual(repeated);
    expect(repeated.total).toBeGreaterThan(0);
    for (const item of repeated.items) expect(['factory_new', 'minimal_wear']).toContain(item.wear);
  });

  it('converts prices with the rates in settings', async () => {
    const usd = await search('game=rust&sort=price&currency=USD&page_size=10');
    const aud = await search('game=rust&sort=price&currency=AUD&page_size=10');
    expect(aud.currency).toBe('AUD');
    expect(aud.items.map((item) => item.id)).toEqual(usd.items.map((item) => item.id));
    for (const [index, item] of usd.items.entries()) {
      expect(aud.items[index]?.price).toBeCloseTo(item.price * 1.53, 1);
      expect(aud.items[index]?.currency).toBe('AUD');
    }
  });

  it('refuses bad parameters with each field and its messages', async () => {
    const response = await get(
      `${endpointPath(storeEndpoints.search)}?game=minecraft&price_from=cheap&float_to=2&exterior=factory_new,brand_new&page_size=500&stattrak=maybe`,
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<Record<string, string[]>>();
    expect(body.price_from).toEqual(['Expected a number']);
    expect(Object.keys(body).sort()).toEqual(['exterior.1', 'float_to', 'game', 'page_size', 'price_from', 'stattrak']);
    for (const messages of Object.values(body))
      expect(messages.every((message) => typeof message === 'string')).toBe(true);
  });

  it('asks for the game', async () => {
    const response = await get(`${endpointPath(storeEndpoints.search)}?search=ak`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('game');
  });
});

describe('GET store/skins/{id}/', () => {
  it('describes a listing in the requested currency', async () => {
    const [listing] = (await search('game=csgo&sort=highest_price&page_size=1&currency=USD')).items;
    const response = await get(`${endpointPath(storeEndpoints.product, { id: listing?.id ?? 0 })}?currency=USD`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<ProductDetail>();
    expect(detail).toMatchObject({ id: listing?.id, name: listing?.name, price: listing?.price, currency: 'USD' });
    expect(detail.weapon_class).toMatch(/^(rifle|sniper|pistol|smg|heavy|knife|gloves)$/);
    expect(Array.isArray(detail.price_history)).toBe(true);
    expect(Array.isArray(detail.similar)).toBe(true);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await get(endpointPath(storeEndpoints.product, { id: 9_999_999 }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Not found.' });
    for (const malformed of ['abc', '-3', '1.5', '99999999999']) {
      const response = await get(`store/skins/${malformed}/`);
      expect(response.statusCode, malformed).toBe(400);
      expect(response.json()).toHaveProperty('id');
    }
  });
});

describe('GET store/last_trades/', () => {
  it('answers the newest sales at or above the price asked, as { data }', async () => {
    const response = await get(`${endpointPath(storeEndpoints.lastTrades)}?game=csgo&price_from=50&page=1`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: LastTrade[] }>();
    expect(data.length).toBeGreaterThan(0);
    for (const trade of data) {
      expect(Object.keys(trade).sort()).toEqual(['id', 'image_url', 'item_float', 'name', 'price', 'traded_at']);
      expect(trade.price).toBeGreaterThanOrEqual(50);
    }
  });

  it('refuses a bad page', async () => {
    const response = await get(`${endpointPath(storeEndpoints.lastTrades)}?page=zero`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ page: ['Expected a number'] });
  });
});

describe('GET store/skins/filters/', () => {
  it('gives each game the values of its own filters', async () => {
    const cs = (await get(`${endpointPath(storeEndpoints.filters)}?game=csgo`)).json<StoreFilters>();
    expect(cs.exteriors.map((exterior) => exterior.label)).toEqual([
      'Factory New',
      'Minimal Wear',
      'Field-Tested',
      'Well-Worn',
      'Battle-Scarred',
    ]);
    expect(cs.phases.map((phase) => phase.label)).toEqual(
      expect.arrayContaining(['Phase 1', 'Phase 4', 'Emerald', 'Sapphire', 'Ruby', 'Black Pearl']),
    );
    expect(cs.tournaments.every((tournament) => tournament.year >= 2014 && tournament.year <= 2024)).toBe(true);
    expect(cs.heroes).toEqual([]);
    const dota = (await get(`${endpointPath(storeEndpoints.filters)}?game=dota2`)).json<StoreFilters>();
    expect(dota.heroes.map((hero) => hero.label)).toContain('Phantom Assassin');
    expect(dota.slots.length).toBeGreaterThanOrEqual(40);
    expect(dota.qualities.length).toBeGreaterThan(5);
    const rust = (await get(`${endpointPath(storeEndpoints.filters)}?game=rust`)).json<StoreFilters>();
    expect(rust.types.map((type) => type.value)).toContain('door');
    expect((await get(endpointPath(storeEndpoints.filters))).statusCode).toBe(400);
  });
});

const pictureSize = async (bytes: Buffer) => {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
};

describe('item and sticker pictures', () => {
  it('serves every picture a search names as WebP, at its own width or a width asked for, cached for a year', async () => {
    const { items } = await search('game=csgo&tournament=katowice_2014,cologne_2015,boston_2018,paris_2023');
    const urls = new Set(items.flatMap((item) => [item.image_url, ...item.stickers.map((sticker) => sticker.image)]));
    expect([...urls].some((url) => url.includes(stickerImagesPath))).toBe(true);
    for (const url of urls) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await pictureSize(response.rawPayload), url).toEqual(
        url.includes(stickerImagesPath)
          ? { format: 'webp', width: 64, height: 64 }
          : { format: 'webp', width: 200, height: 150 },
      );
    }
    const [itemUrl] = [...urls];
    const wide = await testApp.app.inject({ method: 'GET', url: `${itemUrl}?w=512` });
    expect(wide.statusCode).toBe(200);
    expect(await pictureSize(wide.rawPayload)).toEqual({ format: 'webp', width: 512, height: 384 });
    const again = await testApp.app.inject({ method: 'GET', url: `${itemUrl}?w=512` });
    expect(again.rawPayload.equals(wide.rawPayload)).toBe(true);
  });

  it('answers 404 for an unknown picture or another format, 400 for a width it does not draw', async () => {
    expect((await get(`${itemImagesPath}no-such-skin.webp`)).statusCode).toBe(404);
    expect((await get(`${stickerImagesPath}ak-47-redline.webp`)).statusCode).toBe(404);
    expect((await get(`${itemImagesPath}ak-47-redline.svg`)).statusCode).toBe(404);
    expect((await get(`${itemImagesPath}ak-47-redline.png`)).statusCode).toBe(404);
    expect((await get(`${itemImagesPath}ak-47-redline.webp?w=500`)).statusCode).toBe(400);
    expect((await get(`${itemImagesPath}ak-47-redline.webp?w=big`)).statusCode).toBe(400);
  });
});
