import { msg } from '@lingui/core/macro';

/** Spec §5, cart: Buy without agreeing to the privacy policy and the terms. */
export const termsRequiredMessage = msg`Can't purchase. You should agree to the terms.`;

/** Spec §4 and §8: the Steam inventory is private. */
export const inventoryClosedMessage = msg`Open your STEAM inventory first`;

/**
 * The consent to immediate delivery, word for word the text of contract/consent.ts (whose version the purchase
 * carries and the order records): a unit test holds the English and the French equal to it.
 */
export const immediateDeliveryConsentLabel = msg`I ask for my skins to be delivered at once, and I acknowledge that I lose my right of withdrawal once they are delivered.`;

/** Buy without the consent: contract/consent.ts `consentRequiredMessage`, which the server answers too. */
export const consentRequiredMessage = msg`Can't purchase. Ask for immediate delivery first.`;
