export const starCount = 5;
const maxScore = 10;

export type StarFill = 'full' | 'half' | 'empty';

/** Spec §3: a 0-10 score as 0-5 stars in half steps (7 -> 3.5); out-of-range scores are clamped. */
export function starsFromScore(score: number): number {
  if (!Number.isFinite(score)) return 0;
  const clamped = Math.min(Math.max(score, 0), maxScore);
  return Math.round((clamped / maxScore) * starCount * 2) / 2;
}

/** How each of the five stars is filled for a number of stars in half steps. */
export function starFills(stars: number): StarFill[] {
  return Array.from({ length: starCount }, (_, index) => {
    if (stars >= index + 1) return 'full';
    if (stars >= index + 0.5) return 'half';
    return 'empty';
  });
}
