/**
 * The offensive-word check on reviews (spec §3: published only if the text is not offensive). A small list in
 * English and French, matched on whole words, whatever the case and accents, and through the usual disguises:
 * repeated letters ("shiiit"), digits and symbols for letters ("sh1t", "@sshole"), and letters spaced or
 * dotted apart ("f.u.c.k"). A moderator still reads every review; this only spares them the obvious ones.
 */
const offensiveWords = {
  en: [
    'asshole',
    'bastard',
    'bitch',
    'bullshit',
    'cunt',
    'dick',
    'dickhead',
    'fag',
    'faggot',
    'fuck',
    'fucked',
    'fucker',
    'fucking',
    'motherfucker',
    'nigger',
    'prick',
    'retard',
    'shit',
    'shitty',
    'slut',
    'twat',
    'wanker',
    'whore',
  ],
  fr: [
    'batard',
    'bordel',
    'connard',
    'connasse',
    'encule',
    'enculer',
    'fdp',
    'merde',
    'merdique',
    'nique',
    'niquer',
    'pede',
    'pute',
    'putain',
    'salaud',
    'salope',
    'tg',
  ],
} as const;

/** Stand-ins people type for letters. */
const lookalikes: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '|': 'i',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '7': 't',
  '+': 't',
  '8': 'b',
};

/** Lower case, accents off, look-alikes replaced, runs of one letter squeezed to one ("fuuuck" → "fuck"). */
function canonical(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[0-9!|@$+]/g, (character) => lookalikes[character] ?? character)
    .replace(/(\p{L})\1+/gu, '$1');
}

const canonicalWords = new Set([...offensiveWords.en, ...offensiveWords.fr].map(canonical));

/**
 * The words of a text, and the words its spaced-out letters spell ("f u c k", "f.u.c.k" → "fuck"): a
 * single letter next to other single letters joins them.
 */
function wordsOf(text: string): string[] {
  const words = canonical(text)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const spelled: string[] = [];
  let letters = '';
  for (const word of words) {
    if (word.length === 1) {
      letters += word;
      continue;
    }
    if (letters.length > 1) spelled.push(canonical(letters));
    letters = '';
  }
  if (letters.length > 1) spelled.push(canonical(letters));
  return [...words, ...spelled];
}

/** True when the text holds one of the listed words (whole words only: "Dickens" or "classic" pass). */
export function containsOffensiveWords(text: string): boolean {
  return wordsOf(text).some((word) => canonicalWords.has(word));
}
