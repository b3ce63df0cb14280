import { createVar } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

export const wearColorVar = createVar();

export const badge = uiStyle({
  display: 'inline-flex',
  alignItems: 'center',
  // On a narrow card the float moves under the wear instead of spilling out (long French labels).
  flexWrap: 'wrap',
  maxWidth: '100%',
  gap: `2px ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const abbreviation = uiStyle({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${wearColorVar}`,
  color: wearColorVar,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const label = uiStyle({ color: vars.color.text });

export const floatValue = uiStyle({ fontFamily: vars.font.mono, fontVariantNumeric: 'tabular-nums' });
