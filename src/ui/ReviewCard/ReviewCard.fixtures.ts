import type { ReviewCarouselItem } from './ReviewCarousel.tsx';

/** A small drawn background as a data URL, so stories need no file server. */
export function reviewBackground(glow: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320"><defs><radialGradient id="a" cx=".85" cy=".1" r=".8"><stop offset="0" stop-color="${glow}" stop-opacity=".35"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs><rect width="480" height="320" fill="#131a2a"/><rect width="480" height="320" fill="url(#a)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const reviewBackgrounds = ['#f5a524', '#4b69ff', '#8847ff', '#3ccf7a', '#eb4b4b'].map(reviewBackground);

const texts = [
  'Bought a Redline and the trade offer arrived in under a minute. Prices are fair and support answered fast.',
  'Livraison rapide, le couteau est arrivé dans mon inventaire Steam en quelques minutes. Je recommande !',
  'Good selection of Dota 2 sets. Had to open my inventory first, but the page told me exactly what to do.',
  'Third purchase here. Float values are shown precisely, so I got exactly the low-float AK I wanted.',
  'Paid with my card, confirmed with Steam Guard, done. Easiest skin shop I have used.',
];

/** `count` published reviews, newest first, rates cycling from 10 down. */
export function reviewFixtures(count: number): ReviewCarouselItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    authorName: ['Alex', 'Camille', 'Jonas', 'Mira', 'Sam'][index % 5] ?? 'Alex',
    score: 10 - (index % 6),
    text: texts[index % texts.length] ?? '',
    createdAt: new Date(Date.UTC(2026, 10, 20 - index, 14, 30)).toISOString(),
  }));
}
