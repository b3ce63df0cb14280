import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Key } from 'react-aria-components';
import { formatApiError } from '#api/errors.ts';
import { currenciesQuery } from '#api/lists.queries.ts';
import { profileQuery } from '#api/profile.queries.ts';
import { updateProfile } from '#api/profile.ts';
import type { Profile } from '#contract/profile.ts';
import { Select, SelectItem } from '#ui/Select/Select.tsx';
import { notify } from '#ui/ToastHost/notify.ts';
import { AriaProviders } from '../AriaProviders.tsx';
import { useProfile } from './sessionContext.tsx';

/**
 * Spec §4: a signed-in user changes the display currency; it changes on screen at once, then is saved to the
 * profile. A refused save puts the previous currency back and says why (spec §8). Visitors see the code as
 * text instead (the footer), so this is mounted only for signed-in users.
 */
export function CurrencySwitcher({ className }: { className?: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data: profile } = useProfile();
  const { data: currencies = [] } = useQuery(currenciesQuery);

  const saveCurrency = useMutation({
    mutationFn: (currency: number) => updateProfile({ currency }),
    onMutate: async (currency) => {
      await queryClient.cancelQueries({ queryKey: profileQuery.queryKey });
      const previous = queryClient.getQueryData(profileQuery.queryKey);
      queryClient.setQueryData(profileQuery.queryKey, (current: Profile | undefined) =>
        current ? { ...current, currency } : current,
      );
      return { previous };
    },
    onError: (error, _currency, saved) => {
      queryClient.setQueryData(profileQuery.queryKey, saved?.previous);
      for (const message of formatApiError(error)) notify.error(message);
    },
  });

  const choose = (key: Key | null) => {
    const currency = Number(key);
    if (Number.isInteger(currency) && currency !== profile?.currency) saveCurrency.mutate(currency);
  };

  return (
    <AriaProviders>
      <Select
        label={t`Currency`}
        items={currencies}
        value={profile?.currency ?? null}
        onChange={choose}
        isDisabled={!profile || currencies.length === 0}
        className={className}
      >
        {(currency) => <SelectItem id={currency.id}>{currency.code}</SelectItem>}
      </Select>
    </AriaProviders>
  );
}
