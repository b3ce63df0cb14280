import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { wears as wearRanges } from '#contract/wear.ts';

export type WearKey = (typeof wearRanges)[number]['abbreviation'];

export interface Wear {
  key: WearKey;
  /** English source label; render it with `i18n._(wear.label)` so it follows the active locale. */
  label: MessageDescriptor;
  abbreviation: string;
  /** Inclusive float bounds. Neighbouring wears share a bound; the first one listed owns it. */
  min: number;
  max: number;
}

export const wearLabels: Record<WearKey, MessageDescriptor> = {
  FN: msg`Factory New`,
  MW: msg`Minimal Wear`,
  FT: msg`Field-Tested`,
  WW: msg`Well-Worn`,
  BS: msg`Battle-Scarred`,
};

/** Spec §3's ranges (contract/wear.ts), in order: the order decides which wear owns a shared bound. */
export const wears: readonly Wear[] = wearRanges.map(({ abbreviation, min, max }) => ({
  key: abbreviation,
  label: wearLabels[abbreviation],
  abbreviation,
  min,
  max,
}));

/** The first wear whose inclusive range holds the float; undefined outside [0, 1] or for NaN. */
export function wearFromFloat(float: number): Wear | undefined {
  return wears.find((wear) => float >= wear.min && float <= wear.max);
}
