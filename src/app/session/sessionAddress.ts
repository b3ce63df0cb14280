import { createElement } from 'react';
import type { AddressTokens } from '#machines/session/session.types.ts';
import { notify } from '#ui/ToastHost/notify.ts';

const addressTokenParameters = { access: 'access_token', refresh: 'refresh_token' } as const;

/**
 * contract/auth.ts `sessionFlagCookieName` and `authErrorQueryParameter`, repeated because the session starts
 * from the entry chunk, which the contract's zod stays out of (DESIGN.md §6); session.test.ts holds them equal.
 */
export const sessionFlagCookie = 'session_cs_skins';
export const authErrorParameter = 'auth_error';

/** Spec §4: tokens may arrive in the address bar (`?access_token=&refresh_token=`). */
export function readAddressTokens(href: string): AddressTokens | null {
  const parameters = new URL(href).searchParams;
  const accessToken = parameters.get(addressTokenParameters.access);
  if (!accessToken) return null;
  return { accessToken, refreshToken: parameters.get(addressTokenParameters.refresh) || null };
}

/** The address without these parameters: tokens must leave neither history, bookmarks nor a Referer header. */
export function withoutParameters(href: string, names: readonly string[]): string {
  const url = new URL(href);
  for (const name of names) url.searchParams.delete(name);
  return url.href;
}

function replaceAddress(href: string) {
  if (href !== location.href) history.replaceState(history.state, '', href);
}

/** Takes the tokens out of the address bar (the session machine's `stripAddressTokens`). */
export function stripAddressTokens() {
  replaceAddress(withoutParameters(location.href, [addressTokenParameters.access, addressTokenParameters.refresh]));
}

/**
 * A refused Steam sign-in lands on `/?auth_error=<code>` (contract/auth.ts): say why once, and take the code
 * out of the address so a reload does not say it again. Call before the router reads the address.
 */
export function reportAuthError() {
  const code = new URL(location.href).searchParams.get(authErrorParameter);
  if (code === null) return;
  replaceAddress(withoutParameters(location.href, [authErrorParameter]));
  void import('./AuthErrorMessage.tsx').then(({ AuthErrorMessage }) =>
    notify.error(createElement(AuthErrorMessage, { code })),
  );
}

export function hasSessionFlagCookie(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${sessionFlagCookie}=1`);
}
