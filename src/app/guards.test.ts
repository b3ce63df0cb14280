import { i18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { isNotFound, isRedirect } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateSourceLocale } from '#test/sourceLocale.ts';
import { notify } from '#ui/ToastHost/notify.ts';
import { requireAdmin, requireSignedIn } from './guards.ts';
import type { RouterContext } from './router.tsx';
import type { Session } from './session/sessionHandle.ts';

vi.mock('#ui/ToastHost/notify.ts', () => ({ notify: { error: vi.fn() } }));

function contextFor(session: Session): RouterContext {
  return { session, i18n, queryClient: {} as QueryClient };
}

const settled = async () => {};
const visitor = contextFor({ whenSettled: settled, isSignedIn: () => false, isAdmin: () => false });
const member = contextFor({ whenSettled: settled, isSignedIn: () => true, isAdmin: () => false });
const admin = contextFor({ whenSettled: settled, isSignedIn: () => true, isAdmin: () => true });

async function thrownBy(run: () => Promise<void>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return undefined;
}

beforeEach(() => {
  activateSourceLocale();
  vi.mocked(notify.error).mockClear();
});

describe('requireSignedIn', () => {
  it("sends a visitor home with the error toast 'Please login first'", async () => {
    const thrown = await thrownBy(() => requireSignedIn({ context: visitor, preload: false }));
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { to: string } }).options.to).toBe('/');
    expect(notify.error).toHaveBeenCalledWith('Please login first');
  });

  it('redirects without a toast while only preloading on hover', async () => {
    expect(isRedirect(await thrownBy(() => requireSignedIn({ context: visitor, preload: true })))).toBe(true);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('lets a signed-in user through', async () => {
    expect(await thrownBy(() => requireSignedIn({ context: member, preload: false }))).toBeUndefined();
    expect(notify.error).not.toHaveBeenCalled();
  });
});

describe('requireAdmin', () => {
  it('shows the not-found page to a user without the admin flag', async () => {
    expect(isNotFound(await thrownBy(() => requireAdmin({ context: member, preload: false })))).toBe(true);
  });

  it('lets an admin through', async () => {
    expect(await thrownBy(() => requireAdmin({ context: admin, preload: false }))).toBeUndefined();
  });
});

describe('waiting for the session', () => {
  it('decides only once the start phase has ended, so a signed-in reload is not bounced', async () => {
    let signedIn = false;
    let endStartPhase = () => {};
    const starting = contextFor({
      whenSettled: () =>
        new Promise<void>((resolve) => {
          endStartPhase = resolve;
        }),
      isSignedIn: () => signedIn,
      isAdmin: () => false,
    });
    const decision = thrownBy(() => requireSignedIn({ context: starting, preload: false }));
    signedIn = true;
    endStartPhase();
    expect(await decision).toBeUndefined();
    expect(notify.error).not.toHaveBeenCalled();
  });
});
