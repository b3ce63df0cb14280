import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerApiHooks } from './apiHooks.ts';
import { apiBaseUrl } from './apiRoot.ts';
import { api, requestTimeouts } from './client.ts';

/** A fetch that answers from a script of statuses and records each call. */
function scriptedFetch(statuses: number[]) {
  const calls: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(input, init));
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)] ?? 200;
    return Response.json({ status }, { status });
  };
  return { fetch, calls };
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.useRealTimers();
});

describe('apiBaseUrl', () => {
  it('defaults to /api/ on the page origin', () => {
    expect(apiBaseUrl(undefined)).toBe(`${location.origin}/api/`);
    expect(apiBaseUrl('')).toBe(`${location.origin}/api/`);
  });

  it('takes a configured absolute or relative root and adds the trailing slash paths need', () => {
    expect(apiBaseUrl('https://api.example.test/v2')).toBe('https://api.example.test/v2/');
    expect(apiBaseUrl('/backend/')).toBe(`${location.origin}/backend/`);
  });

  it('resolves spec paths under the root', async () => {
    const { fetch, calls } = scriptedFetch([200]);
    await api.get('payments/currency/', { fetch }).json();
    expect(calls[0]?.url).toBe(`${location.origin}/api/payments/currency/`);
  });
});

describe('timeouts (DESIGN.md §4)', () => {
  /** How long a call waits for a server that never answers, measured on fake timers. */
  async function secondsBeforeGivingUp(method: 'get' | 'post' | 'patch' | 'delete', timeout?: number) {
    vi.useFakeTimers();
    const neverAnswers: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    let failedAfter: number | undefined;
    const startedAt = Date.now();
    const call = api(`users/profile/`, { method, fetch: neverAnswers, ...(timeout === undefined ? {} : { timeout }) });
    call.catch((error: unknown) => {
      if (error instanceof Error && error.name === 'TimeoutError') failedAfter = Date.now() - startedAt;
    });
    for (let second = 0; second < 40 && failedAfter === undefined; second += 1) {
      await vi.advanceTimersByTimeAsync(1_000);
    }
    return failedAfter === undefined ? undefined : Math.round(failedAfter / 1_000);
  }

  it('gives reads 15 s and writes 30 s', async () => {
    expect(requestTimeouts).toEqual({ read: 15_000, write: 30_000 });
    expect(await secondsBeforeGivingUp('get')).toBe(15);
    expect(await secondsBeforeGivingUp('post')).toBe(30);
    expect(await secondsBeforeGivingUp('patch')).toBe(30);
    expect(await secondsBeforeGivingUp('delete')).toBe(30);
  });

  it('lets a call set its own timeout', async () => {
    expect(await secondsBeforeGivingUp('get', 3_000)).toBe(3);
  });
});

describe('retries', () => {
  it('retries a GET after 503 and 429, then succeeds', async () => {
    const { fetch, calls } = scriptedFetch([503, 429, 200]);
    await expect(api.get('feedback/', { fetch }).json()).resolves.toEqual({ status: 200 });
    expect(calls).toHaveLength(3);
  });

  it('retries a GET after a network error', async () => {
    let attempts = 0;
    const flaky = async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return Response.json({ ok: true });
    };
    await expect(api.get('feedback/', { fetch: flaky }).json()).resolves.toEqual({ ok: true });
    expect(attempts).toBe(2);
  });

  it('waits at most 3 s when the server asks to retry much later', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const rateLimited = async () => {
      attempts += 1;
      return attempts === 1
        ? Response.json({ detail: 'Slow down.' }, { status: 429, headers: { 'Retry-After': '60' } })
        : Response.json({ ok: true });
    };
    const call = api.get('feedback/', { fetch: rateLimited }).json();
    await vi.advanceTimersByTimeAsync(2_900);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(200);
    await expect(call).resolves.toEqual({ ok: true });
  });

  it('does not retry a GET on a client error', async () => {
    const { fetch, calls } = scriptedFetch([404, 200]);
    await expect(api.get('feedback/', { fetch })).rejects.toHaveProperty('name', 'HTTPError');
    expect(calls).toHaveLength(1);
  });

  it('never retries a write, even on 503', async () => {
    const { fetch, calls } = scriptedFetch([503, 200]);
    await expect(api.post('users/contact_form/', { fetch, json: {} })).rejects.toHaveProperty('name', 'HTTPError');
    expect(calls).toHaveLength(1);
  });
});

describe('registerApiHooks (the seam for the session)', () => {
  it('runs registered hooks on every request, in order, until they are unregistered', async () => {
    const { fetch, calls } = scriptedFetch([200]);
    const unregisterFirst = registerApiHooks({
      beforeRequest: ({ request }) => {
        request.headers.set('Authorization', 'Bearer first');
      },
    });
    const unregisterSecond = registerApiHooks({
      beforeRequest: ({ request }) => {
        request.headers.set('X-Seen-Authorization', request.headers.get('Authorization') ?? 'none');
      },
    });
    cleanups.push(unregisterSecond);

    await api.get('users/profile/', { fetch });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer first');
    expect(calls[0]?.headers.get('X-Seen-Authorization')).toBe('Bearer first');

    unregisterFirst();
    await api.get('users/profile/', { fetch });
    expect(calls[1]?.headers.get('Authorization')).toBeNull();
    expect(calls[1]?.headers.get('X-Seen-Authorization')).toBe('none');
  });

  it('passes a replacement request on to the next hook', async () => {
    const { fetch, calls } = scriptedFetch([200]);
    cleanups.push(
      registerApiHooks({
        beforeRequest: ({ request }) => new Request(request, { headers: { Authorization: 'Bearer replaced' } }),
      }),
    );
    await api.get('users/profile/', { fetch });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer replaced');
  });

  it('lets an afterResponse hook replace the answer (as a refresh-and-replay will)', async () => {
    const { fetch } = scriptedFetch([401]);
    cleanups.push(
      registerApiHooks({
        afterResponse: ({ response }) => (response.status === 401 ? Response.json({ replayed: true }) : undefined),
      }),
    );
    await expect(api.get('users/profile/', { fetch }).json()).resolves.toEqual({ replayed: true });
  });
});
