import { createVar } from '@vanilla-extract/css';
import { media, vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

export const gapVar = createVar();
export const perViewVars = { base: createVar(), sm: createVar(), md: createVar(), lg: createVar(), xl: createVar() };
const perView = createVar();

export const carousel = uiStyle({
  vars: { [perView]: perViewVars.base },
  '@media': {
    [media.sm]: { vars: { [perView]: perViewVars.sm } },
    [media.md]: { vars: { [perView]: perViewVars.md } },
    [media.lg]: { vars: { [perView]: perViewVars.lg } },
    [media.xl]: { vars: { [perView]: perViewVars.xl } },
  },
  position: 'relative',
  display: 'grid',
  gap: vars.space.sm,
});

export const controls = uiStyle({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.xs });

export const viewport = uiStyle({
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const container = uiStyle({
  display: 'flex',
  gap: gapVar,
  touchAction: 'pan-y pinch-zoom',
  backfaceVisibility: 'hidden',
});

/** Each slide takes its share of the row once the gaps between the visible slides are set aside. */
export const slide = uiStyle({ flex: `0 0 calc((100% - (${perView} - 1) * ${gapVar}) / ${perView})`, minWidth: 0 });

export const arrow = uiStyle({ width: '20px', height: '20px' });
