import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateSourceLocale } from '#test/sourceLocale.ts';

activateSourceLocale();
// CI runs on two busy cores: a UI that settles in 1.5 s there is not broken, so wait up to 5 s.
configure({ asyncUtilTimeout: 5_000 });
afterEach(cleanup);
