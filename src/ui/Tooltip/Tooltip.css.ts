import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

/** The trigger and its tooltip; the tooltip is placed against it. */
export const anchor = uiStyle({ position: 'relative', display: 'inline-flex' });

/** How long the pointer rests on the trigger before the tooltip shows (keyboard focus shows it at once). */
const hoverDelay = '300ms';

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
  selectors: {
    [`${anchor}:hover:not([data-dismissed]) &`]: {
      visibility: 'visible',
      transition: `visibility 0s linear ${hoverDelay}`,
    },
    [`${anchor}:has(:focus-visible):not([data-dismissed]) &`]: { visibility: 'visible', transition: 'none' },
  },
});
