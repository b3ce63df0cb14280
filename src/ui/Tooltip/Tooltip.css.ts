import { media, vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

/** The trigger and its tooltip; the tooltip is placed against it. */
export const anchor = uiStyle({ position: 'relative', display: 'inline-flex' });

/** How long the pointer rests on the trigger before the tooltip shows (keyboard focus shows it at once). */
const hoverDelay = '300ms';
/** Its arrow: a square turned a quarter, of which the border shows two sides below the hint. */
const arrowSize = '8px';
/**
 * It rises into place as it shows, and leaves at once (it is out of the way, and out of the accessibility tree,
 * the moment the pointer or the focus leaves, or Escape is pressed).
 */
const fadeIn = (delay: string) =>
  `visibility 0s linear ${delay}, opacity ${vars.motion.fast} ${vars.motion.easing} ${delay}, transform ${vars.motion.fast} ${vars.motion.easing} ${delay}`;
const shown = { visibility: 'visible', opacity: 1, transform: 'none' } as const;

export const tooltip = uiStyle({
  position: 'absolute',
  insetInlineEnd: 0,
  bottom: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.zIndex.popover,
  width: 'max-content',
  maxWidth: 'min(260px, 100cqi)',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'normal',
  textAlign: 'start',
  // Hidden, it is out of the accessibility tree too; it still names the trigger's description.
  visibility: 'hidden',
  opacity: 0,
  transform: 'translateY(4px)',
  selectors: {
    [`${anchor}:hover:not([data-dismissed]) &`]: { ...shown, transition: fadeIn(hoverDelay) },
    [`${anchor}:has(:focus-visible):not([data-dismissed]) &`]: { ...shown, transition: fadeIn('0s') },
    // The arrow points down at the trigger's end, where the hint is aligned.
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '100%',
      insetInlineEnd: vars.space.sm,
      width: arrowSize,
      height: arrowSize,
      marginTop: `calc(${arrowSize} / -2)`,
      background: 'inherit',
      borderRight: `1px solid ${vars.color.border}`,
      borderBottom: `1px solid ${vars.color.border}`,
      transform: 'rotate(45deg)',
    },
  },
  '@media': { [media.reducedMotion]: { transform: 'none' } },
});
