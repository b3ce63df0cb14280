import type { ReactNode } from 'react';

/** Line icons drawn in the text colour; decorative, so the control around each one carries the name. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function SearchIcon() {
  return (
    <Icon>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </Icon>
  );
}

export function MenuIcon() {
  return (
    <Icon>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  );
}

export function SteamIcon() {
  return (
    <Icon>
      <circle cx="15.5" cy="8.5" r="3.5" />
      <circle cx="8" cy="16" r="2.5" />
      <path d="M10.2 14.7l3-3.4M3 12a9 9 0 1 0 2.3-6" />
    </Icon>
  );
}

export function DiscordIcon() {
  return (
    <Icon>
      <path d="M7 7.5c3.3-1.3 6.7-1.3 10 0l2 8.5c-1.5 1.3-3 2-4.5 2l-1-1.7M7 7.5l-2 8.5c1.5 1.3 3 2 4.5 2l1-1.7" />
      <circle cx="9.5" cy="12.5" r="1" />
      <circle cx="14.5" cy="12.5" r="1" />
    </Icon>
  );
}

export function XIcon() {
  return (
    <Icon>
      <path d="M4 4l16 16M20 4L4 20" />
    </Icon>
  );
}

export function YouTubeIcon() {
  return (
    <Icon>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.5v5l4.5-2.5z" />
    </Icon>
  );
}

export function InstagramIcon() {
  return (
    <Icon>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" />
    </Icon>
  );
}
