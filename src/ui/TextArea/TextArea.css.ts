import { uiStyle } from '../theme/layered.ts';

export const textArea = uiStyle({ resize: 'vertical', minHeight: '6em', maxHeight: '60vh' });
