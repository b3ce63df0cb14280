import { choiceIndicatorWidth, choiceRow } from '../Field/Field.css.ts';
import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

const trackWidth = '36px';
const trackHeight = '20px';
const thumbSize = '14px';

export const switchField = uiStyle({ vars: { [choiceIndicatorWidth]: trackWidth } });

export const switchTrack = uiStyle({
  position: 'relative',
  flexShrink: 0,
  width: trackWidth,
  height: trackHeight,
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${choiceRow}[data-hovered] &`]: { background: vars.color.borderStrong },
    [`${choiceRow}[data-selected] &`]: { background: vars.color.accent },
    [`${choiceRow}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${choiceRow}[data-invalid] &`]: { boxShadow: `0 0 0 1px ${vars.color.danger}` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const switchThumb = uiStyle({
  position: 'absolute',
  top: '3px',
  insetInlineStart: '3px',
  width: thumbSize,
  height: thumbSize,
  borderRadius: '50%',
  background: vars.color.text,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${choiceRow}[data-selected] &`]: {
      transform: `translateX(calc(${trackWidth} - ${thumbSize} - 6px))`,
      background: vars.color.accentText,
    },
    [`[dir="rtl"] ${choiceRow}[data-selected] &`]: {
      transform: `translateX(calc(-1 * (${trackWidth} - ${thumbSize} - 6px)))`,
    },
    [`${choiceRow}[data-pressed] &`]: { width: '18px' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
