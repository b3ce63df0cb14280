import { queryOptions } from '@tanstack/react-query';
import { type CurrencyCode, defaultCurrencyCode } from '#contract/enums.ts';
import type { Currency } from '#contract/lists.ts';
import { callEndpoint } from './endpoint.ts';
import { loadOnce } from './loadOnce.ts';

/**
 * The contract (and zod with it) loads with the first list call rather than with the entry chunk: the footer
 * asks for lists on every page, and a page drawn on the server already carries them.
 */
const contract = loadOnce(() => import('#contract/lists.ts'));

/** Spec §7 and §9: the reference lists change rarely and stay fresh for 5 minutes. */
export const listStaleTime = 5 * 60_000;

/** Every cached list sits under `['lists']`, so one invalidation refreshes them all. */
export const listKeys = {
  all: ['lists'] as const,
  currencies: () => [...listKeys.all, 'currencies'] as const,
  countries: () => [...listKeys.all, 'countries'] as const,
  paymentGateways: () => [...listKeys.all, 'paymentGateways'] as const,
  companyInfo: () => [...listKeys.all, 'companyInfo'] as const,
};

export const currenciesQuery = queryOptions({
  queryKey: listKeys.currencies(),
  queryFn: ({ signal }) =>
    callEndpoint(
      contract().then(({ listEndpoints }) => listEndpoints.currencies),
      { signal },
    ),
  staleTime: listStaleTime,
});

/**
 * The code prices are shown in (spec §4, §9): the profile's chosen currency id looked up in the list, EUR
 * when either is not known yet.
 */
export function displayCurrencyCode(
  currencies: readonly Currency[] | undefined,
  chosenId: number | undefined,
): CurrencyCode {
  return currencies?.find((currency) => currency.id === chosenId)?.code ?? defaultCurrencyCode;
}

export const countriesQuery = queryOptions({
  queryKey: listKeys.countries(),
  queryFn: ({ signal }) =>
    callEndpoint(
      contract().then(({ listEndpoints }) => listEndpoints.countries),
      { signal },
    ),
  staleTime: listStaleTime,
});

export const paymentGatewaysQuery = queryOptions({
  queryKey: listKeys.paymentGateways(),
  queryFn: ({ signal }) =>
    callEndpoint(
      contract().then(({ listEndpoints }) => listEndpoints.paymentGateways),
      { signal },
    ),
  staleTime: listStaleTime,
});

export const companyInfoQuery = queryOptions({
  queryKey: listKeys.companyInfo(),
  queryFn: ({ signal }) =>
    callEndpoint(
      contract().then(({ listEndpoints }) => listEndpoints.companyInfo),
      { signal },
    ),
  staleTime: listStaleTime,
});
