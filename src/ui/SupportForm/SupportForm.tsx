import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { type ContactFormBody, contactFormLimits } from '#contract/lists.ts';
import { Button } from '../Button/Button.tsx';
import { Form } from '../Form/Form.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { actions } from './SupportForm.css.ts';

/** What the visitor writes to support, under the names the server expects (spec §3, support message). */
export type SupportMessage = ContactFormBody;

export interface SupportFormProps {
  /** Called with what was typed; whoever owns the workflow decides whether it is complete and sends it. */
  onSubmit: (message: SupportMessage) => void;
  /** What the fields start with (a signed-in visitor's name and email). */
  defaultValues?: Partial<SupportMessage>;
  /** Why the last submit was refused, per field, already in the visitor's language. */
  fieldErrors?: Partial<Record<keyof SupportMessage, string>>;
  /** Why the last send failed. */
  formError?: string;
  /** A message is on its way: the button shows progress and nothing can be edited or sent twice. */
  isSending?: boolean;
}

/**
 * The support form of spec §4 and §5: name, email, message. Presentational: it keeps what is typed and
 * shows the errors it is given; its owner empties it by mounting a new one (a new `key`). Validation is `aria`, so the browser's own bubbles never replace our
 * translated messages, and every error appears only after a submit.
 *
 * Use it wherever a visitor writes to support (the support dialog, the contact page). Not for reviews (the review
 * form), nor for replies in the back-office's ticket view.
 */
export function SupportForm({ onSubmit, defaultValues, fieldErrors, formError, isSending = false }: SupportFormProps) {
  const { t } = useLingui();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: keyof SupportMessage) => String(data.get(name) ?? '');
    onSubmit({ full_name: text('full_name'), email: text('email'), message: text('message') });
  };

  return (
    <Form
      onSubmit={submit}
      validationBehavior="aria"
      validationErrors={fieldErrors}
      formError={formError}
      aria-busy={isSending}
    >
      <TextField
        name="full_name"
        defaultValue={defaultValues?.full_name}
        label={t`Name`}
        autoComplete="name"
        maxLength={contactFormLimits.fullName}
        isRequired
        isReadOnly={isSending}
      />
      <TextField
        name="email"
        defaultValue={defaultValues?.email}
        type="email"
        label={t`Email`}
        autoComplete="email"
        maxLength={contactFormLimits.email}
        isRequired
        isReadOnly={isSending}
      />
      <TextArea
        name="message"
        defaultValue={defaultValues?.message}
        label={t`Message`}
        rows={6}
        maxLength={contactFormLimits.message}
        isRequired
        isReadOnly={isSending}
      />
      <div className={actions}>
        <Button type="submit" isPending={isSending}>
          {isSending ? t`Sending…` : t`Send message`}
        </Button>
      </div>
    </Form>
  );
}
