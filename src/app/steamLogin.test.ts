import { describe, expect, it } from 'vitest';
import { steamLoginUrl } from './steamLogin.ts';

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
