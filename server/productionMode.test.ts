import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAppConfig } from './config.ts';
import { productionEnv } from './test/productionEnv.ts';
import { createTestApp, type TestApp } from './test/testApp.ts';

const mainScript = resolve(import.meta.dirname, 'main.ts');

/** `npm start` as an operator runs it: its exit code and what it printed on stderr. */
function start(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [mainScript], {
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', fail);
    child.on('exit', (code) => done({ code, stderr }));
  });
}

describe('production mode', () => {
  it('refuses to start, naming every missing setting', async () => {
    const { DATABASE_URL: _database, STEAM_BOTS: _bots, STEAM_API_KEY: _key, ...withoutThree } = productionEnv;
    const { code, stderr } = await start(withoutThree);
    expect(code).toBe(1);
    expect(stderr).toContain(
      'SkinsMarket cannot start: NODE_ENV=production needs DATABASE_URL, STEAM_BOTS, STEAM_API_KEY',
    );
  });

  it('refuses half a Stripe configuration and a malformed bot list, saying what is wrong', async () => {
    const { STRIPE_WEBHOOK_SECRET: _secret, ...env } = productionEnv;
    expect(() => loadAppConfig({ ...env, NODE_ENV: undefined }, { serveSpa: false })).toThrow(
      'STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is missing',
    );
    expect(() => loadAppConfig({ ...productionEnv, STEAM_BOTS: '[{"accountName":"x"}]' }, { serveSpa: false })).toThrow(
      /STEAM_BOTS: 0\.accountName/,
    );
    expect(() =>
      loadAppConfig({ ...productionEnv, PUBLIC_ORIGIN: 'http://shop.example' }, { serveSpa: false }),
    ).toThrow(/https/);
  });

  describe('a server configured for production', () => {
    let server: TestApp;
    beforeAll(async () => {
      server = await createTestApp(loadAppConfig(productionEnv, { serveSpa: false }));
    }, 60_000);
    afterAll(() => server?.close());

    it('mounts no sandbox', async () => {
      for (const url of ['/sandbox/steam/openid/login', '/sandbox/payments/checkout/cs_sandbox_0123456789ab']) {
        expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    });

    it('offers only the card, paid on Stripe Checkout: no payment method without a real gateway', async () => {
      const answer = await server.app.inject({ method: 'GET', url: '/api/payments/payment_gateways/' });
      expect(answer.json<{ id: number }[]>().map((gateway) => gateway.id)).toEqual([1]);
    });

    it('sends checkouts to Stripe only, and signs in through Steam', async () => {
      const answer = await server.app.inject({ method: 'GET', url: '/api/payments/checkout_origins/' });
      expect(answer.json()).toEqual({ origins: ['https://checkout.stripe.com'] });
      const login = await server.app.inject({ method: 'GET', url: '/api/users/auth/steam/login/?env=local' });
      expect(login.statusCode).toBe(302);
      expect(login.headers.location).toMatch(/^https:\/\/steamcommunity\.com\/openid\/login\?/);
    });
  });
});
