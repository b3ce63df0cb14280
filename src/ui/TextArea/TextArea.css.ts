import { style } from '@vanilla-extract/css';
import { uiLayer } from '../theme/index.ts';

export const textArea = style({
  '@layer': { [uiLayer]: { resize: 'vertical', minHeight: '6em', maxHeight: '60vh' } },
});
