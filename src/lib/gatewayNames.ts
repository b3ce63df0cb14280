import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The payment methods' names in the shopper's language. The server names each gateway in English (its admin
 * setting); the ones the shop ships with are translated here, any other keeps the server's name.
 */
const translations: Record<string, MessageDescriptor> = {
  'Bank card': msg`Bank card`,
  'SEPA bank transfer': msg`SEPA bank transfer`,
  'Crypto (USDT, BTC)': msg`Crypto (USDT, BTC)`,
  'E-wallet': msg`E-wallet`,
};

export function gatewayName(i18n: I18n, methodName: string): string {
  const translation = translations[methodName];
  return translation ? i18n._(translation) : methodName;
}
