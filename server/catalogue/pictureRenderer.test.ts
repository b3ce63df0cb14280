import { afterEach, describe, expect, it } from 'vitest';
import { imageSubjects, itemDrawing } from './images.ts';
import { type PictureRenderer, startPictureRenderer } from './pictureRenderer.ts';
import { renderPicture } from './pictures.ts';

const [itemKey = ''] = imageSubjects.keys();
const svg = itemDrawing.svg(itemKey) ?? '';

let renderer: PictureRenderer | undefined;
afterEach(() => renderer?.close());

describe('startPictureRenderer', () => {
  it('renders in its own process the same bytes as the server would, several at once', async () => {
    renderer = startPictureRenderer();
    const [small, large] = await Promise.all([renderer.render(svg, 200, 128), renderer.render(svg, 200, 512)]);
    expect(small.equals(await renderPicture(svg, 200, 128))).toBe(true);
    expect(large.equals(await renderPicture(svg, 200, 512))).toBe(true);
  });

  it('fails a picture it cannot render, and renders the next one', async () => {
    renderer = startPictureRenderer();
    await expect(renderer.render('<svg', 200, 128)).rejects.toThrow();
    expect(await renderer.render(svg, 200, 64)).toBeInstanceOf(Buffer);
  });

  it('starts again after its process stopped, failing what it was rendering', async () => {
    renderer = startPictureRenderer();
    await renderer.render(svg, 200, 64);
    const lost = renderer.render(svg, 200, 1024);
    renderer.close();
    await expect(lost).rejects.toThrow('the picture renderer stopped');
    expect(await renderer.render(svg, 200, 64)).toBeInstanceOf(Buffer);
  });
});
