import { style } from '@vanilla-extract/css';
import { uiLayer, vars } from '../theme/index.ts';

export const wrapper = style({
  '@layer': { [uiLayer]: { display: 'flex', flexDirection: 'column', gap: vars.space.md } },
});

/** Wide lists scroll sideways inside their box instead of widening the page. */
export const scroller = style({
  '@layer': {
    [uiLayer]: {
      overflowX: 'auto',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
    },
  },
});

export const busy = style({
  '@layer': { [uiLayer]: { display: 'flex', justifyContent: 'center', minHeight: vars.space.lg } },
});

export const end = style({ '@layer': { [uiLayer]: { textAlign: 'end' } } });

export const message = style({
  '@layer': {
    [uiLayer]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: vars.space.sm,
      color: vars.color.text,
    },
  },
});

export const pager = style({
  '@layer': {
    [uiLayer]: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.sm },
  },
});

export const pageNumber = style({
  '@layer': {
    [uiLayer]: { color: vars.color.textMuted, fontSize: vars.fontSize.sm, minWidth: '5em', textAlign: 'center' },
  },
});
