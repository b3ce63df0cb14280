import type { ProfileFormValues } from '#contract/profile.ts';

/** For tests: a profile that passes every rule of the completion form. */
export const completeProfile: ProfileFormValues = {
  username: 'ivan_petrov',
  full_name: 'Ivan Petrov',
  street_address: '12 Rue de Rivoli',
  phone: '+33612345678',
  email: 'ivan@example.com',
  date_birth: '1990-05-01',
  country: 'FR',
  zip_code: '75001',
  steam_trade_link: 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCd1234',
};
