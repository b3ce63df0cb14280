import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ProfileFormValues } from '../../../contract/profile.ts';
import { type ProfileSettingsBody, profileSettingsBodySchema } from '../../../contract/profile.ts';
import { formatApiError } from '../../api/errors.ts';
import { countriesQuery } from '../../api/lists.queries.ts';
import { profileQuery } from '../../api/profile.queries.ts';
import { updateProfile } from '../../api/profile.ts';
import { type ProfileFieldErrors, validateProfile } from '../../machines/profileCompletion/profileValidation.ts';
import { Button } from '../../ui/Button/Button.tsx';
import { ProfileForm } from '../../ui/ProfileForm/ProfileForm.tsx';
import { Skeleton } from '../../ui/Skeleton/Skeleton.tsx';
import { notify } from '../../ui/ToastHost/notify.ts';
import { useProfile } from '../sessionContext.tsx';

/**
 * `/profile?tab=settings` (spec §5 settings rules): the user's contact details and trade link. One save, no
 * steps, so a mutation rather than a machine: success says 'The data has been successfully updated' and
 * refreshes the profile; a refusal keeps the values and shows the spec §8 toasts.
 */
export function ProfileSettings() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data: profile, isError, refetch } = useProfile();
  const { data: countries = [] } = useQuery(countriesQuery);
  const [fieldErrors, setFieldErrors] = useState<ProfileFieldErrors>({});

  const save = useMutation({
    mutationFn: (body: ProfileSettingsBody) => updateProfile(body),
    onSuccess: async () => {
      notify.success(t`The data has been successfully updated`);
      await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
    },
    onError: (error) => {
      for (const message of formatApiError(error)) notify.error(message);
    },
  });

  const translatedErrors = useMemo(
    () => Object.fromEntries(Object.entries(fieldErrors).map(([field, descriptor]) => [field, t(descriptor)])),
    [fieldErrors, t],
  );

  if (isError && !profile) {
    return (
      <div role="alert">
        <p>{t`Your profile could not be loaded.`}</p>
        <Button onPress={() => void refetch()}>{t`Try again`}</Button>
      </div>
    );
  }
  if (!profile) return <Skeleton shape="block" height="24rem" />;

  const submit = (values: Partial<ProfileFormValues>) => {
    const { body, errors } = validateProfile(profileSettingsBodySchema, values);
    setFieldErrors(errors ?? {});
    if (body) save.mutate(body);
  };

  return (
    <ProfileForm
      variant="settings"
      countries={countries}
      defaultValues={{
        email: profile.email ?? '',
        phone: profile.phone ?? '',
        country: profile.country ?? '',
        street_address: profile.street_address ?? '',
        zip_code: profile.zip_code ?? '',
        steam_trade_link: profile.steam_trade_link ?? '',
      }}
      onSubmit={submit}
      fieldErrors={translatedErrors}
      isSending={save.isPending}
    />
  );
}
