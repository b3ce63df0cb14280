import { media, vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

/** One column on phones, two from medium screens: the completion form has nine fields to fit beside its image. */
export const fields = uiStyle({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } },
});

/** The trade link is long: it takes the whole row. */
export const wide = uiStyle({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });

export const actions = uiStyle({ display: 'flex', justifyContent: 'flex-end' });
