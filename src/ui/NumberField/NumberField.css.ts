import { uiStyle } from '../theme/layered.ts';

export const numberInput = uiStyle({ textAlign: 'center', fontVariantNumeric: 'tabular-nums' });
