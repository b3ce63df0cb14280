import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { api } from '#api/client.ts';
import { sessionMachine } from '#machines/session/session.machine.ts';
import { accessTokenFor } from '#machines/session/testTokens.ts';
import { registerSessionRequestHooks } from './sessionRequests.ts';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.useRealTimers();
});

/** A signed-in session whose refresh answers `renewed` after `refreshDelayMs`, with its hooks on `api`. */
function signedInSession(first: string, renewed: string, refreshDelayMs = 20) {
  const refresh = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve(renewed), refreshDelayMs)));
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        refreshAccessToken: fromPromise(refresh),
        endServerSession: fromPromise(async () => {}),
      },
    }),
    { input: { addressTokens: { accessToken: first, refreshToken: null } } },
  ).start();
  cleanups.push(registerSessionRequestHooks(actor), () => actor.stop());
  return { actor, refresh };
}

/** A server that accepts only `validToken`, and records the Authorization of each request. */
function serverAccepting(validToken: () => string) {
  const seen: Array<string | null> = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const authorization = request.headers.get('Authorization');
    seen.push(authorization);
    if (authorization !== `Bearer ${validToken()}`) return Response.json({ detail: 'Token expired' }, { status: 401 });
    return Response.json({ body: request.method === 'POST' ? await request.json() : null });
  };
  return { fetch, seen };
}

describe('session request hooks', () => {
  it('sends the bearer token with every call', async () => {
    const token = accessTokenFor();
    signedInSession(token, accessTokenFor({ subject: '2' }));
    const server = serverAccepting(() => token);
    await api.get('users/profile/', { fetch: server.fetch }).json();
    expect(server.seen).toEqual([`Bearer ${token}`]);
  });

  it('answers five concurrent 401s with one refresh, and replays each request once with the new token', async () => {
    const first = accessTokenFor({ subject: 'first' });
    const renewed = accessTokenFor({ subject: 'renewed' });
    const { refresh } = signedInSession(first, renewed);
    let valid = first;
    const server = serverAccepting(() => valid);
    valid = renewed; // the server has expired the first token
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        api.post('payments/cart/add/', { fetch: server.fetch, json: { skin_id: index } }).json(),
      ),
    );
    expect(refresh).toHaveBeenCalledOnce();
    expect(answers).toEqual([0, 1, 2, 3, 4].map((skin_id) => ({ body: { skin_id } })));
    expect(server.seen.filter((header) => header === `Bearer ${first}`)).toHaveLength(5);
    expect(server.seen.filter((header) => header === `Bearer ${renewed}`)).toHaveLength(5);
  });

  it('replays only once: a second 401 is the answer', async () => {
    const { refresh } = signedInSession(accessTokenFor({ subject: 'first' }), accessTokenFor({ subject: 'renewed' }));
    const server = serverAccepting(() => 'nobody');
    await expect(api.get('users/profile/', { fetch: server.fetch }).json()).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(refresh).toHaveBeenCalledOnce();
    expect(server.seen).toHaveLength(2);
  });

  it('refreshes but does not replay a call that allows no retry: it gets its 401', async () => {
    const first = accessTokenFor({ subject: 'first' });
    const renewed = accessTokenFor({ subject: 'renewed' });
    const { refresh } = signedInSession(first, renewed);
    const server = serverAccepting(() => renewed);
    await expect(api.get('users/profile/', { fetch: server.fetch, retry: 0 }).json()).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(refresh).toHaveBeenCalledOnce();
    await api.get('users/profile/', { fetch: server.fetch }).json();
    expect(server.seen).toEqual([`Bearer ${first}`, `Bearer ${renewed}`]);
  });

  it('makes requests wait while a refresh is in flight, then sends them with the new token', async () => {
    const first = accessTokenFor({ subject: 'first' });
    const renewed = accessTokenFor({ subject: 'renewed' });
    const { actor } = signedInSession(first, renewed);
    actor.send({ type: 'session.tokenRejected', accessToken: first });
    const server = serverAccepting(() => renewed);
    await api.get('users/profile/', { fetch: server.fetch }).json();
    expect(server.seen).toEqual([`Bearer ${renewed}`]);
  });

  it('sends no token for a visitor', async () => {
    const actor = createActor(sessionMachine, { input: { addressTokens: null } }).start();
    cleanups.push(registerSessionRequestHooks(actor), () => actor.stop());
    const seen: Array<string | null> = [];
    await api
      .get('feedback/', {
        fetch: async (input, init) => {
          seen.push(new Request(input, init).headers.get('Authorization'));
          return Response.json([]);
        },
      })
      .json();
    expect(seen).toEqual([null]);
  });
});
