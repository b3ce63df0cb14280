import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface FaqEntry {
  /** The anchor of the question, so `/faq#wallet-funds` opens and scrolls to it. */
  id: string;
  question: MessageDescriptor;
  answer: MessageDescriptor;
}

/** Spec §1: the twelve questions of the FAQ, in this order. */
export const faqEntries: readonly FaqEntry[] = [
  {
    id: 'trust',
    question: msg`Why can I trust SkinsMarket?`,
    answer: msg`Every item is delivered through Steam's own trade offer system, so you only ever accept an item into your inventory: we never ask for your password, your Steam Guard codes or any item from you. Payments go through a licensed payment provider on its own secure checkout page, and we only release an order once that provider confirms the payment. If a trade cannot be completed, the order is cancelled and refunded.`,
  },
  {
    id: 'games',
    question: msg`Which games are supported?`,
    answer: msg`You can buy skins and items for Counter-Strike 2 (CS2), Dota 2 and Rust. Each game has its own store with filters that fit it: wear, float, phase and stickers for CS2; hero, slot, rarity and quality for Dota 2.`,
  },
  {
    id: 'complete-trade',
    question: msg`How do I complete a trade?`,
    answer: msg`Log in with Steam, add your Steam trade link in your profile, put the items you want in your cart and pay with the payment method of your choice. Once the payment is confirmed, our trade bot sends you a Steam trade offer with your items. Accept it in Steam and confirm it in the Steam mobile app: the items are then in your inventory.`,
  },
  {
    id: 'bugs',
    question: msg`I found a bug. What should I do?`,
    answer: msg`Please tell us through the Support button: describe what you did, what you expected and what happened, and include your order number if the bug concerns an order. Screenshots help. Our team reads every report and answers by email.`,
  },
  {
    id: 'confirm-trade-offer',
    question: msg`How do I confirm a trade offer?`,
    answer: msg`Open the trade offer from your Steam notifications or from the Trade Offers page of your Steam inventory, check that the items are the ones you bought and that you give nothing in return, then accept it. Steam then asks you to confirm the trade in the Steam mobile app under Confirmations. The trade is only final once it is confirmed there.`,
  },
  {
    id: 'prices',
    question: msg`How are prices determined?`,
    answer: msg`Prices rest on the item's real-time market value, adjusted for its rarity and condition (wear, float, stickers and other attributes), plus a modest service fee. They are updated regularly, and the price shown when you pay is the price you pay.`,
  },
  {
    id: 'delayed-payment',
    question: msg`My payment is taking a long time. What should I do?`,
    answer: msg`Some payment methods take a few minutes to confirm, and bank checks can occasionally take longer. Your items stay reserved for you while the payment is pending, and you can follow the order's status under My Orders in your profile. If the payment is still not confirmed after an hour, contact support with your order number.`,
  },
  {
    id: 'wallet-funds',
    question: msg`Can I pay with my Steam Wallet funds?`,
    answer: msg`No. Steam Wallet funds cannot be used outside Steam, so we do not accept them. You pay with one of the payment methods offered at checkout, on the payment provider's secure page.`,
  },
  {
    id: 'missing-confirmation',
    question: msg`I did not receive a trade offer or a confirmation. What now?`,
    answer: msg`First check that the trade link in your profile is current, that your Steam inventory is public and that you have no trade restriction on your account. Trade offers usually arrive within a few minutes of the payment confirmation; if nothing arrives within an hour, contact support with your order number and we will resend the offer or refund you.`,
  },
  {
    id: 'account-rules',
    question: msg`What are the rules for my account?`,
    answer: msg`One account per person, signed in with your own Steam account. You must be at least 16 years old, give accurate profile information and keep your Steam account free of trade bans. Using the marketplace for fraud, chargeback abuse or money laundering leads to the account being closed. The full rules are in our Terms of Use.`,
  },
  {
    id: 'mobile-authenticator',
    question: msg`Do I need the Steam Mobile Authenticator?`,
    answer: msg`Yes. Steam holds trades for several days unless the receiving account has had the Steam Guard Mobile Authenticator active for at least 7 days. With it, you confirm trade offers instantly in the Steam mobile app and receive your items without a hold on Steam's side.`,
  },
  {
    id: 'feedback',
    question: msg`How can I leave feedback?`,
    answer: msg`After a purchase you can rate us from 1 to 10 and leave a comment on the Reviews page. Reviews are published once we have checked that they come from a genuine customer and contain nothing offensive. Suggestions are welcome at any time through the Support button.`,
  },
];
