import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { pictureWidths } from '#contract/pictures.ts';
import { imageSubjects, itemDrawing, stickerDrawing } from './images.ts';
import { ByteLruCache, createPictureSource, renderPicture } from './pictures.ts';

const [itemKey = ''] = imageSubjects.keys();

describe('renderPicture', () => {
  it('renders a drawing as WebP at every width pages may ask for, the height in proportion', async () => {
    const svg = itemDrawing.svg(itemKey) ?? '';
    for (const width of pictureWidths) {
      const {
        format,
        width: drawn,
        height,
      } = await sharp(await renderPicture(svg, itemDrawing.width, width)).metadata();
      expect({ format, width: drawn, height }).toEqual({ format: 'webp', width, height: (width * 3) / 4 });
    }
  });

  it('renders the same bytes every time, so a year of caching never shows two versions', async () => {
    const svg = itemDrawing.svg(itemKey) ?? '';
    const [first, second] = await Promise.all([renderPicture(svg, 200, 256), renderPicture(svg, 200, 256)]);
    expect(first.equals(second)).toBe(true);
  });

  it('draws what the SVG draws where it draws it: the rarity line along the bottom edge', async () => {
    const svg = itemDrawing.svg(itemKey) ?? '';
    const rarityColor = /<rect y="147" width="200" height="3" fill="#(\w{6})"\/>/.exec(svg)?.[1] ?? '';
    const bottomRow = await sharp(await renderPicture(svg, 200, 256))
      .extract({ left: 0, top: 190, width: 256, height: 1 })
      .raw()
      .toBuffer();
    const middle = [...bottomRow.subarray(128 * 3, 128 * 3 + 3)];
    const expected = [0, 2, 4].map((at) => Number.parseInt(rarityColor.slice(at, at + 2), 16));
    for (const [channel, value] of middle.entries())
      expect(Math.abs(value - (expected[channel] ?? 0))).toBeLessThan(16);
  });
});

describe('ByteLruCache', () => {
  const bytes = (length: number) => Buffer.alloc(length);

  it('drops the least recently used values once they add up to more than its room', () => {
    const cache = new ByteLruCache(100);
    cache.set('a', bytes(40));
    cache.set('b', bytes(40));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', bytes(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(80);
  });

  it('counts a replaced value once, and keeps nothing larger than its room', () => {
    const cache = new ByteLruCache(100);
    cache.set('a', bytes(40));
    cache.set('a', bytes(60));
    expect(cache.bytes).toBe(60);
    cache.set('huge', bytes(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.bytes).toBe(60);
  });
});

describe('createPictureSource', () => {
  it('renders each picture once, for requests at the same time and after', async () => {
    const render = vi.fn(renderPicture);
    const pictures = createPictureSource({ render });
    const [first, second] = await Promise.all([
      pictures(itemDrawing, itemKey, 256),
      pictures(itemDrawing, itemKey, 256),
    ]);
    expect(first).toBe(second);
    expect(await pictures(itemDrawing, itemKey, 256)).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    await pictures(itemDrawing, itemKey, 512);
    await pictures(itemDrawing, itemKey);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('tells items and stickers apart, and answers undefined for a key nobody drew', async () => {
    const render = vi.fn(renderPicture);
    const pictures = createPictureSource({ render });
    expect(await pictures(stickerDrawing, itemKey)).toBeUndefined();
    expect(await pictures(itemDrawing, 'no-such-skin')).toBeUndefined();
    expect(render).not.toHaveBeenCalled();
  });

  it('renders again after a failed rendering rather than keeping the failure', async () => {
    const render = vi.fn(renderPicture).mockRejectedValueOnce(new Error('out of memory'));
    const pictures = createPictureSource({ render });
    await expect(pictures(itemDrawing, itemKey, 256)).rejects.toThrow('out of memory');
    expect(await pictures(itemDrawing, itemKey, 256)).toBeInstanceOf(Buffer);
  });

  it('renders a picture again once it was dropped for room', async () => {
    const render = vi.fn(renderPicture);
    const pictures = createPictureSource({ render, maxBytes: 1 });
    await pictures(itemDrawing, itemKey, 64);
    await pictures(itemDrawing, itemKey, 64);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps what it renders in its folder across restarts, and renders anew what was drawn otherwise', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'pictures-'));
    try {
      const render = vi.fn(renderPicture);
      const before = await createPictureSource({ render, directory })(itemDrawing, itemKey, 256);
      // A restarted server: nothing in memory, the file is read instead of rendering again.
      const restarted = await createPictureSource({ render, directory })(itemDrawing, itemKey, 256);
      expect(restarted?.equals(before ?? Buffer.alloc(0))).toBe(true);
      expect(render).toHaveBeenCalledTimes(1);
      // The same key drawn differently (the art changed) is another file.
      const redrawn = { ...itemDrawing, svg: (key: string) => itemDrawing.svg(key)?.replace('#0d1117', '#111111') };
      await createPictureSource({ render, directory })(redrawn, itemKey, 256);
      expect(render).toHaveBeenCalledTimes(2);
      expect((await readdir(directory)).filter((name) => name.endsWith('.webp'))).toHaveLength(2);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('serves from memory when its folder cannot be written', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'pictures-'));
    try {
      // A file where the folder should be: nothing can be written below it.
      const notAFolder = join(parent, 'file');
      await writeFile(notAFolder, '');
      const render = vi.fn(renderPicture);
      const pictures = createPictureSource({ render, directory: join(notAFolder, 'pictures') });
      expect(await pictures(itemDrawing, itemKey, 64)).toBeInstanceOf(Buffer);
      expect(await pictures(itemDrawing, itemKey, 64)).toBeInstanceOf(Buffer);
      expect(render).toHaveBeenCalledTimes(1);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});
