import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as frenchMessages } from '#locales/fr/messages.po';
import { gatewayName } from './gatewayNames.ts';

const english = setupI18n({ locale: 'en', messages: { en: {} } });
const french = setupI18n({ locale: 'fr', messages: { fr: frenchMessages } });

describe('gatewayName', () => {
  it('names the shop’s payment methods in the shopper’s language', () => {
    expect(gatewayName(english, 'Bank card')).toBe('Bank card');
    expect(gatewayName(french, 'Bank card')).toBe('Carte bancaire');
    expect(gatewayName(french, 'SEPA bank transfer')).toBe('Virement SEPA');
  });

  it('keeps the server’s name for a method it does not know', () => {
    expect(gatewayName(french, 'Gift card')).toBe('Gift card');
  });
});
