import { vars } from '../theme/index.ts';
import type { ContrastRequirement } from './contrast.ts';

type ColourGroup = 'color' | 'wear' | 'rarity';

/** A colour token of the theme contract, by its path: `color.text`, `wear.fn`, `rarity.covert`. */
export type ColourToken = {
  [Group in ColourGroup]: `${Group}.${keyof (typeof vars)[Group] & string}`;
}[ColourGroup];

/** The CSS variable a colour token stands for, `var(--color-text__…)`. */
export function tokenReference(token: ColourToken): string {
  const [group, name] = token.split('.') as [ColourGroup, string];
  return (vars[group] as Record<string, string>)[name] ?? '';
}

/**
 * What each colour token is for. The type requires every token of the contract, so a colour added to the theme
 * cannot reach the Foundations page, or the product, without a word on its use.
 */
export const colourRoles: Record<ColourToken, string> = {
  'color.background': 'The page behind everything.',
  'color.surface': 'Panels, cards, the header and forms: the surface most content sits on.',
  'color.surfaceRaised': 'Above a surface: popovers, menus, tooltips, hovered rows, secondary buttons.',
  'color.surfaceSunken': 'Below a surface: input fields, notices set into a form, progress tracks.',
  'color.overlay': 'The scrim behind a modal dialog or a sheet (translucent, never behind text on its own).',
  'color.border': 'Hairlines between panels, rows and tabs; the frame of an input at rest.',
  'color.borderStrong': 'The frame of a hovered input; checkbox and radio outlines.',
  'color.text': 'Body text, headings and values.',
  'color.textMuted': 'Hints, captions, secondary values, placeholders.',
  'color.textInverse': 'Text on a light fill: status badges, the danger button.',
  'color.accent': 'The shop’s one accent: primary buttons, links, the selected tab and switch.',
  'color.accentHover': 'The accent when hovered or pressed.',
  'color.accentText': 'Text and icons on the accent.',
  'color.focusRing': 'The keyboard focus outline of every control.',
  'color.success': 'Done: delivered orders, received payments.',
  'color.warning': 'Needs attention: trade holds, locked cart rows, a session to renew.',
  'color.danger': 'Failed or destructive: errors’ frames, the danger button, failed steps.',
  'color.dangerText': 'Error messages and the required star, on a surface.',
  'color.toast': 'Toast background (DESIGN §4: #1E2939, white text).',
  'wear.fn': 'Factory New.',
  'wear.mw': 'Minimal Wear.',
  'wear.ft': 'Field-Tested.',
  'wear.ww': 'Well-Worn.',
  'wear.bs': 'Battle-Scarred.',
  'rarity.consumer': 'CS2 Consumer Grade.',
  'rarity.industrial': 'CS2 Industrial Grade.',
  'rarity.milSpec': 'CS2 Mil-Spec.',
  'rarity.restricted': 'CS2 Restricted.',
  'rarity.classified': 'CS2 Classified.',
  'rarity.covert': 'CS2 Covert.',
  'rarity.contraband': 'CS2 Contraband.',
  'rarity.common': 'Dota 2 and Rust Common.',
  'rarity.uncommon': 'Dota 2 and Rust Uncommon.',
  'rarity.rare': 'Dota 2 and Rust Rare.',
  'rarity.mythical': 'Dota 2 Mythical.',
  'rarity.legendary': 'Dota 2 Legendary.',
  'rarity.ancient': 'Dota 2 Ancient.',
  'rarity.immortal': 'Dota 2 Immortal.',
  'rarity.arcana': 'Dota 2 Arcana.',
};

/** A colour drawn on another: what WCAG asks its contrast to be, and where the design system draws it. */
export interface ColourPair {
  /** A theme token, or a fixed colour a style writes out (the toast's white text). */
  foreground: ColourToken | { name: string; value: string };
  background: ColourToken;
  requirement: ContrastRequirement;
  where: string;
}

const surfaces = ['color.background', 'color.surface', 'color.surfaceRaised', 'color.surfaceSunken'] as const;

const onEach = (
  foreground: ColourPair['foreground'],
  backgrounds: readonly ColourToken[],
  requirement: ContrastRequirement,
  where: string,
): ColourPair[] => backgrounds.map((background) => ({ foreground, background, requirement, where }));

const wearAndRarity = (Object.keys(colourRoles) as ColourToken[]).filter(
  (token) => token.startsWith('wear.') || token.startsWith('rarity.'),
);

/**
 * The pairs the components draw (read from their `.css.ts` files), the contrast each must reach, and where. The
 * Colour page computes every ratio from the live theme and flags those under AA.
 */
export const colourPairs: ColourPair[] = [
  ...onEach('color.text', surfaces, 'text', 'Body text, headings, values'),
  ...onEach('color.textMuted', surfaces, 'text', 'Hints, captions, placeholders'),
  ...onEach('color.accent', ['color.background', 'color.surface'], 'text', 'Links'),
  ...onEach('color.accentHover', ['color.background', 'color.surface'], 'text', 'Hovered links'),
  ...onEach('color.accentText', ['color.accent', 'color.accentHover'], 'text', 'Primary button, accent badge'),
  ...onEach(
    'color.textInverse',
    ['color.success', 'color.warning', 'color.danger'],
    'text',
    'Status badges, danger button',
  ),
  ...onEach('color.dangerText', ['color.surface', 'color.surfaceSunken'], 'text', 'Field and form errors'),
  ...onEach('color.warning', ['color.surface', 'color.surfaceRaised'], 'text', 'Trade hold, locked cart row'),
  ...onEach('color.success', ['color.surface'], 'text', 'Tradable on the product page'),
  { foreground: { name: 'white', value: '#ffffff' }, background: 'color.toast', requirement: 'text', where: 'Toasts' },
  ...wearAndRarity.flatMap((token) => onEach(token, ['color.surface'], 'text', 'Wear and rarity labels on cards')),
  ...onEach('color.focusRing', surfaces, 'graphic', 'Focus outline'),
  ...onEach('color.border', ['color.surface', 'color.surfaceSunken'], 'graphic', 'Input frame at rest, switch track'),
  ...onEach(
    'color.borderStrong',
    ['color.surface', 'color.surfaceSunken'],
    'graphic',
    'Hovered input, checkbox outline',
  ),
  ...onEach('color.danger', ['color.surface', 'color.surfaceSunken'], 'graphic', 'Invalid input frame'),
];
