import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { PictureWidth } from '#contract/pictures.ts';
import type { Drawing } from './images.ts';

/**
 * The demo catalogue's pictures as browsers get them: the SVG drawings of images.ts rendered to WebP at the width a
 * slot asks for. An SVG <img> is a whole document the browser builds on its main thread and rasters in software, a
 * cost paid for every card each time a filter changes the grid; a WebP is decoded off the main thread and drawn as a
 * bitmap.
 *
 * Each picture is rendered on its first request and its bytes kept in memory, least recently used first out, and (with
 * the embedded database, the demo's) in a folder beside it, so a restart does not render them all again: a store's
 * first visitors would otherwise wait for dozens of renders that share the server's cores with their searches. A file
 * is named after what it was rendered from (the drawing's SVG, the width, the encoder's settings), so art that
 * changes is simply rendered anew. Requests for a picture still rendering share its rendering. The server renders them
 * in a process of its own, below normal priority (pictureRenderer.ts).
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

/** A picture's file name: a digest of all its bytes depend on, so a file never outlives its drawing. */
const pictureFileName = (svg: string, width: number | undefined) =>
  `${createHash('sha256').update(JSON.stringify({ svg, width, webpOptions })).digest('base64url')}.webp`;

/** Reads a kept picture, or undefined when there is none (or it cannot be read: it is rendered again). */
async function readKept(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

/** Writes a picture whole or not at all (a reader never sees half a file); a failure only costs a later render. */
async function keep(directory: string, name: string, picture: Buffer): Promise<void> {
  const path = join(directory, name);
  const partial = `${path}.${process.pid}.partial`;
  try {
    await mkdir(directory, { recursive: true });
    await writeFile(partial, picture);
    await rename(partial, path);
  } catch {
    // A full or read-only disk: the picture stays in memory and is rendered again after a restart.
  }
}

/** The pictures of one server: rendered once each, then served from memory (and `directory`). Undefined for a key nobody drew. */
export function createPictureSource({
  maxBytes = defaultMaxBytes,
  render = renderPicture,
  directory,
}: {
  maxBytes?: number;
  /** How a picture is rendered: in this process by default, the server's renderer process otherwise. */
  render?: typeof renderPicture;
  /** Where rendered pictures are kept across restarts; memory only without it. */
  directory?: string;
} = {}): PictureSource {
  const kept = new ByteLruCache(maxBytes);
  const rendering = new Map<string, Promise<Buffer | undefined>>();
  const produce = async (svg: string, drawnWidth: number, width: PictureWidth | undefined) => {
    if (directory === undefined) return render(svg, drawnWidth, width);
    const name = pictureFileName(svg, width);
    const fromDisk = await readKept(join(directory, name));
    if (fromDisk !== undefined) return fromDisk;
    const picture = await render(svg, drawnWidth, width);
    await keep(directory, name, picture);
    return picture;
  };
  return (drawing, key, width) => {
    const id = `${drawing.kind}/${key}@${width ?? ''}`;
    const bytes = kept.get(id);
    if (bytes !== undefined) return Promise.resolve(bytes);
    const pending = rendering.get(id);
    if (pending !== undefined) return pending;
    const svg = drawing.svg(key);
    if (svg === undefined) return Promise.resolve(undefined);
    const produced = produce(svg, drawing.width, width)
      .then((picture) => {
        kept.set(id, picture);
        return picture;
      })
      .finally(() => rendering.delete(id));
    rendering.set(id, produced);
    return produced;
  };
}
