import { uiStyle } from '../theme/layers.css.ts';

export const numberInput = uiStyle({ textAlign: 'center', fontVariantNumeric: 'tabular-nums' });
