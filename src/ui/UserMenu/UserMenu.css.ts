import { media, vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

/** Avatar and name side by side; the name gives way on narrow screens, where the avatar alone fits. */
export const trigger = uiStyle({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, maxWidth: '14rem' });

/**
 * The name names the button for screen readers at every width; on narrow screens only the avatar is seen, so
 * the name is hidden visually there rather than removed (display: none would drop it from the button's name).
 */
export const triggerName = uiStyle({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  '@media': {
    [media.md]: { position: 'static', width: 'auto', height: 'auto', clipPath: 'none', textOverflow: 'ellipsis' },
  },
});

/** Who is signed in, above the actions: the name first, the email under it, both cut rather than wrapped. */
export const identity = uiStyle({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  maxWidth: '18rem',
  overflowWrap: 'anywhere',
});

export const identityName = uiStyle({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const identityEmail = uiStyle({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
