import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/index.ts';

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const hint = style({ margin: 0, color: vars.color.textMuted });

/** Ten score choices wrap onto a second row on a phone rather than overflowing it. */
export const scores = style({ columnGap: vars.space.md });

export const confirmation = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.success}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: { '&:empty': { display: 'none' } },
});

/** A button-looking link whose French label is long: it wraps on a phone rather than widening the page. */
export const signIn = style({ alignSelf: 'flex-start', maxWidth: '100%', whiteSpace: 'normal', textAlign: 'center' });
