import { useQuery } from '@tanstack/react-query';
import { currenciesQuery, displayCurrencyCode } from '#api/lists.queries.ts';
import type { CurrencyCode } from '#contract/lists.ts';
import { useIsSignedIn, useProfile } from './sessionContext.tsx';

/**
 * The currency prices are shown in (spec §4, §9): the signed-in user's choice from their profile, else EUR.
 * The currency list is fetched only for signed-in users (spec §7), the only ones who can have another.
 */
export function useDisplayCurrency(): CurrencyCode {
  const isSignedIn = useIsSignedIn();
  const { data: profile } = useProfile();
  const { data: currencies } = useQuery({ ...currenciesQuery, enabled: isSignedIn });
  return displayCurrencyCode(currencies, profile?.currency);
}
