import sharp from 'sharp';
import type { PictureWidth } from '#contract/pictures.ts';
import type { Drawing } from './images.ts';

/**
 * The demo catalogue's pictures as browsers get them: the SVG drawings of images.ts rendered to WebP at the width a
 * slot asks for. An SVG <img> is a whole document the browser builds on its main thread and rasters in software, a
 * cost paid for every card each time a filter changes the grid; a WebP is decoded off the main thread and drawn as a
 * bitmap.
 *
 * Each picture is rendered on its first request and its bytes kept in memory, least recently used first out. Not on
 * disk: the drawings are code, so a file kept across a restart would have to be thrown away whenever the art changes,
 * and the whole demo catalogue at the widths pages ask for is a few tens of megabytes, rendered again at a few
 * milliseconds each after a restart. Requests for a picture still rendering share its rendering. The server renders
 * them in a process of its own, below normal priority (pictureRenderer.ts).
 */

/**
 * Quality 80 keeps the gradients and outlines clean. Effort 2 renders a card's picture in about 25-35 ms, where the
 * default effort 4 takes 55-90 ms for files about a quarter smaller: a store's first visitors after a restart ask for
 * dozens at once, and those renders share the server's cores with the searches they wait for.
 */
const webpOptions = { quality: 80, effort: 2 } as const;

/** Room for every picture of the demo catalogue at the widths pages ask for. */
const defaultMaxBytes = 64 * 1024 * 1024;

/** The WebP of a drawing, `width` pixels wide (its own width when undefined), the height in proportion. */
export async function renderPicture(svg: string, drawnWidth: number, width: number = drawnWidth): Promise<Buffer> {
  // The SVG is rasterised at the target size (density is in dots per inch, the drawing's size at 72), never scaled
  // from a smaller raster, so edges stay crisp at 2x.
  return sharp(Buffer.from(svg), { density: (72 * width) / drawnWidth })
    .webp(webpOptions)
    .toBuffer();
}

/** Byte strings by key, the least recently used dropped once they add up to more than `maxBytes`. */
export class ByteLruCache {
  readonly #entries = new Map<string, Buffer>();
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  /** What the kept values add up to. */
  get bytes() {
    return this.#bytes;
  }

  get(key: string): Buffer | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      // A Map iterates in insertion order: inserting again makes it the most recently used.
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  /** A value larger than the whole room is not kept: it would push everything else out. */
  set(key: string, value: Buffer) {
    const previous = this.#entries.get(key);
    if (previous !== undefined) {
      this.#bytes -= previous.length;
      this.#entries.delete(key);
    }
    if (value.length > this.#maxBytes) return;
    this.#entries.set(key, value);
    this.#bytes += value.length;
    for (const [oldest, bytes] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= bytes.length;
    }
  }
}

export type PictureSource = (drawing: Drawing, key: string, width?: PictureWidth) => Promise<Buffer | undefined>;

/** The pictures of one server: rendered once each, then served from memory. Undefined for a key nobody drew. */
export function createPictureSource({
  maxBytes = defaultMaxBytes,
  render = renderPicture,
}: {
  maxBytes?: number;
  /** How a picture is rendered: in this process by default, the server's renderer process otherwise. */
  render?: typeof renderPicture;
} = {}): PictureSource {
  const kept = new ByteLruCache(maxBytes);
  const rendering = new Map<string, Promise<Buffer | undefined>>();
  return (drawing, key, width) => {
    const id = `${drawing.kind}/${key}@${width ?? ''}`;
    const bytes = kept.get(id);
    if (bytes !== undefined) return Promise.resolve(bytes);
    const pending = rendering.get(id);
    if (pending !== undefined) return pending;
    const svg = drawing.svg(key);
    if (svg === undefined) return Promise.resolve(undefined);
    const rendered = render(svg, drawing.width, width)
      .then((picture) => {
        kept.set(id, picture);
        return picture;
      })
      .finally(() => rendering.delete(id));
    rendering.set(id, rendered);
    return rendered;
  };
}
