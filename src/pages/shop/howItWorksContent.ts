import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface HowItWorksStep {
  id: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
}

/** Spec §1: the four steps from sign-in to receiving the items. */
export const howItWorksSteps: readonly HowItWorksStep[] = [
  {
    id: 'log-in',
    title: msg`Log in with Steam`,
    description: msg`Sign in securely through Steam: we never see your password. Then complete your profile once, with your contact details and your Steam trade link, so we know where to send your items.`,
  },
  {
    id: 'select-items',
    title: msg`Select your items`,
    description: msg`Browse the CS2, Dota 2 and Rust stores, filter by price, wear, rarity or hero, and add the skins you want to your cart. Every item shows its condition, stickers and any trade hold before you buy.`,
  },
  {
    id: 'choose-payment',
    title: msg`Choose a payment method`,
    description: msg`Open your cart, check the total in your currency, accept the terms and pick a payment method. You pay on the payment provider's secure checkout page; Steam Wallet funds are not accepted.`,
  },
  {
    id: 'confirm-and-receive',
    title: msg`Confirm and receive`,
    description: msg`As soon as the payment is confirmed, our trade bot sends you a Steam trade offer. Accept it and confirm it with Steam Guard in the Steam mobile app: the items land in your inventory.`,
  },
];
