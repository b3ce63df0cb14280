import { createVar, keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '../theme/index.ts';
import { inUiLayer, uiStyle } from '../theme/layered.ts';

const slideOffset = createVar();
const slideFrom = keyframes({ from: { opacity: 0, transform: slideOffset } });

/**
 * Enter and exit motion shared by every floating overlay (popovers, menus, tooltips): it slides from the side
 * of its trigger, read from react-aria's `data-placement`, and only fades when motion is reduced.
 */
export const floatingMotion = uiStyle({
  vars: { [slideOffset]: 'none' },
  selectors: {
    '&[data-placement="bottom"]': { vars: { [slideOffset]: 'translateY(-4px)' } },
    '&[data-placement="top"]': { vars: { [slideOffset]: 'translateY(4px)' } },
    '&[data-placement="left"]': { vars: { [slideOffset]: 'translateX(4px)' } },
    '&[data-placement="right"]': { vars: { [slideOffset]: 'translateX(-4px)' } },
    '&[data-entering]': { animation: `${slideFrom} ${vars.motion.fast} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${slideFrom} ${vars.motion.fast} ${vars.motion.easing} reverse` },
  },
  '@media': { [media.reducedMotion]: { vars: { [slideOffset]: 'none !important' } } },
});

export const popover = style([
  floatingMotion,
  inUiLayer({
    zIndex: vars.zIndex.popover,
    // A column, so a header above a Menu stays put while the Menu (or Dialog) below it scrolls.
    display: 'flex',
    flexDirection: 'column',
    minWidth: 'var(--trigger-width)',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    outline: 'none',
  }),
]);

export const arrow = uiStyle({
  display: 'block',
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});
