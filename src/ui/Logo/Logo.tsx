import { gemFacet, gemLight, type LogoVariants, logo, name, nameAccent } from './Logo.css.ts';

/** The marketplace's name is a brand, written the same in every language, so it is not a catalog message. */
const brandParts = ['Skins', 'Market'] as const;
export const brandName = brandParts.join('');

export type LogoProps = LogoVariants & {
  /** `mark` is the gem alone (the loading screen bounces it); `wordmark` adds the name beside it. */
  variant?: 'wordmark' | 'mark';
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
};

/** A cut gem: facets in the accent colour, lit from the top left. */
function Gem() {
  return (
    <g>
      <path d="M8 4h24l8 10-20 24L0 14z" className={gemFacet} />
      <path d="M8 4l4 10h16l4-10z" className={gemLight} />
      <path d="M0 14h40L20 38z" className={gemFacet} opacity="0.85" />
      <path d="M12 14h16l-8 24z" className={gemLight} opacity="0.6" />
    </g>
  );
}

/**
 * The marketplace's logo as an SVG, named for assistive technology.
 *
 * Use it for the brand: the header (a link home), the footer, the loading screen. Not as decoration elsewhere, and
 * never redrawn by hand: the name is a brand, the same in every language.
 */
export function Logo({ variant = 'wordmark', size, className }: LogoProps) {
  const classes = [logo({ size }), className].filter(Boolean).join(' ');
  if (variant === 'mark') {
    return (
      <svg viewBox="0 0 40 40" role="img" aria-label={brandName} className={classes}>
        <Gem />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 212 40" role="img" aria-label={brandName} className={classes}>
      <Gem />
      <text x="50" y="29" textLength="160" lengthAdjust="spacingAndGlyphs" fontSize="26" className={name}>
        {brandParts[0]}
        <tspan className={nameAccent}>{brandParts[1]}</tspan>
      </text>
    </svg>
  );
}
