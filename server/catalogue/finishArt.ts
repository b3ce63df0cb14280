import { createRandom } from './random.ts';

/**
 * The paint of a demo item: a palette and a pattern derived from its name, so two skins of one weapon look
 * different and one skin always looks the same. Well-known finishes get the colours buyers know them by
 * (a Doppler is blue and pink, a Crimson Web red with a black web); the rest get a palette from the name's hash.
 */

export type PatternKind =
  | 'fade'
  | 'stripes'
  | 'camo'
  | 'hex'
  | 'waves'
  | 'digital'
  | 'marble'
  | 'web'
  | 'tiger'
  | 'spots';
const patternKinds: readonly PatternKind[] = [
  'fade',
  'stripes',
  'camo',
  'hex',
  'waves',
  'digital',
  'marble',
  'tiger',
  'spots',
];

export interface FinishArt {
  pattern: PatternKind;
  /** Base, accent and detail colours. */
  palette: readonly [string, string, string];
  /** Seeds the pattern's layout (blob places, stripe angle). */
  seed: number;
}

/** Name fragments (lower case) of famous finishes, checked in order: the first match gives colours and pattern. */
const knownFinishes: readonly (readonly [string, readonly [string, string, string], PatternKind])[] = [
  ['gamma doppler', ['#0c6b43', '#39d98a', '#1d4fa3'], 'marble'],
  ['marble fade', ['#d9322a', '#f2c230', '#2a5bd9'], 'marble'],
  ['doppler', ['#1b3a8c', '#c0398f', '#6a2bb5'], 'marble'],
  ['fade', ['#f25c9a', '#f7d046', '#7b4bd6'], 'fade'],
  ['case hardened', ['#2b63c9', '#c9a23b', '#5b6470'], 'camo'],
  ['crimson web', ['#8c0f14', '#140808', '#d62a2a'], 'web'],
  ['tiger tooth', ['#f29c1f', '#4a2a08', '#ffd37a'], 'tiger'],
  ['slaughter', ['#c2182b', '#f2b8c0', '#7a0d18'], 'camo'],
  ['asiimov', ['#f2f2f2', '#f26b1d', '#1d1d1d'], 'stripes'],
  ['redline', ['#1a1a1a', '#c4161c', '#3a3a3a'], 'stripes'],
  ['dragon lore', ['#c8a24a', '#5a3d1a', '#e8d9a8'], 'waves'],
  ['howl', ['#e0521b', '#2b2b2b', '#f2a33a'], 'tiger'],
  ['hyper beast', ['#2bb5a0', '#e0307a', '#f2d23a'], 'spots'],
  ['fire serpent', ['#2e6b2e', '#d9a62b', '#8c2a1a'], 'hex'],
  ['vulcan', ['#2a62c9', '#f2f2f2', '#1a1a1a'], 'stripes'],
  ['neon', ['#f230c0', '#30e0f2', '#1a1a2a'], 'waves'],
  ['blaze', ['#f27a1d', '#1a1a1a', '#f2c23a'], 'fade'],
  ['ultraviolet', ['#5a2bb5', '#1a1a2a', '#8c5ae0'], 'fade'],
  ['safari mesh', ['#8c8a5a', '#4a4a32', '#b5b08a'], 'digital'],
  ['boreal forest', ['#3a5a3a', '#6b7a4a', '#2a3a2a'], 'camo'],
  ['urban', ['#6b6f78', '#3a3d44', '#a8acb5'], 'digital'],
  ['night', ['#1d2330', '#3a4256', '#0d1017'], 'camo'],
  ['emerald', ['#0c6b43', '#39d98a', '#0a3a24'], 'marble'],
  ['sapphire', ['#0d2f8c', '#3a7bf2', '#0a1a4a'], 'marble'],
  ['ruby', ['#8c0d1f', '#f23a4a', '#4a0a12'], 'marble'],
  ['black pearl', ['#1a1030', '#5a3a8c', '#0a0a14'], 'marble'],
  ['lightning', ['#1a2a8c', '#f2e23a', '#0a0f3a'], 'stripes'],
  ['hydra', ['#2a8c5a', '#1a1a1a', '#8cf2b5'], 'hex'],
];

/** FNV-1a: a stable 32-bit hash of the key (no Math.random, no platform difference). */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(((hue % 360) + 360) % 360)} ${saturation}% ${lightness}%)`;

/** The paint of the item with this image key; `finishName` (e.g. 'Doppler') picks a famous finish's colours. */
export function finishArtOf(key: string, finishName: string): FinishArt {
  const seed = hashOf(key);
  const known = knownFinishes.find(([fragment]) => finishName.toLowerCase().includes(fragment));
  if (known) return { pattern: known[2], palette: known[1], seed };
  const random = createRandom(seed);
  const hue = random.int(0, 359);
  // Analogous, complementary or triadic: each reads as one designed finish rather than random noise.
  const step = random.pick([30, 180, 120, 150]);
  const palette = [
    hsl(hue, random.int(45, 80), random.int(30, 48)),
    hsl(hue + step, random.int(55, 90), random.int(50, 64)),
    hsl(hue - step / 2, random.int(20, 50), random.int(14, 26)),
  ] as const;
  return { pattern: random.pick(patternKinds), palette, seed };
}

/** The defs (pattern or gradient) and the shapes that paint the finish over a 200 x 150 canvas. */
export function paintFinish({ pattern, palette, seed }: FinishArt): string {
  const [base, accent, detail] = palette;
  const random = createRandom(seed);
  const angle = random.int(-50, 50);
  const size = random.int(10, 22);
  switch (pattern) {
    case 'fade':
      return `<defs><linearGradient id="paint" gradientTransform="rotate(${angle / 2} .5 .5)"><stop offset="0" stop-color="${base}"/><stop offset=".55" stop-color="${accent}"/><stop offset="1" stop-color="${detail}"/></linearGradient></defs>
<rect width="200" height="150" fill="url(#paint)"/>`;
    case 'stripes':
      return `<defs><pattern id="paint" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><rect width="${size}" height="${size}" fill="${base}"/><rect width="${Math.round(size / 3)}" height="${size}" fill="${accent}"/><rect x="${Math.round(size / 3)}" width="2" height="${size}" fill="${detail}"/></pattern></defs>
<rect width="200" height="150" fill="url(#paint)"/>`;
    case 'hex': {
      const r = size / 2;
      const w = r * Math.sqrt(3);
      const hexagon = (cx: number, cy: number) =>
        Array.from({ length: 6 }, (_, corner) => {
          const a = (Math.PI / 3) * corner + Math.PI / 6;
          return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
        }).join(' ');
      return `<defs><pattern id="paint" width="${w.toFixed(1)}" height="${(r * 3).toFixed(1)}" patternUnits="userSpaceOnUse"><rect width="100%" height="100%" fill="${detail}"/><polygon points="${hexagon(w / 2, r)}" fill="${base}" stroke="${accent}" stroke-width="1.5"/><polygon points="${hexagon(0, r * 2.5)}" fill="${base}" stroke="${accent}" stroke-width="1.5"/><polygon points="${hexagon(w, r * 2.5)}" fill="${base}" stroke="${accent}" stroke-width="1.5"/></pattern></defs>
<rect width="200" height="150" fill="url(#paint)"/>`;
    }
    case 'waves': {
      const amplitude = random.int(4, 10);
      const waves = Array.from({ length: 9 }, (_, row) => {
        const y = row * 18 - 4;
        return `<path d="M-10 ${y} q 25 ${amplitude} 50 0 t 50 0 t 50 0 t 50 0 t 50 0" fill="none" stroke="${row % 2 ? accent : detail}" stroke-width="${random.int(3, 7)}"/>`;
      }).join('');
      return `<rect width="200" height="150" fill="${base}"/>${waves}`;
    }
    case 'digital': {
      // One tile of pixel camouflage, repeated: a few hundred bytes however large the picture.
      const cell = 8;
      const tile = cell * 6;
      const cells: string[] = [];
      for (let y = 0; y < tile; y += cell)
        for (let x = 0; x < tile; x += cell) {
          const roll = random.next();
          if (roll < 0.5)
            cells.push(
              `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="${roll < 0.25 ? accent : detail}"/>`,
            );
        }
      return `<defs><pattern id="paint" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse"><rect width="${tile}" height="${tile}" fill="${base}"/>${cells.join('')}</pattern></defs>
<rect width="200" height="150" fill="url(#paint)"/>`;
    }
    case 'camo':
    case 'spots': {
      const count = pattern === 'camo' ? 14 : 26;
      const blobs = Array.from({ length: count }, (_, index) => {
        const rx = pattern === 'camo' ? random.int(12, 30) : random.int(3, 8);
        const cx = random.int(0, 200);
        const cy = random.int(0, 150);
        return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx * random.between(0.5, 1))}" transform="rotate(${random.int(0, 180)} ${cx} ${cy})" fill="${index % 3 === 0 ? detail : accent}"/>`;
      }).join('');
      return `<rect width="200" height="150" fill="${base}"/>${blobs}`;
    }
    case 'marble': {
      // Bands spread over the whole height, so a thin knife blade crosses several of them.
      const bands = Array.from({ length: 10 }, (_, index) => {
        const y = index * 16 + random.int(-4, 8);
        return `<path d="M-10 ${y} C 50 ${y - random.int(20, 60)}, 120 ${y + random.int(20, 60)}, 210 ${y - random.int(0, 30)}" fill="none" stroke="${index % 2 ? accent : detail}" stroke-width="${random.int(5, 12)}" stroke-opacity=".85"/>`;
      }).join('');
      return `<defs><filter id="soft"><feGaussianBlur stdDeviation="3"/></filter></defs><rect width="200" height="150" fill="${base}"/><g filter="url(#soft)">${bands}</g>`;
    }
    case 'web': {
      const cx = random.int(60, 140);
      const cy = random.int(40, 110);
      const spokes = Array.from({ length: 12 }, (_, index) => {
        const a = (Math.PI / 6) * index;
        return `<line x1="${cx}" y1="${cy}" x2="${(cx + 220 * Math.cos(a)).toFixed(0)}" y2="${(cy + 220 * Math.sin(a)).toFixed(0)}"/>`;
      }).join('');
      const rings = [14, 30, 50, 74, 102].map((r) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`).join('');
      return `<rect width="200" height="150" fill="${base}"/><g fill="none" stroke="${accent}" stroke-width="2">${spokes}${rings}</g>`;
    }
    case 'tiger': {
      const stripes = Array.from({ length: 12 }, (_, index) => {
        const x = index * 18 + random.int(-4, 4);
        return `<path d="M${x} -5 l ${random.int(6, 14)} ${random.int(30, 60)} l -${random.int(2, 8)} ${random.int(30, 60)} l ${random.int(4, 10)} 70 l -4 0 l -${random.int(6, 12)} -160z" fill="${detail}"/>`;
      }).join('');
      return `<rect width="200" height="150" fill="${base}"/><rect width="200" height="150" fill="${accent}" fill-opacity=".35"/>${stripes}`;
    }
  }
}
