/**
 * The API root, from `VITE_API_URL` (absolute, or relative to the page), else `/api/` on this origin.
 * It is made absolute because ky resolves against it with `new URL`, which rejects relative bases in jsdom.
 */
export function apiBaseUrl(configured: string | undefined = import.meta.env.VITE_API_URL): string {
  const root = configured?.trim() || '/api/';
  const withTrailingSlash = root.endsWith('/') ? root : `${root}/`;
  return new URL(withTrailingSlash, pageOrigin()).href;
}

/** The page's origin; a placeholder where there is no page (the server drawing one, answering its calls itself). */
export function pageOrigin(): string {
  return globalThis.location?.origin ?? 'http://localhost';
}
