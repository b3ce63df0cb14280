import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '#contract/endpoint.ts';
import { validationErrorBodySchema } from '#contract/errors.ts';
import { contactFormSentDetail, supportEndpoints } from '#contract/lists.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';

const url = `/api/${endpointPath(supportEndpoints.contactForm)}`;
const validMessage = {
  email: 'anna@example.com',
  full_name: 'Anna Kowalska',
  message: 'My trade offer did not arrive.',
};

describe('POST /api/users/contact_form/', () => {
  let testApp: TestApp;
  // Each test sends from its own address, so the rate limit only meets the test that is about it.
  let nextAddress = 1;
  const send = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = `10.0.0.${nextAddress++}`) =>
    testApp.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers,
      ...(typeof payload === 'string' ? { payload } : { payload: payload as object }),
    });

  beforeAll(async () => {
    testApp = await createTestApp({ contactFormRateLimit: { max: 3, timeWindowMs: 60_000 } });
  });
  afterAll(() => testApp.close());

  it('stores the message as a support request and says it was sent', async () => {
    const response = await send({ ...validMessage, email: '  anna@example.com ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: contactFormSentDetail });
    const { rows } = await testApp.db.query(
      'SELECT email, full_name, message, status FROM support_requests ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]).toEqual({ ...validMessage, status: 'open' });
  });

  it('names every invalid field with its message (spec §5)', async () => {
    const response = await send({ email: 'not-an-email', full_name: '   ', message: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: ['Invalid email address'],
      full_name: ['Please enter your name'],
      message: ['Message is required'],
    });
  });

  it('asks for every missing field', async () => {
    const response = await send({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: ['Please enter your email'],
      full_name: ['Please enter your name'],
      message: ['Message is required'],
    });
  });

  it('refuses fields the form does not have', async () => {
    const response = await send({ ...validMessage, is_admin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ is_admin: ['Unknown field'] });
  });

  it('refuses a message longer than the limit', async () => {
    const response = await send({ ...validMessage, message: 'x'.repeat(2001) });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['message']);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await send('{"email": ', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ body: ['Malformed JSON'] });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await send('email=a@b.co', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toHaveProperty('detail');
  });

  it('refuses a huge body before reading it', async () => {
    const response = await send({ ...validMessage, message: 'x'.repeat(200_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Request body is too large.' });
  });

  it('never answers 500 to anything a client can send', async () => {
    const contentTypes = ['application/json', 'text/plain', 'application/json; charset=utf-8', 'application/xml'];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.json(),
          fc.string(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        fc.constantFrom(...contentTypes),
        async (payload, contentType) => {
          const response = await send(payload, { 'content-type': contentType });
          expect(response.statusCode).toBeLessThan(500);
          expect(response.json()).toBeTypeOf('object');
        },
      ),
      { numRuns: 60 },
    );
  });

  it('answers a URL it cannot decode with a JSON 400', async () => {
    for (const badUrl of ['/api/%zz', '/api/users/%E0%A4%A/', '/%zz']) {
      const response = await testApp.app.inject({ method: 'GET', url: badUrl, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Malformed URL.' });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('keeps the 400 body in the agreed shape for any object', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string(), fc.jsonValue()), async (payload) => {
        const response = await send(payload);
        if (response.statusCode === 400)
          expect(validationErrorBodySchema.safeParse(response.json()).success).toBe(true);
        else expect(response.statusCode).toBe(201);
      }),
      { numRuns: 40 },
    );
  });

  it('limits the messages from one address, with Retry-After', async () => {
    const address = '192.0.2.77';
    for (let sent = 0; sent < 3; sent++) expect((await send(validMessage, {}, address)).statusCode).toBe(201);
    const limited = await send(validMessage, {}, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ detail: expect.any(String) });
    // Another address is not affected.
    expect((await send(validMessage, {}, '192.0.2.78')).statusCode).toBe(201);
  });
});
