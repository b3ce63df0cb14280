import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isAdminLoginPage } from './adminAuth.ts';

const apiRoot = `${location.origin}/api/`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the hidden sign-in page', () => {
  it('is shown only for the segment the server confirms', async () => {
    server.use(
      http.get(`${apiRoot}users/auth/admin/login_page/:segment/`, ({ params }) =>
        params.segment === 'Secret_123'
          ? HttpResponse.json({ admin_login_page: true })
          : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    expect(await isAdminLoginPage('Secret_123')).toBe(true);
    expect(await isAdminLoginPage('guessed1')).toBe(false);
  });

  it('is not a segment a URL resolves away, and asks nothing for one', async () => {
    // Unhandled requests fail the test (onUnhandledFrame): none may be made.
    for (const segment of ['', '.', '..']) expect(await isAdminLoginPage(segment)).toBe(false);
  });

  it('does not treat a server failure as "not the page"', async () => {
    server.use(
      http.get(`${apiRoot}users/auth/admin/login_page/:segment/`, () =>
        HttpResponse.json({ detail: 'x' }, { status: 500 }),
      ),
    );
    await expect(isAdminLoginPage('Secret_123')).rejects.toThrow();
  });
});
