/** Lists that change rarely: browsers and the SPA may reuse them for 5 minutes (spec §9). */
export const cachedListHeaders = { 'cache-control': 'public, max-age=300' } as const;
