import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { readMessage } from '#api/serverMessages.ts';
import type { AdminUserAnswer } from '#contract/admin/users.ts';
import { createUserMachine } from '#machines/createUser/createUser.machine.ts';
import type { CreateUserField, CreateUserValues } from '#machines/createUser/createUser.types.ts';
import { selectFieldErrors, selectIsBusy } from '#machines/formFlow/formFlow.machine.ts';
import { Page } from '#pages/common/Page.tsx';
import { Inline, Stack } from '#ui/Box/Box.tsx';
import { Button } from '#ui/Button/Button.tsx';
import { Checkbox } from '#ui/Checkbox/Checkbox.tsx';
import { Form } from '#ui/Form/Form.tsx';
import { TextField } from '#ui/TextField/TextField.tsx';
import { notify } from '#ui/ToastHost/notify.ts';
import * as styles from './Backoffice.css.ts';
import { Panel } from './Panel.tsx';

const blank: CreateUserValues = { steam_id: '', username: '', email: '', is_admin: false };

/**
 * An account made ahead of a Steam user's first sign-in; it becomes theirs, prefilled, when they sign in.
 *
 * Use it on the back-office's create-user page. Not for changing an existing account (`AdminUserEdit`).
 */
export function CreateUserForm({
  onCreated,
}: {
  /** The account was created, with its id: the page goes to it. */
  onCreated: (userId: number) => void;
}) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<CreateUserValues>(blank);
  const flow = useActorRef(
    createUserMachine.provide({
      actions: {
        notifySuccess: (_, { message }) => notify.success(readMessage(message, i18n)),
        notifyFailure: (_, { messages }) => {
          for (const message of messages) notify.error(readMessage(message, i18n));
        },
        // The submit's done event carries the server's answer: the new account's page comes next.
        afterSuccess: ({ event }) => onCreated((event as unknown as { output: AdminUserAnswer }).output.user.id),
      },
    }),
  );
  const isBusy = useSelector(flow, selectIsBusy);
  const errors = useSelector(flow, selectFieldErrors);
  const field = (name: CreateUserField, label: string, description?: string) => (
    <TextField
      label={label}
      description={description}
      value={values[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      isDisabled={isBusy}
      isRequired
      isInvalid={errors[name] !== undefined}
      errorMessage={errors[name] && readMessage(errors[name], i18n)}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.send({ type: 'form.submit', values });
  };
  return (
    <Page
      title={t`Create user`}
      lead={t`When this person signs in with Steam, the account is theirs, already filled in.`}
    >
      <Panel title={t`Account`}>
        <Form onSubmit={submit} validationBehavior="aria" aria-label={t`Create user`}>
          <Stack gap="md">
            <div className={styles.formRow}>
              {field('steam_id', t`SteamID64`, t`17 digits starting with 7656119`)}
              {field('username', t`Name`)}
              {field('email', t`E-mail`)}
            </div>
            <Checkbox
              isSelected={values.is_admin}
              onChange={(is_admin) => setValues((current) => ({ ...current, is_admin }))}
              isDisabled={isBusy}
            >
              {t`Admin`}
            </Checkbox>
            <Inline justifyContent="flex-end">
              <Button type="submit" isPending={isBusy}>{t`Create user`}</Button>
            </Inline>
          </Stack>
        </Form>
      </Panel>
    </Page>
  );
}
