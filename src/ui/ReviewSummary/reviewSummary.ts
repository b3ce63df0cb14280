import { starCount, starsFromScore } from '#lib/rating.ts';

export interface ReviewSummaryData {
  count: number;
  /** The mean rate on the API's 0-10 scale, or undefined without reviews. */
  averageScore: number | undefined;
  /** How many reviews sit at each whole star, index 0 = 1 star ... index 4 = 5 stars. */
  countsByStars: number[];
}

/**
 * Average, count and distribution of some 0-10 rates. A review counts at its nearest whole star, a half
 * star rounding up (9/10 = 4.5 stars counts as 5), and every review counts at least at 1 star.
 */
export function summarizeRates(rates: readonly number[]): ReviewSummaryData {
  const countsByStars = Array.from({ length: starCount }, () => 0);
  for (const rate of rates) {
    const wholeStars = Math.max(1, Math.round(starsFromScore(rate)));
    countsByStars[wholeStars - 1] = (countsByStars[wholeStars - 1] ?? 0) + 1;
  }
  const total = rates.reduce((sum, rate) => sum + rate, 0);
  return {
    count: rates.length,
    averageScore: rates.length > 0 ? total / rates.length : undefined,
    countsByStars,
  };
}
