import { uiStyle } from '../theme/layers.css.ts';

export const textArea = uiStyle({ resize: 'vertical', minHeight: '6em', maxHeight: '60vh' });
