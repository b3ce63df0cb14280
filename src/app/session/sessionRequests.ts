import { type Actor, waitFor } from 'xstate';
import { registerApiHooks } from '#api/apiHooks.ts';
import { isSessionCall } from '#api/auth.ts';
import { selectUsableToken, type sessionMachine } from '#machines/session/session.machine.ts';

type SessionActor = Actor<typeof sessionMachine>;

/** The calls already replayed once after a refresh (ky keeps one context object per call, across retries). */
const replayedCalls = new WeakSet<object>();

/**
 * The token a request may carry, once the session can tell: waits out the start phase and any refresh in
 * flight, so however many requests ask at once they share one refresh. A token already past its expiry
 * (a computer woken from sleep) is renewed first instead of being sent to be refused.
 */
export async function usableToken(actor: SessionActor): Promise<string | null> {
  const ready = (snapshot = actor.getSnapshot()) => snapshot.hasTag('settled') && !snapshot.hasTag('refreshing');
  let snapshot = await waitFor(actor, (current) => ready(current));
  const { accessToken, expiresAt } = snapshot.context;
  if (accessToken && selectUsableToken(snapshot) && expiresAt !== null && expiresAt <= Date.now()) {
    actor.send({ type: 'session.tokenRejected', accessToken });
    snapshot = await waitFor(actor, (current) => ready(current));
  }
  return selectUsableToken(snapshot);
}

function retryLimitOf(retry: number | { limit?: number } | undefined): number {
  return typeof retry === 'number' ? retry : (retry?.limit ?? 0);
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/**
 * Spec §4 'Token refresh' on every API call: the bearer token goes with each request; a 401 for a request that
 * carried one triggers a refresh (or joins the one in flight), then the request is replayed once with the new
 * token. The session's own calls (auth/me, refresh, logout) pass untouched: they are how it gets a token.
 */
export function registerSessionRequestHooks(actor: SessionActor): () => void {
  return registerApiHooks({
    beforeRequest: async ({ request, options }) => {
      if (isSessionCall(options.context)) return;
      const token = await usableToken(actor);
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
    },
    afterResponse: async ({ request, options, response, retryCount }) => {
      if (response.status !== 401 || isSessionCall(options.context) || replayedCalls.has(options.context)) return;
      const refusedToken = bearerOf(request);
      if (!refusedToken) return;
      actor.send({ type: 'session.tokenRejected', accessToken: refusedToken });
      const token = await usableToken(actor);
      // A call that allows no retry (`retry: 0`) cannot be replayed by ky: it gets its 401, the next call the new token.
      if (!token || token === refusedToken || retryCount >= retryLimitOf(options.retry)) return;
      replayedCalls.add(options.context);
      const headers = new Headers(request.headers);
      headers.set('Authorization', `Bearer ${token}`);
      // ky is loaded by now (it is running this hook): the session's own module leaves it to the first call.
      const { default: ky } = await import('ky');
      return ky.retry({ request: new Request(request, { headers }), delay: 0, code: 'TOKEN_REFRESHED' });
    },
  });
}
