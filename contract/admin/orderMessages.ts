/** Every sentence the admin order routes answer with (kept apart from the schemas: the SPA's translator
 * table imports it without pulling zod schemas into the entry). */
export const adminOrderMessages = {
  notFound: 'No order with this id.',
  refunded: 'The order was refunded.',
  resent: 'A new trade offer is on its way.',
  cancelled: 'The order was cancelled and its skins are back in the store.',
  noted: 'The note was added to the timeline.',
  refundNotAllowed: 'This order cannot be refunded in its current state.',
  resendNotAllowed:
    'A new trade offer can only be sent after a declined, expired or tampered one, one past the cap at most.',
  cancelNotAllowed: 'Only an order that awaits payment can be cancelled.',
  created: 'The order was created.',
  unknownUser: 'No user with this id.',
  noTradeLink: 'This user has no valid Steam trade link on their profile.',
  skinsUnavailable: 'Some skins are reserved, sold or unknown.',
  priceAboveCatalogue: 'A price may only be lowered below the catalogue price.',
  unknownGateway: 'Unknown payment method.',
} as const;
