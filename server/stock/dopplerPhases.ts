import type { phaseKeys } from '#contract/storeFilters.ts';

type PhaseKey = (typeof phaseKeys)[number];

/**
 * The phase of a Doppler or Gamma Doppler by its paint index, as the game coordinator reports it: Steam's market name
 * never says the phase, the finish's paint index does. Knives released later carry their own indexes (617-619,
 * 852-855), and the Glock-18 Gamma Doppler its own (1119-1123).
 */
const phaseByPaintIndex: ReadonlyMap<number, PhaseKey> = new Map([
  // Doppler
  [415, 'ruby'],
  [416, 'sapphire'],
  [417, 'black_pearl'],
  [418, 'phase_1'],
  [419, 'phase_2'],
  [420, 'phase_3'],
  [421, 'phase_4'],
  [617, 'black_pearl'],
  [618, 'phase_2'],
  [619, 'sapphire'],
  [852, 'phase_1'],
  [853, 'phase_2'],
  [854, 'phase_3'],
  [855, 'phase_4'],
  // Gamma Doppler
  [568, 'emerald'],
  [569, 'phase_1'],
  [570, 'phase_2'],
  [571, 'phase_3'],
  [572, 'phase_4'],
  // Glock-18 | Gamma Doppler
  [1119, 'emerald'],
  [1120, 'phase_1'],
  [1121, 'phase_2'],
  [1122, 'phase_3'],
  [1123, 'phase_4'],
]);

/** The phase this paint index gives; null for every finish that has none. */
export function phaseOfPaintIndex(paintIndex: number): PhaseKey | null {
  return phaseByPaintIndex.get(paintIndex) ?? null;
}

/** The paint indexes of one phase (the sandbox's game reports one of them for a Doppler of that phase). */
export function paintIndexesOfPhase(phase: PhaseKey): number[] {
  return [...phaseByPaintIndex].filter(([, key]) => key === phase).map(([index]) => index);
}
