/**
 * The consent to immediate delivery (Directive 2011/83/EU art. 16(m), issue #26): before paying, the buyer asks for
 * their skins at once and acknowledges losing the right of withdrawal once they are delivered. The order keeps the
 * version of the exact text they ticked, with the time; the receipt and the admin's order page show it. A new
 * wording is a new version: the server accepts only the current one, so a page showing an older text cannot buy.
 * Plain data, no zod: the checkout's first load brings it.
 */
export const immediateDeliveryConsent = {
  version: 'immediate-delivery/2026-11',
  /** The exact text per language; the SPA shows it through its catalogs (a unit test holds them equal). */
  text: {
    en: 'I ask for my skins to be delivered at once, and I acknowledge that I lose my right of withdrawal once they are delivered.',
    fr: 'Je demande la livraison immédiate de mes skins et je reconnais perdre mon droit de rétractation dès qu’ils sont livrés.',
  },
} as const;

/** The purchase body's field that carries the version of the text the buyer ticked. */
export const consentField = 'immediate_delivery_consent';

/** A purchase without the consent (or with an older text's version) is refused with this, against the field. */
export const consentRequiredMessage = "Can't purchase. Ask for immediate delivery first.";
