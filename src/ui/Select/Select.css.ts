import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';
import { disabled, focusVisible, pressed, withHover } from '../theme/states.ts';

/** The field frame's states, for react-aria's trigger and for the stand-in's native one alike. */
export const selectTrigger = uiStyle(
  withHover(
    {
      justifyContent: 'space-between',
      gap: vars.space.sm,
      padding: `${vars.space.sm} ${vars.space.md}`,
      fontSize: vars.fontSize.md,
      textAlign: 'start',
      cursor: 'pointer',
      outline: 'none',
      selectors: {
        [pressed]: { background: vars.color.surface },
        [focusVisible]: { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
        [disabled]: { opacity: 0.5, cursor: 'not-allowed' },
      },
    },
    { borderColor: vars.color.borderStrong },
  ),
);

export const selectValue = uiStyle({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});
