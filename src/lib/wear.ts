import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type WearKey = 'FN' | 'MW' | 'FT' | 'WW' | 'BS';

export interface Wear {
  key: WearKey;
  /** English source label; render it with `i18n._(wear.label)` so it follows the active locale. */
  label: MessageDescriptor;
  abbreviation: string;
  /** Inclusive float bounds. Neighbouring wears share a bound; the first one listed owns it. */
  min: number;
  max: number;
}

/** Spec §3, in order: the order decides which wear owns a shared bound. */
export const wears: readonly Wear[] = [
  { key: 'FN', label: msg`Factory New`, abbreviation: 'FN', min: 0, max: 0.07 },
  { key: 'MW', label: msg`Minimal Wear`, abbreviation: 'MW', min: 0.07, max: 0.15 },
  { key: 'FT', label: msg`Field-Tested`, abbreviation: 'FT', min: 0.15, max: 0.37 },
  { key: 'WW', label: msg`Well-Worn`, abbreviation: 'WW', min: 0.37, max: 0.44 },
  { key: 'BS', label: msg`Battle-Scarred`, abbreviation: 'BS', min: 0.44, max: 1 },
];

/** The first wear whose inclusive range holds the float; undefined outside [0, 1] or for NaN. */
export function wearFromFloat(float: number): Wear | undefined {
  return wears.find((wear) => float >= wear.min && float <= wear.max);
}
