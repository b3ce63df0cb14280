import type { Language } from '#contract/languages.ts';

/**
 * What the shop writes to a buyer outside the site (order e-mails, receipts and credit notes), in each language it
 * speaks. The server draws no React and runs no Lingui macros, so these are typed tables: the French one must have
 * every text the English one has, or the server does not compile. Values interpolated here are plain text; the
 * e-mail's HTML part escapes every one of them (server/notices/mailLayout.ts).
 */
export interface NoticeTexts {
  locale: string;
  /** The payment methods the shop ships with, by their stored (English) name; any other keeps its name. */
  gatewayNames: Record<string, string>;
  greeting(name: string): string;
  orderLine(code: string): string;
  viewOrder: string;
  itemsHeading: string;
  total: string;
  signature: string;
  footerWhy: string;
  footerPreferences: string;
  footerAlwaysSent: string;
  companyRegistration(number: string): string;

  paymentReceived: {
    subject(code: string): string;
    lead(total: string): string;
    next: string;
    receiptAttached(number: string): string;
  };
  offerSent: {
    subject(code: string): string;
    lead(botName: string): string;
    codeCheck(code: string): string;
    openFor(days: number): string;
    lookAlike(botName: string, code: string): string;
  };
  offerFailed: {
    subject(code: string, declined: boolean): string;
    lead(declined: boolean): string;
    retry(attempt: number, max: number): string;
    refund: string;
  };
  offerSuspicious: {
    subject(code: string): string;
    lead: string;
    check(botName: string, code: string): string;
    confirm: string;
  };
  delivered: {
    subject(code: string): string;
    lead: string;
    reversal: string;
  };
  refunded: {
    subject(code: string): string;
    lead(amount: string): string;
    why: string;
    creditNoteAttached(number: string): string;
    delay: string;
  };
  paymentFailed: {
    subject(code: string): string;
    lead: string;
    next: string;
  };
  /** Why an order was refunded, said to the buyer. */
  refundCauses: {
    offersFailed: string;
    latePayment: string;
    gateway: string;
    support(note: string): string;
  };

  document: {
    /** What follows a label: French sets a space before the colon. */
    colon: string;
    receiptTitle: string;
    creditNoteTitle: string;
    number: string;
    issuedOn: string;
    seller: string;
    buyer: string;
    order: string;
    orderedOn: string;
    paidOn: string;
    paymentMethod: string;
    item: string;
    price: string;
    total: string;
    refunded: string;
    refundReason: string;
    forReceipt: string;
    consentHeading: string;
    consentGiven(at: string, version: string): string;
    consentNone: string;
    digitalGoods: string;
    fileName(kind: 'receipt' | 'credit_note', number: string): string;
  };
}

const en: NoticeTexts = {
  locale: 'en-GB',
  gatewayNames: {},
  greeting: (name) => `Hello ${name},`,
  orderLine: (code) => `Order ${code}`,
  viewOrder: 'See your order',
  itemsHeading: 'Your skins',
  total: 'Total',
  signature: 'The SkinsMarket team',
  footerWhy: 'You receive this e-mail because you ordered at SkinsMarket.',
  footerPreferences: 'Order updates you can do without can be turned off in your profile settings:',
  footerAlwaysSent: 'Receipts, refunds and trade offer notices are always sent.',
  companyRegistration: (number) => `Registration number ${number}`,

  paymentReceived: {
    subject: (code) => `Payment received for order ${code}`,
    lead: (total) => `We received your payment of ${total}. Thank you!`,
    next: 'Our trade bot is preparing your Steam trade offer: we will write again as soon as it is sent.',
    receiptAttached: (number) => `Your receipt ${number} is attached to this e-mail (PDF).`,
  },
  offerSent: {
    subject: (code) => `Your trade offer for order ${code} is waiting in Steam`,
    lead: (botName) => `Our bot ${botName} has sent you a Steam trade offer with your skins.`,
    codeCheck: (code) =>
      `Before you accept it, check that its message says "Order ${code}". Decline any offer without this code.`,
    openFor: (days) =>
      `The offer stays open for ${days} days; if it expires, we send a new one or refund you, never both.`,
    lookAlike: (botName, code) =>
      `Beware of look-alike offers: scammers copy our bot's name and picture. Our offers come only from ${botName} and always carry the code ${code}. We never ask you for anything in return.`,
  },
  offerFailed: {
    subject: (code, declined) =>
      declined ? `The trade offer for order ${code} was declined` : `The trade offer for order ${code} expired`,
    lead: (declined) =>
      declined ? 'The trade offer with your skins was declined.' : 'The trade offer with your skins expired.',
    retry: (attempt, max) =>
      `We will send you a new offer shortly (offer ${attempt} of ${max}). If you declined by mistake, you have nothing to do but watch for it.`,
    refund: 'That was our last try: your payment will be refunded in full, and we will send you a credit note.',
  },
  offerSuspicious: {
    subject: (code) => `Action needed: the trade offer for order ${code} was tampered with`,
    lead: 'Our trade offer was countered or cancelled, and not by us. We send no new offer until you confirm that your Steam account is safe.',
    check: (botName, code) =>
      `Do not accept any trade offer for this order right now. Scammers who get hold of a Steam Web API key cancel a shop's offer and send a look-alike from an account named like ours. Our offers come only from ${botName} and carry the code ${code}. If you did not counter or cancel our offer yourself, revoke your Steam Web API key (steamcommunity.com/dev/apikey) and change your Steam password.`,
    confirm: 'Then ask for a new offer on your order page.',
  },
  delivered: {
    subject: (code) => `Order ${code} is delivered`,
    lead: 'You accepted the trade offer: the skins are in your Steam inventory. Enjoy!',
    reversal: 'Steam can still reverse a trade for 7 days under its trade protection; we will let you know if it does.',
  },
  refunded: {
    subject: (code) => `Order ${code} was refunded`,
    lead: (amount) => `We refunded ${amount} to the way you paid.`,
    why: 'Why:',
    creditNoteAttached: (number) => `Your credit note ${number} is attached to this e-mail (PDF).`,
    delay: 'Depending on your bank or payment provider, the money can take a few days to reach you.',
  },
  paymentFailed: {
    subject: (code) => `The payment for order ${code} did not go through`,
    lead: 'Your payment did not go through, so nothing was charged and the skins were released.',
    next: 'The skins still on sale are back in your cart: you can pay again whenever you like.',
  },
  refundCauses: {
    offersFailed: 'no trade offer was accepted after our last attempt.',
    latePayment: 'your payment arrived after the order had been released.',
    gateway: 'the payment was refunded at the payment provider.',
    support: (note) => `our support team refunded the order (${note}).`,
  },

  document: {
    colon: ':',
    receiptTitle: 'Receipt',
    creditNoteTitle: 'Credit note',
    number: 'Number',
    issuedOn: 'Issued on',
    seller: 'Seller',
    buyer: 'Buyer',
    order: 'Order',
    orderedOn: 'Ordered on',
    paidOn: 'Paid on',
    paymentMethod: 'Payment method',
    item: 'Item',
    price: 'Price',
    total: 'Total',
    refunded: 'Refunded',
    refundReason: 'Reason',
    forReceipt: 'Cancels receipt',
    consentHeading: 'Immediate delivery',
    consentGiven: (at, version) => `Before paying, on ${at}, the buyer ticked the following (text ${version}):`,
    consentNone:
      'This order was placed by our support team on the buyer’s behalf; no consent to immediate delivery was asked at checkout.',
    digitalGoods: 'Digital items delivered as a Steam trade offer.',
    fileName: (kind, number) => `SkinsMarket-${kind === 'receipt' ? 'receipt' : 'credit-note'}-${number}.pdf`,
  },
};

const fr: NoticeTexts = {
  locale: 'fr-FR',
  gatewayNames: {
    'Bank card': 'Carte bancaire',
    'SEPA bank transfer': 'Virement SEPA',
    'Crypto (USDT, BTC)': 'Crypto (USDT, BTC)',
    'E-wallet': 'Portefeuille électronique',
  },
  greeting: (name) => `Bonjour ${name},`,
  orderLine: (code) => `Commande ${code}`,
  viewOrder: 'Voir votre commande',
  itemsHeading: 'Vos skins',
  total: 'Total',
  signature: 'L’équipe SkinsMarket',
  footerWhy: 'Vous recevez cet e-mail parce que vous avez commandé sur SkinsMarket.',
  footerPreferences:
    'Les nouvelles de commande dont vous pouvez vous passer se désactivent dans les paramètres de votre profil :',
  footerAlwaysSent: 'Les reçus, les remboursements et les avis d’offre d’échange sont toujours envoyés.',
  companyRegistration: (number) => `Numéro d’immatriculation ${number}`,

  paymentReceived: {
    subject: (code) => `Paiement reçu pour la commande ${code}`,
    lead: (total) => `Nous avons bien reçu votre paiement de ${total}. Merci !`,
    next: 'Notre bot prépare votre offre d’échange Steam : nous vous écrirons dès qu’elle sera envoyée.',
    receiptAttached: (number) => `Votre reçu ${number} est joint à cet e-mail (PDF).`,
  },
  offerSent: {
    subject: (code) => `Votre offre d’échange pour la commande ${code} vous attend sur Steam`,
    lead: (botName) => `Notre bot ${botName} vous a envoyé une offre d’échange Steam avec vos skins.`,
    codeCheck: (code) =>
      `Avant de l’accepter, vérifiez que son message indique « Order ${code} ». Refusez toute offre sans ce code.`,
    openFor: (days) =>
      `L’offre reste ouverte ${days} jours ; si elle expire, nous en envoyons une nouvelle ou vous remboursons, jamais les deux.`,
    lookAlike: (botName, code) =>
      `Méfiez-vous des offres imitées : les escrocs copient le nom et l’image de notre bot. Nos offres viennent uniquement de ${botName} et portent toujours le code ${code}. Nous ne vous demandons jamais rien en échange.`,
  },
  offerFailed: {
    subject: (code, declined) =>
      declined
        ? `L’offre d’échange de la commande ${code} a été refusée`
        : `L’offre d’échange de la commande ${code} a expiré`,
    lead: (declined) =>
      declined ? 'L’offre d’échange avec vos skins a été refusée.' : 'L’offre d’échange avec vos skins a expiré.',
    retry: (attempt, max) =>
      `Nous vous enverrons bientôt une nouvelle offre (offre ${attempt} sur ${max}). Si vous l’avez refusée par erreur, vous n’avez rien d’autre à faire que la guetter.`,
    refund:
      'C’était notre dernier essai : votre paiement sera intégralement remboursé et nous vous enverrons un avoir.',
  },
  offerSuspicious: {
    subject: (code) => `Action requise : l’offre d’échange de la commande ${code} a été détournée`,
    lead: 'Notre offre d’échange a été contre-proposée ou annulée, et pas par nous. Nous n’envoyons aucune nouvelle offre tant que vous n’avez pas confirmé que votre compte Steam est sûr.',
    check: (botName, code) =>
      `N’acceptez aucune offre d’échange pour cette commande pour l’instant. Les escrocs qui obtiennent une clé Steam Web API annulent l’offre d’une boutique et en envoient une imitation depuis un compte nommé comme le nôtre. Nos offres viennent uniquement de ${botName} et portent le code ${code}. Si vous n’avez ni contre-proposé ni annulé notre offre vous-même, révoquez votre clé Steam Web API (steamcommunity.com/dev/apikey) et changez votre mot de passe Steam.`,
    confirm: 'Demandez ensuite une nouvelle offre sur la page de votre commande.',
  },
  delivered: {
    subject: (code) => `La commande ${code} est livrée`,
    lead: 'Vous avez accepté l’offre d’échange : les skins sont dans votre inventaire Steam. Profitez-en !',
    reversal:
      'Steam peut encore annuler un échange pendant 7 jours au titre de sa protection des échanges ; nous vous préviendrons si cela arrive.',
  },
  refunded: {
    subject: (code) => `La commande ${code} a été remboursée`,
    lead: (amount) => `Nous avons remboursé ${amount} sur le moyen de paiement utilisé.`,
    why: 'Pourquoi :',
    creditNoteAttached: (number) => `Votre avoir ${number} est joint à cet e-mail (PDF).`,
    delay: 'Selon votre banque ou votre prestataire de paiement, l’argent peut mettre quelques jours à vous parvenir.',
  },
  paymentFailed: {
    subject: (code) => `Le paiement de la commande ${code} n’a pas abouti`,
    lead: 'Votre paiement n’a pas abouti : rien n’a été débité et les skins ont été libérés.',
    next: 'Les skins encore en vente sont de retour dans votre panier : vous pouvez payer à nouveau quand vous voulez.',
  },
  refundCauses: {
    offersFailed: 'aucune offre d’échange n’a été acceptée après notre dernier essai.',
    latePayment: 'votre paiement est arrivé après la libération de la commande.',
    gateway: 'le paiement a été remboursé chez le prestataire de paiement.',
    support: (note) => `notre équipe support a remboursé la commande (${note}).`,
  },

  document: {
    colon: '\u00a0:',
    receiptTitle: 'Reçu',
    creditNoteTitle: 'Avoir',
    number: 'Numéro',
    issuedOn: 'Émis le',
    seller: 'Vendeur',
    buyer: 'Acheteur',
    order: 'Commande',
    orderedOn: 'Commandé le',
    paidOn: 'Payé le',
    paymentMethod: 'Moyen de paiement',
    item: 'Article',
    price: 'Prix',
    total: 'Total',
    refunded: 'Remboursé',
    refundReason: 'Motif',
    forReceipt: 'Annule le reçu',
    consentHeading: 'Livraison immédiate',
    consentGiven: (at, version) => `Avant de payer, le ${at}, l’acheteur a coché ce qui suit (texte ${version}) :`,
    consentNone:
      'Cette commande a été passée par notre équipe support pour le compte de l’acheteur ; aucun consentement à la livraison immédiate n’a été demandé au paiement.',
    digitalGoods: 'Articles numériques livrés par une offre d’échange Steam.',
    fileName: (kind, number) => `SkinsMarket-${kind === 'receipt' ? 'recu' : 'avoir'}-${number}.pdf`,
  },
};

export const noticeTexts: Record<Language, NoticeTexts> = { en, fr };

/** Money as the buyer's language writes it: `1 331,49 €`, `€1,331.49`. */
export function formatMoney(texts: NoticeTexts, amount: number, currency: string): string {
  return new Intl.NumberFormat(texts.locale, { style: 'currency', currency }).format(amount);
}

/** A moment, in UTC (a receipt is a record: the same for every reader, wherever they are). */
export function formatMoment(texts: NoticeTexts, at: Date): string {
  return `${new Intl.DateTimeFormat(texts.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;
}

export function formatDay(texts: NoticeTexts, at: Date): string {
  return new Intl.DateTimeFormat(texts.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}

export const paymentMethodName = (texts: NoticeTexts, methodName: string) =>
  texts.gatewayNames[methodName] ?? methodName;
