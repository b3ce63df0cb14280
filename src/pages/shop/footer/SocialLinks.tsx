import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DiscordIcon, InstagramIcon, SteamIcon, XIcon, YouTubeIcon } from '../icons.tsx';
import * as styles from './Footer.css.ts';

interface SocialLink {
  name: string;
  /** The network's own home page: a placeholder until the marketplace's accounts are public. */
  href: string;
  icon: ReactNode;
}

const socialLinks: readonly SocialLink[] = [
  { name: 'Steam', href: 'https://steamcommunity.com/', icon: <SteamIcon /> },
  { name: 'Discord', href: 'https://discord.com/', icon: <DiscordIcon /> },
  { name: 'X', href: 'https://x.com/', icon: <XIcon /> },
  { name: 'YouTube', href: 'https://www.youtube.com/', icon: <YouTubeIcon /> },
  { name: 'Instagram', href: 'https://www.instagram.com/', icon: <InstagramIcon /> },
];

export function SocialLinks() {
  const { t } = useLingui();
  return (
    <ul className={styles.socialLinks} aria-label={t`Follow us`}>
      {socialLinks.map(({ name, href, icon }) => (
        <li key={name}>
          <a className={styles.socialLink} href={href} target="_blank" rel="noopener noreferrer" aria-label={name}>
            {icon}
          </a>
        </li>
      ))}
    </ul>
  );
}
