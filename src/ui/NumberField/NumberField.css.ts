import { style } from '@vanilla-extract/css';
import { uiLayer } from '../theme/index.ts';

export const numberInput = style({
  '@layer': { [uiLayer]: { textAlign: 'center', fontVariantNumeric: 'tabular-nums' } },
});
