import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { countriesQuery } from '#api/lists.queries.ts';
import { readMessage } from '#api/serverMessages.ts';
import type { AdminUserDetail, AdminUserEditBody } from '#contract/admin/users.ts';
import { selectFieldErrors, selectIsBusy } from '#machines/formFlow/formFlow.machine.ts';
import { userProfileEditMachine } from '#machines/userProfileEdit/userProfileEdit.machine.ts';
import type { UserProfileEditField } from '#machines/userProfileEdit/userProfileEdit.types.ts';
import { Page } from '#pages/common/Page.tsx';
import { Columns, Inline, Stack } from '#ui/Box/Box.tsx';
import { Button } from '#ui/Button/Button.tsx';
import { Form } from '#ui/Form/Form.tsx';
import { Select, SelectItem } from '#ui/Select/Select.tsx';
import { TextField } from '#ui/TextField/TextField.tsx';
import { notify } from '#ui/ToastHost/notify.ts';
import * as styles from './Backoffice.css.ts';
import { Facts, Panel } from './Panel.tsx';
import { UserActionButton } from './UserActionButton.tsx';

export interface AdminUserEditProps {
  /** The user as the admin user endpoint returns them. */
  user: AdminUserDetail;
  /** A save or an action went through: the page reloads the user and the lists. */
  onChanged: () => void;
}

const profileOf = (user: AdminUserDetail): AdminUserEditBody => ({
  street_address: user.street_address ?? '',
  zip_code: user.zip_code ?? '',
  phone: user.phone ?? '',
  country: user.country ?? '',
  steam_trade_link: user.steam_trade_link ?? '',
  email: user.email ?? '',
});

/**
 * Editing a user: the shopper's own settings fields and rules, then role and ban, each confirmed with a reason.
 *
 * Use it on the back-office's edit page of one user. Not for reading a user's record (`AdminUserInfo`), nor for a
 * shopper's own settings (a `ProfileForm`).
 */
export function AdminUserEdit({ user, onChanged }: AdminUserEditProps) {
  const { t, i18n } = useLingui();
  const countries = useQuery(countriesQuery);
  const [profile, setProfile] = useState<AdminUserEditBody>(() => profileOf(user));
  const flow = useActorRef(
    userProfileEditMachine.provide({
      actions: {
        notifySuccess: (_, { message }) => notify.success(readMessage(message, i18n)),
        notifyFailure: (_, { messages }) => {
          for (const message of messages) notify.error(readMessage(message, i18n));
        },
        afterSuccess: onChanged,
      },
    }),
  );
  const isBusy = useSelector(flow, selectIsBusy);
  const errors = useSelector(flow, selectFieldErrors);
  const field = (name: UserProfileEditField, label: string, description?: string) => (
    <TextField
      label={label}
      description={description}
      value={profile[name]}
      onChange={(value) => setProfile((current) => ({ ...current, [name]: value }))}
      isDisabled={isBusy}
      isInvalid={errors[name] !== undefined}
      errorMessage={errors[name] && readMessage(errors[name], i18n)}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.send({ type: 'form.submit', values: { userId: user.id, profile } });
  };
  return (
    <Page title={t`Edit ${user.username}`}>
      <Columns>
        <Panel title={t`Profile`}>
          <Form onSubmit={submit} validationBehavior="aria" aria-label={t`Profile`}>
            <Stack gap="md">
              <div className={styles.formRow}>
                {field('email', t`E-mail`)}
                {field('phone', t`Phone`, t`'+' then up to 15 digits`)}
                {field('street_address', t`Street address`)}
                {field('zip_code', t`Zip code`)}
                <Select
                  label={t`Country`}
                  selectedKey={profile.country || null}
                  onSelectionChange={(key) => setProfile((current) => ({ ...current, country: String(key) }))}
                  isDisabled={isBusy}
                  isInvalid={errors.country !== undefined}
                  errorMessage={errors.country && readMessage(errors.country, i18n)}
                >
                  {(countries.data ?? []).map((country) => (
                    <SelectItem key={country.code} id={country.code}>
                      {country.name}
                    </SelectItem>
                  ))}
                </Select>
                {field('steam_trade_link', t`Steam trade link`)}
              </div>
              <Inline justifyContent="flex-end">
                <Button type="submit" isPending={isBusy}>{t`Save profile`}</Button>
              </Inline>
            </Stack>
          </Form>
        </Panel>
        <Panel title={t`Access`}>
          <Facts
            facts={[
              [t`Role`, user.is_admin ? t`Admin` : t`Shopper`],
              [t`Banned`, user.banned_at ? (user.ban_reason ?? t`Yes`) : t`No`],
            ]}
          />
          {/* The server refuses banning or demoting yourself, and the last admin's demotion, saying why. */}
          <Inline>
            <UserActionButton
              userId={user.id}
              action={user.is_admin ? 'revokeAdmin' : 'grantAdmin'}
              onDone={onChanged}
            />
            <UserActionButton userId={user.id} action={user.banned_at ? 'unban' : 'ban'} onDone={onChanged} />
          </Inline>
        </Panel>
      </Columns>
    </Page>
  );
}
