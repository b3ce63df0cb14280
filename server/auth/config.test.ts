import { describe, expect, it } from 'vitest';
import { loadAppConfig } from '../config.ts';
import { initialsOf } from '../sandbox/steam/avatar.ts';
import { productionEnv } from '../test/productionEnv.ts';

const load = (env: NodeJS.ProcessEnv) => loadAppConfig(env, { serveSpa: false }).auth;

describe('sign-in configuration', () => {
  it('defaults to the sandbox provider on the server’s own origin, with `local` as the only SPA', () => {
    const auth = load({ PORT: '4000' });
    expect(auth.publicOrigin).toBe('http://localhost:4000');
    expect(auth.sandboxes).toBe(true);
    expect(auth.openIdEndpoint).toBe('http://localhost:4000/sandbox/steam/openid/login');
    expect(auth.spaOrigins).toEqual({ local: 'http://localhost:4000' });
    expect(auth.jwtSecret).toBeUndefined();
  });

  it('reads SPA origins per env and refuses anything that is not a bare origin', () => {
    const auth = load({ SPA_ORIGINS: 'prod=https://shop.example, staging=https://staging.shop.example' });
    expect(auth.spaOrigins).toMatchObject({ prod: 'https://shop.example', staging: 'https://staging.shop.example' });
    expect(() => load({ SPA_ORIGINS: 'prod=https://shop.example/path' })).toThrow(/SPA_ORIGINS/);
    expect(() => load({ SPA_ORIGINS: 'prod' })).toThrow(/SPA_ORIGINS/);
  });

  it('never mounts the sandbox in production, and then signs in through Steam', () => {
    const auth = load(productionEnv);
    expect(auth.sandboxes).toBe(false);
    expect(auth.openIdEndpoint).toBe('https://steamcommunity.com/openid/login');
    expect(() => load({ ...productionEnv, SANDBOXES: 'true' })).toThrow(/never mounts the sandboxes/);
    expect(load({ SANDBOXES: 'false' }).sandboxes).toBe(false);
  });

  it('refuses a short JWT secret', () => {
    expect(() => load({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(load({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  });
});

describe('sandbox avatar initials', () => {
  it.each([
    ['Alex "Headshot" Martin', 'AM'],
    ['Camille Dubois', 'CD'],
    ['Pete', 'PE'],
    ['élodie ümit', 'ÉÜ'],
    ['  ', '?'],
  ])('%s -> %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
