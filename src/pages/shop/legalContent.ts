import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A section of a legal page: its anchor (for `#hash` links), heading and paragraphs. */
export interface LegalSection {
  id: string;
  heading: MessageDescriptor;
  paragraphs: readonly MessageDescriptor[];
}

export const termsSections: readonly LegalSection[] = [
  {
    id: 'about',
    heading: msg`1. About these terms`,
    paragraphs: [
      msg`These Terms of Use govern your use of SkinsMarket, an online marketplace where you buy skins and in-game items for Counter-Strike 2, Dota 2 and Rust. By signing in or placing an order you accept them. If you do not agree, please do not use the marketplace.`,
      msg`SkinsMarket is not affiliated with, endorsed or sponsored by Valve Corporation, Facepunch Studios or any other game publisher. Steam, CS2, Dota 2 and Rust are trademarks of their respective owners.`,
    ],
  },
  {
    id: 'eligibility',
    heading: msg`2. Who can use the marketplace`,
    paragraphs: [
      msg`You must be at least 16 years old, sign in with your own Steam account, and be allowed to receive trades on Steam. You keep one account, give accurate profile information and keep it up to date, in particular your email address and your Steam trade link.`,
    ],
  },
  {
    id: 'orders',
    heading: msg`3. Orders and prices`,
    paragraphs: [
      msg`Prices are shown in the currency you choose (USD, EUR or AUD) and include our service fee. The price shown when you confirm your order is final. An order is accepted once the payment provider confirms the payment; until then the items are reserved for you for a limited time.`,
      msg`We may refuse or cancel an order when an item becomes unavailable, when the price shown was manifestly wrong, or when we suspect fraud. In those cases any amount paid is refunded in full.`,
    ],
  },
  {
    id: 'payment',
    heading: msg`4. Payment`,
    paragraphs: [
      msg`Payment is made on the secure checkout page of an external payment provider, with one of the methods offered there. Steam Wallet funds are not accepted. We never receive or store your card details.`,
    ],
  },
  {
    id: 'delivery',
    heading: msg`5. Delivery`,
    paragraphs: [
      msg`Items are delivered as a Steam trade offer sent to the trade link in your profile. To receive them your Steam inventory must be public and your account must be able to trade. You accept the offer and confirm it with Steam Guard; delivery is complete once Steam confirms the trade.`,
      msg`Some items carry a trade hold set by Steam, shown on the item before you buy: such an item cannot be traded again by you until the hold ends. If we cannot deliver an order, it is cancelled and refunded.`,
    ],
  },
  {
    id: 'refunds',
    heading: msg`6. Withdrawal and refunds`,
    paragraphs: [
      msg`Items are digital content delivered immediately at your request. By confirming your order you ask for immediate delivery and acknowledge that you lose your right of withdrawal once the trade is completed. Orders that are paid but not delivered are refunded to the original payment method.`,
      msg`If Steam reverses a trade or a payment is charged back after delivery, we may suspend the account concerned until the matter is settled.`,
    ],
  },
  {
    id: 'conduct',
    heading: msg`7. Acceptable use`,
    paragraphs: [
      msg`You must not use the marketplace for fraud, money laundering, chargeback abuse, automated scraping or any unlawful purpose, nor try to disrupt or gain unauthorised access to it. Reviews must be honest and must not contain offensive content. We may suspend or close an account that breaks these rules.`,
    ],
  },
  {
    id: 'liability',
    heading: msg`8. Liability`,
    paragraphs: [
      msg`We take care to keep the marketplace available and accurate, but Steam and the games are run by third parties: we are not responsible for their outages, for changes they make to items, or for decisions they take about your Steam account. Nothing in these terms limits the rights you have as a consumer under the law of your country.`,
    ],
  },
  {
    id: 'changes',
    heading: msg`9. Changes and contact`,
    paragraphs: [
      msg`We may update these terms; the version published on this page applies to orders placed after its publication. For any question, contact us with the Support button or at the email address shown at the bottom of every page.`,
    ],
  },
];

export const privacySections: readonly LegalSection[] = [
  {
    id: 'controller',
    heading: msg`1. Who is responsible for your data`,
    paragraphs: [
      msg`The company named at the bottom of every page operates SkinsMarket and is the controller of your personal data. This policy explains what we collect, why, how long we keep it and the rights you have under the General Data Protection Regulation (GDPR).`,
    ],
  },
  {
    id: 'data-we-store',
    heading: msg`2. What we store`,
    paragraphs: [
      msg`From Steam: your Steam ID, public name and avatar, received when you sign in. From you: your username, full name, postal address, phone number, email address, date of birth, country, zip code and Steam trade link. From your use of the marketplace: your cart, orders, purchases, reviews, support messages and your chosen currency and language.`,
      msg`We do not store card or bank details: the payment provider processes them and tells us only whether a payment succeeded. Our server logs keep IP addresses and technical events for security.`,
    ],
  },
  {
    id: 'purposes',
    heading: msg`3. Why we use it`,
    paragraphs: [
      msg`To run your account and deliver your orders (performance of the contract); to meet our accounting, tax and anti-money-laundering duties (legal obligation); to prevent fraud and secure the marketplace, and to answer support requests (legitimate interest). We do not sell your data and do not use it for advertising profiles.`,
    ],
  },
  {
    id: 'sharing',
    heading: msg`4. Who receives it`,
    paragraphs: [
      msg`Only the providers we need to run the service: the payment provider, Steam (to send trade offers), our hosting provider and our email provider, each bound by a data processing agreement. When data leaves the European Economic Area, it is protected by the European Commission's standard contractual clauses.`,
    ],
  },
  {
    id: 'retention',
    heading: msg`5. How long we keep it`,
    paragraphs: [
      msg`Account data: as long as your account is open, then 3 years after your last activity. Order and invoice data: 10 years, as accounting law requires. Support messages: 2 years. Security logs: 12 months. After these periods the data is deleted or anonymised.`,
    ],
  },
  {
    id: 'cookies',
    heading: msg`6. Cookies and local storage`,
    paragraphs: [
      msg`We use only what the marketplace needs to work: session cookies that keep you signed in, and local storage that remembers your language and currency. We use no advertising or tracking cookies, so no consent banner is needed.`,
    ],
  },
  {
    id: 'rights',
    heading: msg`7. Your rights`,
    paragraphs: [
      msg`You can access your data, correct it, have it erased, restrict or object to its processing, and receive it in a portable format. Most of your profile can be edited directly in your profile settings. You can also lodge a complaint with your national data protection authority.`,
    ],
  },
  {
    id: 'contact',
    heading: msg`8. Contact`,
    paragraphs: [
      msg`To exercise your rights or ask a question about your data, write to the email address shown at the bottom of every page or use the Support button. We answer within one month.`,
    ],
  },
];
