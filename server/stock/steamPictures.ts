/**
 * Where Steam serves item pictures from. A listing's picture is its asset's `icon_url` on Steam's image host, and
 * sticker and charm pictures are whatever Steam's descriptions point at; the shop shows them as given, so the
 * Content-Security-Policy (server/http/security.ts) allows exactly these hosts, and a description pointing elsewhere
 * keeps its name but loses its picture.
 */
export const steamPictureHosts = [
  'community.akamai.steamstatic.com',
  'community.cloudflare.steamstatic.com',
  'community.fastly.steamstatic.com',
  'steamcommunity-a.akamaihd.net',
  'steamcdn-a.akamaihd.net',
  'cdn.steamstatic.com',
  'cdn.akamai.steamstatic.com',
  'cdn.cloudflare.steamstatic.com',
] as const;

/** Steam's economy image host: an asset's picture is this followed by its `icon_url`. */
export const steamEconomyImageBase = 'https://community.akamai.steamstatic.com/economy/image/';

/** The URL when it is an https picture on one of Steam's hosts, else undefined. */
export function steamPictureUrl(url: string | undefined): string | undefined {
  const parsed = url === undefined ? null : URL.parse(url);
  if (parsed?.protocol !== 'https:') return undefined;
  return (steamPictureHosts as readonly string[]).includes(parsed.hostname) ? parsed.href : undefined;
}
