import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import {
  selectFailureMessage,
  selectFieldErrors,
  selectIsSending,
  supportFormMachine,
} from '../../machines/supportForm/supportForm.machine.ts';
import { Dialog } from '../../ui/Dialog/Dialog.tsx';
import { Modal } from '../../ui/Dialog/Modal.tsx';
import { SupportForm, type SupportMessage } from '../../ui/SupportForm/SupportForm.tsx';
import { notify } from '../../ui/ToastHost/notify.ts';

export interface SupportModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The support form in a modal, run by the support form machine (spec §2, §4). */
export function SupportModal({ isOpen, onOpenChange }: SupportModalProps) {
  const { t } = useLingui();
  // Changing the key mounts an empty form: the reset of spec §4.
  const [formKey, setFormKey] = useState(0);
  const [machine] = useState(() =>
    supportFormMachine.provide({
      actions: {
        notifySuccess: (_, { message }) => notify.success(message),
        notifyFailure: (_, { message }) => notify.error(message),
        resetForm: () => setFormKey((key) => key + 1),
        closeDialog: () => onOpenChange(false),
      },
    }),
  );
  const supportForm = useActorRef(machine);
  const isSending = useSelector(supportForm, selectIsSending);
  const fieldErrors = useSelector(supportForm, selectFieldErrors);
  const failureMessage = useSelector(supportForm, selectFailureMessage);

  // A new object makes react-aria show the errors again, so make one only when the errors or the language change.
  const translatedErrors = useMemo(
    () => Object.fromEntries(Object.entries(fieldErrors).map(([field, descriptor]) => [field, t(descriptor)])),
    [fieldErrors, t],
  );

  return (
    // Closing while sending would throw away what was typed if the send then fails.
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isClosable={!isSending}>
      <Dialog heading={t`Contact support`}>
        <p>{t`Tell us what happened and we will answer by email.`}</p>
        <SupportForm
          key={formKey}
          onSubmit={(values: SupportMessage) => supportForm.send({ type: 'support.submit', values })}
          fieldErrors={translatedErrors}
          formError={failureMessage}
          isSending={isSending}
        />
      </Dialog>
    </Modal>
  );
}
