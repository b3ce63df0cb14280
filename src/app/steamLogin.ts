import { apiBaseUrl, pageOrigin } from '#api/client.ts';
import { steamLoginPath } from '#contract/steamSignIn.ts';

/**
 * Spec §2 and §7: signing in is a full-page visit to the server's Steam endpoint, which tells it which
 * deployment to send the visitor back to (`VITE_APP_ENV`, 'local' when unset).
 */
export function steamLoginUrl(env: string | undefined = import.meta.env.VITE_APP_ENV, apiRoot = apiBaseUrl()): string {
  const url = new URL(steamLoginPath, apiRoot);
  url.searchParams.set('env', env?.trim() || 'local');
  // On the page's own origin the link is root-relative: the same whether the server or the browser drew it.
  return url.origin === pageOrigin() ? `${url.pathname}${url.search}` : url.href;
}
