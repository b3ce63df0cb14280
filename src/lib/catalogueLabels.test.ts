import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as frenchMessages } from '#locales/fr/messages.po';
import { catalogueLabel, facetLabel, localizedFacets } from './catalogueLabels.ts';

const english = setupI18n({ locale: 'en', messages: { en: {} } });
const french = setupI18n({ locale: 'fr', messages: { fr: frenchMessages } });

describe('catalogue names', () => {
  it('names exteriors like the wear badge does', () => {
    const option = { value: 'minimal_wear', label: 'Minimal Wear' };
    expect(facetLabel(english, 'exteriors', option)).toBe('Minimal Wear');
    expect(facetLabel(french, 'exteriors', option)).toBe('Très peu usée');
  });

  it('translates rarities, qualities, kinds and slots by value', () => {
    expect(facetLabel(french, 'rarities', { value: 'covert', label: 'Covert' })).toBe('Secret');
    expect(facetLabel(french, 'qualities', { value: 'genuine', label: 'Genuine' })).toBe('Authentique');
    expect(facetLabel(french, 'types', { value: 'door', label: 'Door' })).toBe('Porte');
    expect(facetLabel(french, 'slots', { value: 'shoulder', label: 'Shoulder' })).toBe('Épaules');
    expect(facetLabel(french, 'slots', { value: 'ultimate', label: 'Ultimate' })).toBe('Ultime');
  });

  it('names every Dota 2 type and quality of spec §9 in French', () => {
    const inFrench = (kind: 'types' | 'qualities', value: string) => facetLabel(french, kind, { value, label: value });
    expect(inFrench('qualities', 'favored')).toBe('Favorisé');
    expect(inFrench('qualities', 'ascendant')).toBe('Ascendant');
    expect(inFrench('qualities', 'infused')).toBe('Imprégné');
    expect(inFrench('types', 'gem_rune')).toBe('Gemme / Rune');
    expect(inFrench('types', 'treasure_key')).toBe('Clé de trésor');
    expect(inFrench('types', 'retired_chest')).toBe('Coffre retiré');
    expect(inFrench('types', 'player_card')).toBe('Carte de joueur');
    expect(inFrench('types', 'pennant')).toBe('Fanion');
    expect(inFrench('types', 'recipe')).toBe('Recette');
    expect(inFrench('types', 'league')).toBe('Ligue');
    expect(inFrench('types', 'tool')).toBe('Outil');
    expect(facetLabel(english, 'types', { value: 'gem_rune', label: 'Gem Rune' })).toBe('Gem / Rune');
  });

  it('keeps the server’s name for a value it does not know', () => {
    expect(facetLabel(french, 'types', { value: 'new_kind', label: 'New Kind' })).toBe('New Kind');
  });

  it('names an item’s own keys, writing an unknown one as words', () => {
    expect(catalogueLabel(french, 'qualities', 'genuine')).toBe('Authentique');
    expect(catalogueLabel(english, 'types', 'weapon_skin')).toBe('Weapon Skin');
    expect(catalogueLabel(english, 'types', 'player_card')).toBe('Player Card');
    expect(catalogueLabel(english, 'types', 'spray_paint_kit')).toBe('Spray paint kit');
  });

  it('keeps every other field of an option', () => {
    const [covert] = localizedFacets(french, 'rarities', [{ value: 'covert', label: 'Covert', color: '#eb4b4b' }]);
    expect(covert).toEqual({ value: 'covert', label: 'Secret', color: '#eb4b4b' });
  });
});
