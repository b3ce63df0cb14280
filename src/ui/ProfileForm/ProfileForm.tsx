import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import type { Country } from '#contract/lists.ts';
import {
  type ProfileFormField,
  type ProfileFormValues,
  profileFieldLimits,
  profileFormFields,
} from '#contract/profile.ts';
import { Button } from '../Button/Button.tsx';
import { ComboBox, ComboBoxItem } from '../ComboBox/ComboBox.tsx';
import { Form } from '../Form/Form.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './ProfileForm.css.ts';

export type ProfileFormVariant = keyof typeof profileFormFields;

export interface ProfileFormProps {
  /**
   * `completion` asks for everything (the /auth-success form, spec §5); `settings` edits the contact details, the
   * trade link and the email only (the profile's settings tab).
   */
  variant: ProfileFormVariant;
  /** Called with what was typed in this variant's fields; the owner decides whether it is valid and sends it. */
  onSubmit: (values: Partial<ProfileFormValues>) => void;
  /** What the fields start with: the profile as the server has it. */
  defaultValues?: Partial<ProfileFormValues>;
  /** The countries to pick from (`users/countries`). */
  countries: readonly Country[];
  /** Why the last submit was refused, per field, already in the user's language. */
  fieldErrors?: Partial<Record<ProfileFormField, string>>;
  /** Why the last save failed, when it is about no one field. */
  formError?: string;
  /** A save is on its way: the button shows progress and nothing can be edited or sent twice. */
  isSending?: boolean;
}

/**
 * The profile form of spec §4 and §5, in its two variants. Presentational: it keeps what is typed and shows the
 * errors it is given; its owner empties it by mounting a new one (a new `key`). Validation is `aria`, so the
 * browser's own bubbles never replace our translated messages, and errors appear only after a submit.
 *
 * Use it wherever a shopper gives or changes their details. Not for the back-office's edit of a user (its own
 * form), nor for the support form (a `SupportForm`).
 */
export function ProfileForm({
  variant,
  onSubmit,
  defaultValues,
  countries,
  fieldErrors,
  formError,
  isSending = false,
}: ProfileFormProps) {
  const { t } = useLingui();
  const shown = new Set<ProfileFormField>(profileFormFields[variant]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit(Object.fromEntries(profileFormFields[variant].map((field) => [field, String(data.get(field) ?? '')])));
  };

  const common = { isRequired: true, isReadOnly: isSending };
  return (
    <Form
      onSubmit={submit}
      validationBehavior="aria"
      validationErrors={fieldErrors}
      formError={formError}
      aria-busy={isSending}
    >
      <div className={styles.fields}>
        {shown.has('username') && (
          <TextField
            {...common}
            name="username"
            label={t`Username`}
            autoComplete="nickname"
            maxLength={profileFieldLimits.username}
            defaultValue={defaultValues?.username}
          />
        )}
        {shown.has('full_name') && (
          <TextField
            {...common}
            name="full_name"
            label={t`Full name`}
            autoComplete="name"
            maxLength={profileFieldLimits.fullName}
            defaultValue={defaultValues?.full_name}
          />
        )}
        <TextField
          {...common}
          name="email"
          type="email"
          label={t`Email`}
          autoComplete="email"
          maxLength={profileFieldLimits.email}
          defaultValue={defaultValues?.email}
        />
        <TextField
          {...common}
          name="phone"
          type="tel"
          label={t`Phone`}
          description={variant === 'completion' ? t`'+' then 11 to 13 digits` : t`'+' then up to 15 digits`}
          autoComplete="tel"
          placeholder="+33612345678"
          defaultValue={defaultValues?.phone}
        />
        {shown.has('date_birth') && (
          <TextField
            {...common}
            name="date_birth"
            type="date"
            label={t`Date of birth`}
            autoComplete="bday"
            defaultValue={defaultValues?.date_birth}
          />
        )}
        <ComboBox
          isRequired
          isReadOnly={isSending}
          name="country"
          formValue="key"
          label={t`Country`}
          defaultItems={countries}
          defaultSelectedKey={defaultValues?.country || undefined}
        >
          {(country) => (
            <ComboBoxItem id={country.code} textValue={country.name}>
              {country.name}
            </ComboBoxItem>
          )}
        </ComboBox>
        <TextField
          {...common}
          name="street_address"
          label={t`Address`}
          autoComplete="street-address"
          maxLength={profileFieldLimits.streetAddress}
          defaultValue={defaultValues?.street_address}
        />
        <TextField
          {...common}
          name="zip_code"
          label={t`Zip code`}
          autoComplete="postal-code"
          maxLength={profileFieldLimits.zipCode}
          defaultValue={defaultValues?.zip_code}
        />
        <TextField
          {...common}
          name="steam_trade_link"
          type="url"
          label={t`Steam trade link`}
          description={t`Steam, Inventory, Trade Offers, Who can send me Trade Offers: copy the trade URL.`}
          maxLength={profileFieldLimits.tradeUrl}
          placeholder="https://steamcommunity.com/tradeoffer/new/?partner=…&token=…"
          defaultValue={defaultValues?.steam_trade_link}
          className={styles.wide}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" isPending={isSending}>
          {isSending ? t`Saving…` : t`Save`}
        </Button>
      </div>
    </Form>
  );
}
