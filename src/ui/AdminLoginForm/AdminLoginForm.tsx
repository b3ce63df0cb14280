import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { TextField as AriaTextField, Group, Input, ToggleButton } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { fieldButton, fieldGroup, input, inputFrame } from '../Field/Field.css.ts';
import { FieldHelp, Label } from '../Field/Field.tsx';
import { Form } from '../Form/Form.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { passwordToggle } from './AdminLoginForm.css.ts';
import { EyeIcon, EyeOffIcon } from './icons.tsx';

/** What the administrator typed, under the names the server expects (contract/auth.ts `adminLoginBodySchema`). */
export interface AdminLoginValues {
  username: string;
  password: string;
}

/** The server's limits (contract/auth.ts), repeated so this form stays free of zod. */
const lengthLimits = { username: 150, password: 1024 } as const;

export interface AdminLoginFormProps {
  /** Called with what was typed once both fields are filled; the page sends it. */
  onSubmit: (values: AdminLoginValues) => void;
  /** Why the last sign-in failed, already in words for the administrator. */
  formError?: string;
  /** A sign-in is on its way: the button shows progress and nothing can be edited or sent twice. */
  isPending?: boolean;
}

/**
 * The back-office sign-in form: username and password, both required, the password with show/hide.
 * Presentational: it checks only that both are filled (react-aria's native validation: translated messages
 * under the fields after a submit, never the browser's bubbles, and no submit until both are there) and shows
 * the error it is given.
 *
 * Use it for the admin sign-in page only. Not for shoppers: they sign in through Steam, with no form of ours.
 */
export function AdminLoginForm({ onSubmit, formError, isPending = false }: AdminLoginFormProps) {
  const { t } = useLingui();
  const [isPasswordShown, setPasswordShown] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit({ username: String(data.get('username') ?? '').trim(), password: String(data.get('password') ?? '') });
  };

  return (
    <Form onSubmit={submit} validationBehavior="native" formError={formError} aria-busy={isPending}>
      <TextField
        name="username"
        label={t`Username`}
        autoComplete="username"
        maxLength={lengthLimits.username}
        isRequired
        isReadOnly={isPending}
        // Spaces alone are no username: the server trims it too.
        validate={(value) => (value.trim() === '' ? t`Enter your username` : null)}
        errorMessage={t`Enter your username`}
      />
      <AriaTextField
        name="password"
        type={isPasswordShown ? 'text' : 'password'}
        autoComplete="current-password"
        maxLength={lengthLimits.password}
        isRequired
        isReadOnly={isPending}
        className={fieldGroup}
      >
        <Label>{t`Password`}</Label>
        <Group className={inputFrame}>
          <Input className={input} spellCheck={false} autoCapitalize="none" />
          <ToggleButton
            isSelected={isPasswordShown}
            onChange={setPasswordShown}
            aria-label={t`Show password`}
            className={`${fieldButton} ${passwordToggle}`}
          >
            {isPasswordShown ? <EyeOffIcon /> : <EyeIcon />}
          </ToggleButton>
        </Group>
        <FieldHelp errorMessage={t`Enter your password`} />
      </AriaTextField>
      <Button type="submit" fullWidth isPending={isPending}>
        {isPending ? t`Signing in…` : t`Sign in`}
      </Button>
    </Form>
  );
}
