import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authEndpoints } from '#contract/auth.ts';
import { deferred } from '#test/deferred.ts';
import { refreshAccessToken } from './auth.ts';
import { mswUrl } from './testing.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('refreshAccessToken', () => {
  it('sends nothing for a tab that stopped waiting before its turn came', async () => {
    const refresh = vi.fn(() => HttpResponse.json({ access_token: 'renewed' }));
    server.use(http.post(mswUrl(authEndpoints.refresh), refresh));
    const controller = new AbortController();
    controller.abort(new DOMException('another tab refreshed', 'AbortError'));
    await expect(refreshAccessToken(null, controller.signal)).rejects.toThrow('another tab refreshed');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('lets a refresh already sent finish: the server rotates the cookie, and the browser must keep the new one', async () => {
    const arrived = deferred<void>();
    const answer = deferred<void>();
    server.use(
      http.post(mswUrl(authEndpoints.refresh), async () => {
        arrived.resolve();
        await answer.promise;
        return HttpResponse.json({ access_token: 'renewed' });
      }),
    );
    const controller = new AbortController();
    const refreshed = refreshAccessToken(null, controller.signal);
    await arrived.promise;
    controller.abort();
    answer.resolve();
    await expect(refreshed).resolves.toBe('renewed');
  });
});
