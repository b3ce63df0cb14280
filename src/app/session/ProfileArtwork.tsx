import { vars } from '#ui/theme/index.ts';

/** The side image of the profile-completion dialog (spec §2): decorative, so hidden from screen readers. */
export function ProfileArtwork() {
  return (
    <svg
      viewBox="0 0 320 480"
      preserveAspectRatio="xMidYMid slice"
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="profile-artwork-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={vars.color.accent} />
          <stop offset="1" stopColor={vars.color.surfaceSunken} />
        </linearGradient>
      </defs>
      <rect width="320" height="480" fill="url(#profile-artwork-sky)" />
      <g fill="none" stroke={vars.color.text} strokeOpacity="0.35" strokeWidth="6" strokeLinecap="round">
        <circle cx="160" cy="180" r="56" />
        <path d="M72 340c18-56 58-84 88-84s70 28 88 84" />
        <path d="M96 396h128M120 428h80" />
      </g>
    </svg>
  );
}
