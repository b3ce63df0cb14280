import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { countriesQuery } from '#api/lists.queries.ts';
import { profileQuery } from '#api/profile.queries.ts';
import { profileSettingsMachine } from '#machines/profileSettings/profileSettings.machine.ts';
import { Button } from '#ui/Button/Button.tsx';
import { ProfileForm } from '#ui/ProfileForm/ProfileForm.tsx';
import { SignInAgainNotice } from '#ui/SignInAgainNotice/SignInAgainNotice.tsx';
import { Skeleton } from '#ui/Skeleton/Skeleton.tsx';
import { useFormFlow } from '../forms/useFormFlow.ts';
import { EmailPreferences } from './EmailPreferences.tsx';
import { useProfile } from './sessionContext.tsx';
import { signInWithSteamAgain } from './steamLogin.ts';

/** Where the Steam sign-in a trade link change asks for comes back to: this tab. */
const settingsTabPath = '/profile?tab=settings';

/**
 * `/profile?tab=settings` (spec §5 settings rules): the user's contact details and trade link, run by the
 * settings form flow: success says 'The data has been successfully updated', keeps the values and refreshes the
 * profile; a refusal keeps the values and puts the server's reasons on their fields. Replacing the trade link
 * without a recent Steam sign-in is refused: the tab then offers the sign-in, which comes back here. Below the
 * form, the order e-mails the user may turn off.
 */
export function ProfileSettings() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data: profile, isError, refetch } = useProfile();
  const { data: countries = [] } = useQuery(countriesQuery);
  const settings = useFormFlow(profileSettingsMachine, {
    afterSuccess: () => void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
  });

  if (isError && !profile) {
    return (
      <div role="alert">
        <p>{t`Your profile could not be loaded.`}</p>
        <Button onPress={() => void refetch()}>{t`Try again`}</Button>
      </div>
    );
  }
  if (!profile) return <Skeleton shape="block" height="24rem" />;

  return (
    <>
      {settings.signInRequired && <SignInAgainNotice onSignIn={() => signInWithSteamAgain(settingsTabPath)} />}
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
        onSubmit={settings.submit}
        fieldErrors={settings.fieldErrors}
        isSending={settings.isBusy}
      />
      <EmailPreferences />
    </>
  );
}
