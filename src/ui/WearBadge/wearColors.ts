import type { WearKey } from '#lib/wear.ts';
import { vars } from '../theme/index.ts';

/** The theme colour of each wear, shared by the badge and the float bar. */
export const wearColors: Record<WearKey, string> = {
  FN: vars.wear.fn,
  MW: vars.wear.mw,
  FT: vars.wear.ft,
  WW: vars.wear.ww,
  BS: vars.wear.bs,
};
