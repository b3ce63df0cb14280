import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '#contract/endpoint.ts';
import { supportEndpoints } from '#contract/lists.ts';
import { buildApp } from '../app.ts';
import { defaultAppConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';

const contactForm = `/api/${endpointPath(supportEndpoints.contactForm)}`;
const message = { email: 'anna@example.com', full_name: 'Anna Kowalska', message: 'Where is my trade offer?' };

describe('rate limits counted in the database', () => {
  let first: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    const config = { sharedRateLimits: true, contactFormRateLimit: { max: 3, timeWindowMs: 60_000 } };
    first = await createTestApp(config);
    // Another server instance on the same database.
    second = await buildApp({ db: first.db, config: defaultAppConfig(config) });
    await second.ready();
  }, 60_000);
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const send = (app: FastifyInstance, remoteAddress: string) =>
    app.inject({ method: 'POST', url: contactForm, remoteAddress, payload: message });

  it('hold across instances: the limit counts every instance’s requests', async () => {
    const answers = [];
    for (const app of [first.app, second, first.app, second]) answers.push(await send(app, '10.1.0.1'));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 429]);
    const retryAfter = Number(answers[3]?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('count each client and each route on its own', async () => {
    expect((await send(second, '10.1.0.2')).statusCode).toBe(201);
    const { rows } = await first.db.query<{ key: string; hits: number }>(
      "SELECT key, hits FROM rate_limit_hits WHERE key LIKE '%10.1.0.%' ORDER BY key",
    );
    expect(rows).toEqual([
      { key: `POST${contactForm}:10.1.0.1`, hits: 4 },
      { key: `POST${contactForm}:10.1.0.2`, hits: 1 },
    ]);
  });

  it('start a new window once the last one ended', async () => {
    await first.db.query("UPDATE rate_limit_hits SET window_ends = now() - interval '1 second'");
    expect((await send(first.app, '10.1.0.1')).statusCode).toBe(201);
  });
});
