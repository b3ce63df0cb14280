import { describe, expect, it } from 'vitest';
import { containsOffensiveWords } from './offensiveWords.ts';

describe('containsOffensiveWords', () => {
  it.each([
    ['English, any case', 'This SHIT took three days to arrive'],
    ['French', 'Livraison lente, quelle merde ce site'],
    ['French with its accents', 'Le vendeur est un enculé'],
    ['French without its accents', 'Le vendeur est un encule'],
    ['repeated letters', 'Fuuuuck this store, never again'],
    ['repeated letters of a word with a double letter', 'What an asssshole support agent'],
    ['digits for letters', 'Sh1t prices and a sl0w bot'],
    ['symbols for letters', 'the @sshole bot declined my offer'],
    ['letters spaced apart', 'f u c k this, my skin never came'],
    ['letters dotted apart', 'p.u.t.a.i.n de délai de livraison'],
    ['beside punctuation', 'Bitch, please: the float was wrong!'],
  ])('finds an offensive word: %s', (_case, text) => {
    expect(containsOffensiveWords(text)).toBe(true);
  });

  it.each([
    [
      'words that contain a listed one',
      'A classic Dickens novel skin, assessed fairly: great shitake mushroom sticker',
    ],
    ['a clean English review', 'Bought an AK-47 Redline, the trade offer arrived in two minutes.'],
    ['a clean French review', 'Très bon site, les prix sont corrects et le support a répondu vite.'],
    ['single letters that spell nothing listed', 'A B C grade skins, 10/10 would buy again'],
  ])('lets through %s', (_case, text) => {
    expect(containsOffensiveWords(text)).toBe(false);
  });
});
