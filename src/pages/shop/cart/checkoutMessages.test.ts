import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateMessages } from '#app/i18n.ts';
import { immediateDeliveryConsent, consentRequiredMessage as serverConsentMessage } from '#contract/consent.ts';
import { consentRequiredMessage, immediateDeliveryConsentLabel } from './checkoutMessages.ts';

/**
 * The consent the buyer ticks is the text whose version the order records (contract/consent.ts): the box shows it
 * through the catalogs, in English and French, word for word. A translation that drifts fails here, and so the
 * version must change with the wording.
 */
describe('the consent to immediate delivery', () => {
  afterEach(() => activateMessages('en'));

  it.each(['en', 'fr'] as const)('shows the recorded text word for word in %s', (locale) => {
    activateMessages(locale);
    expect(i18n._(immediateDeliveryConsentLabel)).toBe(immediateDeliveryConsent.text[locale]);
  });

  it('says what the server says when it is missing', () => {
    activateMessages('en');
    expect(i18n._(consentRequiredMessage)).toBe(serverConsentMessage);
  });
});
