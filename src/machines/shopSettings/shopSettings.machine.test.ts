import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { readMessage } from '#api/serverMessages.ts';
import type { ShopSettings } from '#contract/admin/settings.ts';
import { validateCreateUser } from '../createUser/createUser.machine.ts';
import { selectFieldErrors } from '../formFlow/formFlow.machine.ts';
import { validateSupportReply } from '../supportReply/supportReply.machine.ts';
import { validateUserProfileEdit } from '../userProfileEdit/userProfileEdit.machine.ts';
import { companyInfoFields, settingsSaved, shopSettingsMachine, validateShopSettings } from './shopSettings.machine.ts';

const settings: ShopSettings = {
  service_fee_percent: 5,
  currency_rates: { USD: 1, EUR: 0.92, AUD: 1.53 },
  cart_item_limit: 50,
  reservation_minutes: 15,
  max_offer_attempts: 3,
  review_rate_limit_per_hour: 10,
  payment_methods: [
    { id: 1, shown: true },
    { id: 2, shown: false },
  ],
  company_info: {
    name: 'SkinsMarket OÜ',
    registrationNumber: '16482931',
    address: { street: 'Narva mnt 5', postalCode: '10117', city: 'Tallinn', country: 'Estonia' },
    contact: { email: 'support@skinsmarket.example', phone: '+372 5550 1423' },
  },
  home_notice: { en: '', fr: '' },
  maintenance_mode: false,
  price_rules: {
    markup_percent: {
      csgo: {
        default: 0,
        consumer: 0,
        industrial: 0,
        mil_spec: 1,
        restricted: 2,
        classified: 3,
        covert: 5,
        contraband: 8,
      },
      dota2: {
        default: 0,
        common: 0,
        uncommon: 0,
        rare: 1,
        mythical: 2,
        legendary: 3,
        immortal: 5,
        arcana: 6,
        ancient: 8,
      },
      rust: { default: 0 },
    },
    rounding: 'cent',
    floor_usd: 0.03,
    max_age_hours: 24,
  },
  inventory_sync_minutes: 30,
};

describe('back-office client rules (the contract’s own schemas)', () => {
  it('settings: bounds and the payment methods, said on their field', () => {
    expect(validateShopSettings(settings)).toEqual({});
    const errors = validateShopSettings({
      ...settings,
      cart_item_limit: 0,
      reservation_minutes: 2.5,
      payment_methods: [{ id: 1, shown: false }],
    });
    expect(Object.keys(errors).sort()).toEqual(['cart_item_limit', 'payment_methods', 'reservation_minutes']);
    expect(readMessage(errors.cart_item_limit ?? { verbatim: '' })).toBe('Outside the allowed range');
    expect(readMessage(errors.payment_methods ?? { verbatim: '' })).toBe('Show at least one payment method');
  });

  it('settings: each company detail is said on its own field', () => {
    const errors = validateShopSettings({
      ...settings,
      company_info: {
        ...settings.company_info,
        name: ' ',
        contact: { ...settings.company_info.contact, email: 'support.example' },
      },
    });
    expect(Object.keys(errors).sort()).toEqual(['company_info.contact.email', 'company_info.name']);
    expect(readMessage(errors['company_info.name'] ?? { verbatim: '' })).toBe('This field is required');
    expect(readMessage(errors['company_info.contact.email'] ?? { verbatim: '' })).toBe('Invalid email address');
  });

  it('settings: every company detail the server may name is a field of the form', () => {
    expect([...companyInfoFields].sort()).toEqual([
      'company_info.address.city',
      'company_info.address.country',
      'company_info.address.postalCode',
      'company_info.address.street',
      'company_info.contact.email',
      'company_info.contact.phone',
      'company_info.name',
      'company_info.registrationNumber',
    ]);
  });

  it('a user’s profile: the shopper’s settings rules', () => {
    const profile = {
      street_address: '1 Rue de Rivoli',
      zip_code: '75001',
      phone: '12345',
      country: 'FR',
      steam_trade_link: 'https://example.com/trade',
      email: 'nope',
    };
    expect(Object.keys(validateUserProfileEdit({ userId: 1, profile })).sort()).toEqual([
      'email',
      'phone',
      'steam_trade_link',
    ]);
  });

  it('create user: a SteamID64 is checked before sending', () => {
    const errors = validateCreateUser({ steam_id: '123', username: 'Neo', email: 'neo@example.com', is_admin: false });
    expect(readMessage(errors.steam_id ?? { verbatim: '' })).toBe('A SteamID64 is 17 digits starting with 7656119');
    expect(
      validateCreateUser({ steam_id: '76561198000000042', username: 'Neo', email: 'neo@example.com', is_admin: false }),
    ).toEqual({});
  });

  it('a reply needs words, and not too many', () => {
    expect(validateSupportReply({ ticketId: 1, message: ' ' })).toHaveProperty('message');
    expect(validateSupportReply({ ticketId: 1, message: 'x'.repeat(5001) })).toHaveProperty('message');
    expect(validateSupportReply({ ticketId: 1, message: 'Your offer left today.' })).toEqual({});
  });
});

describe('saving settings', () => {
  it('sends nothing while a rule is broken, then saves and says so once', async () => {
    const sent: ShopSettings[] = [];
    const said: string[] = [];
    const actor = createActor(
      shopSettingsMachine.provide({
        actors: {
          submit: fromPromise(async ({ input }) => {
            sent.push(input as ShopSettings);
            return input;
          }),
        },
        actions: { notifySuccess: (_, { message }) => void said.push(readMessage(message)) },
      }),
    ).start();
    actor.send({ type: 'form.submit', values: { ...settings, cart_item_limit: 500 } });
    expect(selectFieldErrors(actor.getSnapshot())).toHaveProperty('cart_item_limit');
    expect(sent).toEqual([]);
    actor.send({ type: 'form.submit', values: settings });
    await waitFor(actor, (snapshot) => snapshot.hasTag('succeeded'));
    expect(sent).toEqual([settings]);
    expect(said).toEqual([readMessage(settingsSaved)]);
  });
});
