import { setPriority } from 'node:os';

/**
 * The process pictures are rendered in (pictureRenderer.ts): below normal priority before anything starts a
 * thread, so every thread it renders on (libuv's, libvips') inherits it.
 */
setPriority(10);
const { renderPicture } = await import('./pictures.ts');

export interface RenderRequest {
  id: number;
  svg: string;
  drawnWidth: number;
  width: number | undefined;
}
export type RenderAnswer = { id: number; picture: Uint8Array } | { id: number; error: string };

const answer = (message: RenderAnswer) => process.send?.(message);

process.on('message', (request: RenderRequest) => {
  renderPicture(request.svg, request.drawnWidth, request.width).then(
    (picture) => answer({ id: request.id, picture }),
    (error: unknown) => answer({ id: request.id, error: String(error) }),
  );
});
// The server is gone (stopped, or crashed): nothing is left to render for.
process.on('disconnect', () => process.exit(0));
