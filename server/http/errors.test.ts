import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { retryAfterSeconds, troubleDetail } from '../db/availability.ts';
import { installErrorHandler, installNotFoundHandler, internalErrorDetail } from './errors.ts';

describe('error answers', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandler(app);
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get('/broken', async () => {
      throw new Error('connection to 10.0.0.5 refused, password=hunter2');
    });
    // What node-postgres throws when PostgreSQL restarts under a query, and when its disk is full.
    routes.get('/restarting', async () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    });
    routes.post('/disk-full', async () => {
      throw Object.assign(new Error('could not extend file "base/5/16384": No space left on device'), {
        code: '53100',
      });
    });
    routes.get('/conflict', async () => {
      throw Object.assign(new Error('This skin is already reserved.'), { statusCode: 409 });
    });
    routes.get(
      '/search/:id',
      {
        schema: {
          params: z.object({ id: z.coerce.number().int().positive() }),
          querystring: z.strictObject({
            price_from: z.coerce.number().optional(),
            range: z.object({ min: z.number() }).optional(),
          }),
        },
      },
      async () => ({ ok: true }),
    );
    routes.post('/nested', { schema: { body: z.object({ address: z.object({ city: z.string() }) }) } }, async () => ({
      ok: true,
    }));
    installNotFoundHandler(app, undefined);
    await app.ready();
  });
  afterAll(() => app.close());

  it('hides what went wrong inside behind a plain 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: internalErrorDetail });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('at ');
  });

  it('answers a database restart with 503 and Retry-After: nothing was done, try again', async () => {
    const response = await app.inject({ method: 'GET', url: '/restarting' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(retryAfterSeconds.unavailable));
    expect(response.json()).toEqual({ detail: troubleDetail.unavailable });
  });

  it('answers a full disk with 503 and a later Retry-After', async () => {
    const response = await app.inject({ method: 'POST', url: '/disk-full' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(retryAfterSeconds.storageFull));
    expect(response.json()).toEqual({ detail: troubleDetail.storageFull });
  });

  it('passes a deliberate client error on as its detail', async () => {
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'This skin is already reserved.' });
  });

  it('names query and path fields by their own names', async () => {
    const query = await app.inject({ method: 'GET', url: '/search/5?price_from=cheap&colour=red' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ price_from: [expect.any(String)], colour: ['Unknown field'] });
    const params = await app.inject({ method: 'GET', url: '/search/-3' });
    expect(params.statusCode).toBe(400);
    expect(Object.keys(params.json())).toEqual(['id']);
  });

  it('names a field called like an Object method without tripping over it', async () => {
    const response = await app.inject({ method: 'GET', url: '/search/5?toString=x&constructor=y' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ toString: ['Unknown field'], constructor: ['Unknown field'] });
  });

  it('names a nested field by its dotted path', async () => {
    const response = await app.inject({ method: 'POST', url: '/nested', payload: { address: { city: 5 } } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['address.city']);
  });

  it('names the whole body when it is not an object', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/nested',
      payload: '[1, 2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['body']);
  });

  it('answers unknown paths with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/nowhere', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});
