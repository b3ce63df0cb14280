import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateSourceLocale } from '../app/i18n.ts';

activateSourceLocale();
afterEach(cleanup);
