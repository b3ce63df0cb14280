import { media, vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

/** Spec §2: 10px between review slides. */
export const reviewGap = '10px';

/** While loading, the skeletons take the carousel's place: 1 in view, 3 from the large breakpoint. */
export const skeletonRow = uiStyle({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '100%',
  gap: reviewGap,
  overflow: 'hidden',
  '@media': { [media.lg]: { gridAutoColumns: `calc((100% - 2 * ${reviewGap}) / 3)` } },
});

export const noData = uiStyle({
  margin: 0,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
});
