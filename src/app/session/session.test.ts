import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authErrorQueryParameter, sessionFlagCookieName } from '#contract/auth.ts';
import { accessTokenFor } from '#machines/session/testTokens.ts';
import { notify } from '#ui/ToastHost/notify.ts';
import { createQueryClient } from '../queryClient.ts';
import { startSession } from './session.ts';
import {
  authErrorParameter,
  hasSessionFlagCookie,
  readAddressTokens,
  reportAuthError,
  sessionFlagCookie,
  withoutParameters,
} from './sessionAddress.ts';
import { createSessionHandle } from './sessionHandle.ts';

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

function start(handle?: ReturnType<typeof createSessionHandle>) {
  const started = startSession({ queryClient: createQueryClient(), handle });
  stops.push(started.stop);
  return started;
}

describe('address and cookie helpers', () => {
  it('uses the names the contract gives the session cookie and the sign-in error parameter', () => {
    expect(sessionFlagCookie).toBe(sessionFlagCookieName);
    expect(authErrorParameter).toBe(authErrorQueryParameter);
  });

  it('reads tokens from the address, the refresh token being optional', () => {
    expect(readAddressTokens('https://shop.test/?access_token=a&refresh_token=r')).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
    });
    expect(readAddressTokens('https://shop.test/?access_token=a')).toEqual({ accessToken: 'a', refreshToken: null });
    expect(readAddressTokens('https://shop.test/?refresh_token=r')).toBeNull();
  });

  it('removes only the named parameters', () => {
    expect(withoutParameters('https://shop.test/cs-store?access_token=a&sort=lowest_price#faq', ['access_token'])).toBe(
      'https://shop.test/cs-store?sort=lowest_price#faq',
    );
  });

  it('finds the session flag cookie among others, and only with the value 1', () => {
    expect(hasSessionFlagCookie('language_cs_skins=fr; session_cs_skins=1')).toBe(true);
    expect(hasSessionFlagCookie('session_cs_skins=0')).toBe(false);
    expect(hasSessionFlagCookie('my_session_cs_skins=1')).toBe(false);
  });
});

describe('startSession', () => {
  it('signs in with tokens from the address and strips them at once, keeping the rest of the address', () => {
    const accessToken = accessTokenFor({ isAdmin: true });
    history.replaceState(null, '', `/profile?tab=orders&access_token=${accessToken}&refresh_token=r1#top`);
    const { handle: session } = start();
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/profile?tab=orders#top');
    expect(session.isSignedIn()).toBe(true);
    expect(session.isAdmin()).toBe(true);
  });

  it('settles at once as a visitor without tokens or session cookie', async () => {
    const { handle: session } = start();
    await session.whenSettled();
    expect(session.isSignedIn()).toBe(false);
  });

  it('takes over the handle a drawn page was hydrated with: its view follows the machine from then on', async () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('session_cs_skins=1');
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ detail: 'No session' }, { status: 401 }));
    const drawn = { isSettled: false, isSignedIn: false, isAdmin: false, cartOwner: undefined };
    const handle = createSessionHandle(drawn);
    const settled = vi.fn();
    void handle.whenSettled().then(settled);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();

    start(handle);
    await handle.whenSettled();
    expect(fetch).toHaveBeenCalledOnce();
    expect(handle.view()).toEqual({ isSettled: true, isSignedIn: false, isAdmin: false, cartOwner: undefined });
    expect(handle.drawn).toBe(drawn);
  });
});

describe('reportAuthError', () => {
  it('says why a Steam sign-in was refused, once, and takes the code out of the address', async () => {
    const error = vi.spyOn(notify, 'error');
    history.replaceState(null, '', '/?auth_error=cancelled');
    reportAuthError();
    expect(location.search).toBe('');
    await vi.waitFor(() => expect(error).toHaveBeenCalledOnce());
    render(createElement(I18nProvider, { i18n }, error.mock.calls[0]?.[0] as ReactElement));
    expect(screen.getByText('Steam sign-in was cancelled.')).toBeTruthy();
  });

  it('has a general message for a code it does not know', async () => {
    const error = vi.spyOn(notify, 'error');
    history.replaceState(null, '', '/?auth_error=something_new');
    reportAuthError();
    await vi.waitFor(() => expect(error).toHaveBeenCalledOnce());
    render(createElement(I18nProvider, { i18n }, error.mock.calls[0]?.[0] as ReactElement));
    expect(screen.getByText('Sign-in failed. Please try again.')).toBeTruthy();
  });
});
