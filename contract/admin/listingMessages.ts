/**
 * What the listings back-office says (kept apart from the schemas, with no zod, so the SPA's message translator
 * reads them without loading the contract's schemas).
 */
export const adminListingMessages = {
  takenOffSale: 'The listings were taken off sale.',
  putOnSale: 'The listings are back for sale where nothing else keeps them off.',
  priceFixed: 'The fixed price was set.',
  priceCleared: 'The fixed price was cleared: the rule’s price applies again.',
  /** Refusals, when no listing of the request could be changed: why, when they share one reason. */
  notFound: 'No listing with this id.',
  sold: 'This listing is sold.',
  alreadyOffSale: 'This listing is already off sale.',
  notOffSale: 'This listing is not off sale.',
  offSaleBySync:
    'The sync took this listing off sale: its asset left the bot. It is back on sale when a sync finds it again.',
  noFixedPrice: 'This listing has no fixed price.',
  samePrice: 'This listing already has this fixed price.',
  nothingChanged: 'None of these listings could be changed.',
  priceDecimals: 'At most 2 decimals',
} as const;
