import { describe, expect, it } from 'vitest';
import { pictureSources } from './pictureSources.ts';

describe('pictureSources', () => {
  it('asks our server for a demo picture at the slot’s width and twice it', () => {
    expect(pictureSources('/api/static/images/items/ak-47-redline.webp', 256)).toEqual({
      src: '/api/static/images/items/ak-47-redline.webp?w=256',
      srcSet:
        '/api/static/images/items/ak-47-redline.webp?w=256 1x, /api/static/images/items/ak-47-redline.webp?w=512 2x',
    });
  });

  it('rounds a slot up to the next width the server draws, and stops at the largest', () => {
    const { srcSet } = pictureSources('https://api.skins.example/v1/static/images/stickers/navi-holo.webp', 160);
    expect(srcSet).toBe(
      'https://api.skins.example/v1/static/images/stickers/navi-holo.webp?w=192 1x, https://api.skins.example/v1/static/images/stickers/navi-holo.webp?w=384 2x',
    );
    expect(pictureSources('/api/static/images/items/awp-asiimov.webp', 800).srcSet).toMatch(
      /\?w=1024 1x, .*\?w=1024 2x$/,
    );
  });

  it('offers a slot that follows the window every width from half of it to twice it, for the browser to choose', () => {
    const url = '/api/static/images/items/ak-47-redline.webp';
    expect(pictureSources(url, 256, '(min-width: 640px) 300px, 50vw')).toEqual({
      src: `${url}?w=256`,
      srcSet: [128, 192, 256, 384, 512].map((width) => `${url}?w=${width} ${width}w`).join(', '),
      sizes: '(min-width: 640px) 300px, 50vw',
    });
    expect(pictureSources('https://cdn.example/item.png', 256, '50vw')).toEqual({
      src: 'https://cdn.example/item.png',
    });
  });

  it('uses any other picture as given: Steam’s, a data URL, an older SVG path', () => {
    for (const url of [
      'https://community.cloudflare.steamstatic.com/economy/image/-9a81dlWLwJ2UUGcVs_nsVtzdOEdtWwKGZZLQHTxDZ7I56KU0Zwwo4NUX4oFJZEHLbXH5ApeO4YmlhxYQknCRvCo04DEVlxkKgpot7HxfDhjxszJemkV09-5lpKKqPrxN7LEmyVQ7MEpiLuSrYmnjQO3-UdsZGHyd4_Bd1RvNQ7T_FDrw-_ng5Pu75iY1zI97bhLsvQz/360fx360f',
      'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
      '/api/static/images/items/ak-47-redline.svg',
    ]) {
      expect(pictureSources(url, 256)).toEqual({ src: url });
    }
  });
});
