import { style } from '@vanilla-extract/css';
import { media, vars } from '#ui/theme/index.ts';

/** Items on the left, the checkout panel on the right from tablets up; one column on a phone, panel last. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 24rem)' } },
});

export const itemList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

/** The checkout panel stays in view beside a long list of items. */
export const stickyPanel = style({ '@media': { [media.lg]: { position: 'sticky', top: vars.space.xl } } });

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontFamily: vars.font.heading });

export const summary = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const summaryRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
});

export const summaryLabel = style({ color: vars.color.textMuted });

export const summaryValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const gatewayOption = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const gatewayLogo = style({
  display: 'block',
  width: 40,
  height: 24,
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
});

export const termsLinks = style({ display: 'inline' });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.surfaceSunken,
  display: 'grid',
  gap: vars.space.xs,
});

export const noticeTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const noticeText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const failure = style([notice, { borderColor: vars.color.danger }]);

export const skeletonRows = style({ display: 'grid', gap: vars.space.sm });

export const buyNow = style({ display: 'grid', gap: vars.space.lg });
