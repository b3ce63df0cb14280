/**
 * The shared chunks out of the first load that most later pages need: the build groups them (vite.config.ts), a
 * drawn page fetches them once the shopper engages (public/first-paint.js), and the bundle bench counts them apart.
 */
export const sharedChunks = { widgets: 'widgets', contract: 'contract' } as const;

export const sharedChunkNames: ReadonlySet<string> = new Set(Object.values(sharedChunks));
