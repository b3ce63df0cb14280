import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

export const notice = uiStyle({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.warning,
});

export const icon = uiStyle({ flex: 'none', width: '14px', height: '14px' });

export const date = uiStyle({ display: 'block', color: vars.color.textMuted });
