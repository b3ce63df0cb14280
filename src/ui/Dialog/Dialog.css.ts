import { media, vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

export const dialog = uiStyle({
  position: 'relative',
  display: 'flex',
  flex: '1 1 auto',
  height: '100%',
  minHeight: 0,
  maxHeight: 'inherit',
  outline: 'none',
});

export const content = uiStyle({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  overflowY: 'auto',
});

export const header = uiStyle({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const heading = uiStyle({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const closeButton = uiStyle({
  flex: 'none',
  padding: vars.space.xs,
  minHeight: 'auto',
  marginInlineStart: 'auto',
});

export const closeIcon = uiStyle({ width: '20px', height: '20px' });

/** The side image is decoration beside a form: on phones the form gets the whole width. */
export const sideImage = uiStyle({
  display: 'none',
  flex: '0 0 40%',
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  '@media': { [media.md]: { display: 'block' } },
});
