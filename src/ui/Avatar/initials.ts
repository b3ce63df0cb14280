/** Spec §2: the avatar without a picture shows the first two letters of the name (whole characters, not halves of an emoji). */
export function initials(name: string): string {
  return Array.from(name.trim()).slice(0, 2).join('').toLocaleUpperCase();
}
