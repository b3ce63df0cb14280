import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { activateSourceLocale } from '#test/sourceLocale.ts';

activateSourceLocale();
// CI runs on two busy cores: a UI that settles in 1.5 s there is not broken, so wait up to 5 s.
configure({ asyncUtilTimeout: 5_000 });
afterEach(cleanup);
// The files of a worker share its modules and its window (vitest.config.ts): what a file stubbed, spied on or faked
// is put back when it ends, so the next file starts with the real globals, timers and functions.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.useRealTimers();
  activateSourceLocale();
});
