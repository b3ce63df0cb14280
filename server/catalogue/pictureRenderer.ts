import { type ChildProcess, fork } from 'node:child_process';
import type { RenderAnswer, RenderRequest } from './pictureRendererProcess.ts';
import type { renderPicture } from './pictures.ts';

export interface PictureRenderer {
  render: typeof renderPicture;
  close: () => void;
}

/**
 * Renders pictures in a process of its own below normal priority (pictureRendererProcess.ts). A page of new
 * pictures is a burst of CPU: in the server's process it took every core for a moment, away from the server's
 * requests (the search runs on its main thread) and, on one machine, from the browser drawing the page. At a
 * lower priority it takes only the time nothing else wants, and all of it when cores are free. The process starts
 * with the first picture and is started again if it stops.
 */
export function startPictureRenderer(): PictureRenderer {
  let child: ChildProcess | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (picture: Buffer) => void; reject: (error: Error) => void }>();

  const start = () => {
    const started = fork(new URL('./pictureRendererProcess.ts', import.meta.url), {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    started.on('message', (message: RenderAnswer) => {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if ('error' in message) waiting?.reject(new Error(message.error));
      else
        waiting?.resolve(Buffer.from(message.picture.buffer, message.picture.byteOffset, message.picture.byteLength));
    });
    // Stopped, or never started (an 'error' without 'exit'), or its channel gone: what it was rendering fails.
    const stopped = () => {
      started.kill();
      if (child === started) child = undefined;
      for (const waiting of pending.values()) waiting.reject(new Error('the picture renderer stopped'));
      pending.clear();
    };
    started.on('exit', stopped);
    started.on('error', stopped);
    // It never keeps the server running.
    started.unref();
    started.channel?.unref();
    return started;
  };

  return {
    render: (svg, drawnWidth, width) =>
      new Promise((resolve, reject) => {
        child ??= start();
        const id = nextId++;
        pending.set(id, { resolve, reject });
        child.send({ id, svg, drawnWidth, width } satisfies RenderRequest);
      }),
    close: () => child?.kill(),
  };
}
