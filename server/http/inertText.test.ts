import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '#contract/endpoint.ts';
import { supportEndpoints } from '#contract/lists.ts';
import { profileEndpoints } from '#contract/profile.ts';
import { reviewEndpoints } from '#contract/reviews.ts';
import { type AuthTestApp, accessTokenFor, createAuthTestApp, signInThroughSandbox } from '../auth/testKit.ts';

/**
 * Issue #15: an HTML payload in a review, a support message or a Steam name comes back as JSON text (never as
 * a page), under nosniff and a policy without inline scripts; the SPA renders it as text (ReviewCard.test.tsx).
 */
const htmlPayload = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
/** Steam names are 32 characters at most. */
const htmlName = '<img src=x onerror=alert(1)>';
let t: AuthTestApp;
let authorization: string;

beforeAll(async () => {
  t = await createAuthTestApp();
  authorization = `Bearer ${await accessTokenFor(t.app, await signInThroughSandbox(t.app, { persona_name: htmlName }))}`;
});
afterAll(() => t.close());

function expectInertJson(response: { headers: Record<string, unknown> }) {
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
}

describe('user text with HTML in it', () => {
  it('comes back verbatim as JSON in a Steam name', async () => {
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/${endpointPath(profileEndpoints.profile)}`,
      headers: { authorization },
    });
    expect(profile.json().username).toBe(htmlName);
    expectInertJson(profile);
  });

  it('comes back verbatim as JSON in a published review and its author name', async () => {
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [htmlName]);
    await t.db.query(
      `INSERT INTO orders (user_id, gateway_id, code, status, context, currency, total, trade_link, expires_at)
       VALUES ($1, 1, 'INERT-1', 'delivered', '{}', 'EUR', 12.5, 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=a',
         now() + interval '15 minutes')`,
      [rows[0]?.id],
    );
    const description = `Great shop, fast trade. ${htmlPayload}`;
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/${endpointPath(reviewEndpoints.submit)}`,
      headers: { authorization },
      payload: { description, rate: 9 },
    });
    expect(submitted.statusCode).toBe(201);
    await t.db.query(`UPDATE reviews SET status = 'published' WHERE description = $1`, [description]);
    const reviews = await t.app.inject({ method: 'GET', url: `/api/${endpointPath(reviewEndpoints.published)}` });
    expect(reviews.json()).toContainEqual(expect.objectContaining({ description, user: { name: htmlName } }));
    expectInertJson(reviews);
  });

  it('is kept verbatim in a support message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/${endpointPath(supportEndpoints.contactForm)}`,
      payload: { email: 'anna@example.com', full_name: htmlPayload, message: htmlPayload },
    });
    expect(response.statusCode).toBe(201);
    expectInertJson(response);
    const { rows } = await t.db.query<{ message: string }>(
      'SELECT message FROM support_requests WHERE full_name = $1',
      [htmlPayload],
    );
    expect(rows).toEqual([{ message: htmlPayload }]);
  });
});
