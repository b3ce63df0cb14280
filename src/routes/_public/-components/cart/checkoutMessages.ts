import { msg } from '@lingui/core/macro';

/** Spec §5, cart: Buy without agreeing to the privacy policy and the terms. */
export const termsRequiredMessage = msg`Can't purchase. You should agree to the terms.`;

/** Spec §4 and §8: the Steam inventory is private. */
export const inventoryClosedMessage = msg`Open your STEAM inventory first`;
