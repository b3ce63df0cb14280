import { createHash } from 'node:crypto';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.codePointAt(0)};`);

/** Up to two letters: the first of the first and last words, or the first two of a single word. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s"“”]+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const first = [...(words[0] ?? '?')];
  const last = [...(words.at(-1) ?? '')];
  const letters = words.length >= 2 ? [first[0], last[0]] : first.slice(0, 2);
  return letters.join('').toUpperCase();
}

/** SANDBOX: a generated avatar (initials on a colour derived from the Steam id), like a Steam profile picture. */
export function avatarSvg(steamId: string, personaName: string): string {
  const hue = createHash('sha256').update(steamId).digest().readUInt16BE(0) % 360;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="184" height="184" viewBox="0 0 184 184" role="img">',
    `<title>${escapeXml(personaName)}</title>`,
    `<rect width="184" height="184" fill="hsl(${hue} 55% 38%)"/>`,
    `<text x="92" y="92" dy="0.35em" text-anchor="middle" font-family="Arial, sans-serif" font-size="72" font-weight="700" fill="#fff">${escapeXml(initialsOf(personaName))}</text>`,
    '</svg>',
  ].join('');
}
