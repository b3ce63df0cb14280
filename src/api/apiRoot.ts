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

/**
 * An address on the API (`path` against its root; the API names its images root-relative): root-relative when
 * the API is on the page's own origin, so a page the server draws and the browser hydrates name it alike.
 */
export function apiUrl(path: string, apiRoot: string = apiBaseUrl()): string {
  const url = new URL(path, apiRoot);
  return url.origin === pageOrigin() ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
