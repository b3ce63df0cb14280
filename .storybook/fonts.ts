import jetBrainsMono from '@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2?url';
import inter from 'inter-ui/variable/InterVariable.woff2?url';

/*
 * The theme's first-choice fonts (`vars.font` in src/ui/theme/darkTheme.css.ts), served with Storybook from npm
 * packages pinned in the lockfile: every machine draws the stories with the same glyphs instead of whatever fonts it
 * has, which is what lets a screenshot match its baseline on a clean machine. They load before the first story.
 */
const themeFonts = [
  new FontFace('Inter', `url(${inter}) format('woff2')`, { weight: '100 900', display: 'block' }),
  new FontFace('JetBrains Mono', `url(${jetBrainsMono}) format('woff2')`, { weight: '100 800', display: 'block' }),
];

export async function loadThemeFonts(): Promise<void> {
  for (const font of themeFonts) document.fonts.add(font);
  await Promise.all(themeFonts.map((font) => font.load()));
}
