import { describe, expect, it, vi } from 'vitest';
import { signInWithSteamAgain, steamLoginUrl, takeReturnPath } from './steamLogin.ts';

describe('steamLoginUrl', () => {
  it('points at the Steam login endpoint under the API root with the environment', () => {
    expect(steamLoginUrl('production', 'https://shop.example/api/')).toBe(
      'https://shop.example/api/users/auth/steam/login/?env=production',
    );
  });

  it("falls back to 'local' when no environment is configured", () => {
    expect(steamLoginUrl(undefined, 'http://localhost:4319/api/')).toBe(
      'http://localhost:4319/api/users/auth/steam/login/?env=local',
    );
    expect(steamLoginUrl('  ', 'http://localhost:4319/api/')).toBe(
      'http://localhost:4319/api/users/auth/steam/login/?env=local',
    );
  });

  it('encodes an environment name that is not URL-safe', () => {
    expect(steamLoginUrl('qa & demo', 'https://api.example/')).toBe(
      'https://api.example/users/auth/steam/login/?env=qa+%26+demo',
    );
  });

  it("is root-relative on the page's own origin, so the server and the browser draw the same link", () => {
    expect(steamLoginUrl('local', `${location.origin}/api/`)).toBe('/api/users/auth/steam/login/?env=local');
  });
});

describe('signing in with Steam again', () => {
  it('leaves for the Steam login and comes back to the page that asked, once', () => {
    const go = vi.fn();
    signInWithSteamAgain('/profile?tab=settings', sessionStorage, go);
    expect(go).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/\/users\/auth\/steam\/login\/\?env=/));
    expect(takeReturnPath()).toBe('/profile?tab=settings');
    // Read once: a later sign-in from the header goes home as usual.
    expect(takeReturnPath()).toBeUndefined();
  });

  it('never returns to another site', () => {
    for (const path of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
      sessionStorage.setItem('skins.afterSteamSignIn', path);
      expect(takeReturnPath()).toBeUndefined();
    }
  });
});
