import { i18n, type MessageDescriptor } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '#app/i18n.ts';
import { cartMessages, purchaseMessages } from '#contract/cart.ts';
import { databaseTroubleMessages } from '#contract/errors.ts';
import { contactFormMessages, contactFormSentDetail } from '#contract/lists.ts';
import { profileMessages, profileUpdatedDetail } from '#contract/profile.ts';
import { reviewMessages } from '#contract/reviews.ts';
import { activateSourceLocale } from '#test/sourceLocale.ts';
import { readMessage, serverMessage, serverMessageTranslations, translateServerMessage } from './serverMessages.ts';

const tables = {
  cart: cartMessages,
  purchase: purchaseMessages,
  review: reviewMessages,
  profile: profileMessages,
  contactForm: contactFormMessages,
  databaseTrouble: databaseTroubleMessages,
  answers: { profileUpdated: profileUpdatedDetail, contactFormSent: contactFormSentDetail },
} as const;

const everyServerSentence = Object.values(tables).flatMap((table) => Object.values(table) as string[]);

afterEach(() => activateSourceLocale());

describe('the server-message translator', () => {
  it('has a translation for every sentence of the contract, in the same English words', () => {
    for (const [name, table] of Object.entries(tables)) {
      const translations = serverMessageTranslations[name as keyof typeof tables] as Record<string, MessageDescriptor>;
      for (const [key, text] of Object.entries(table))
        expect(i18n._(translations[key] ?? { id: 'missing' }), `${name}.${key}`).toBe(text);
    }
  });

  it('keeps English in English', () => {
    for (const text of everyServerSentence) expect(translateServerMessage(text)).toBe(text);
  });

  it('words every sentence in French, and keeps a text it does not know as the server wrote it', async () => {
    activateLocale('fr');
    for (const text of everyServerSentence) expect(translateServerMessage(text), text).not.toBe(text);
    expect(translateServerMessage(cartMessages.reserved)).toBe('Ce skin est réservé par un autre acheteur');
    expect(translateServerMessage('Something new from the server')).toBe('Something new from the server');
  });

  it('keeps a message so that a language switch re-words it', async () => {
    const kept = serverMessage(profileMessages.email);
    expect(readMessage(kept)).toBe('Invalid email address');
    activateLocale('fr');
    expect(readMessage(kept)).not.toBe('Invalid email address');
    expect(readMessage(serverMessage('Unheard of'))).toBe('Unheard of');
  });

  it('says one thing for the e-mail format in every form (DESIGN.md §4)', () => {
    expect(contactFormMessages.email).toBe(profileMessages.email);
  });
});
