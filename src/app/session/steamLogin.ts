import { apiBaseUrl, apiUrl } from '#api/apiRoot.ts';
import { steamLoginPath } from '#contract/steamSignIn.ts';

/**
 * Spec §2 and §7: signing in is a full-page visit to the server's Steam endpoint, which tells it which
 * deployment to send the visitor back to (`VITE_APP_ENV`, 'local' when unset).
 */
export function steamLoginUrl(env: string | undefined = import.meta.env.VITE_APP_ENV, apiRoot = apiBaseUrl()): string {
  const url = new URL(steamLoginPath, apiRoot);
  url.searchParams.set('env', env?.trim() || 'local');
  return apiUrl(url.href);
}

/** Where the SPA goes back to after a Steam sign-in it asked for (this tab only, read once). */
const returnPathKey = 'skins.afterSteamSignIn';

/**
 * Signs in with Steam again and comes back to `returnPath` (a path of this site) instead of the home page: the
 * settings tab asks for it before a trade link change (issue #15).
 */
export function signInWithSteamAgain(returnPath: string, storage: Storage = sessionStorage, go = goTo): void {
  storage.setItem(returnPathKey, returnPath);
  go(steamLoginUrl());
}

function goTo(url: string): void {
  window.location.assign(url);
}

/**
 * The path `signInWithSteamAgain` asked to come back to, once; undefined when none was asked for. Only a path of
 * this site (`/…`, never `//host` nor a URL), so nothing stored there can send the shopper elsewhere.
 */
export function takeReturnPath(storage: Storage = sessionStorage): string | undefined {
  const path = storage.getItem(returnPathKey);
  storage.removeItem(returnPathKey);
  return path && /^\/(?![/\\])/.test(path) ? path : undefined;
}
