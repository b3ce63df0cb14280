/**
 * The shared chunks out of the first load that most later pages need: the build groups them (vite.config.ts), a
 * drawn page fetches them when idle (src/entry-server.tsx), and the bundle bench counts them apart.
 */
export const idleChunks = { widgets: 'widgets', contract: 'contract' } as const;

export const idleChunkNames: ReadonlySet<string> = new Set(Object.values(idleChunks));
