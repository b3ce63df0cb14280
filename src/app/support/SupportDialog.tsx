import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
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

interface SupportDialogControls {
  open(): void;
}

const SupportDialogContext = createContext<SupportDialogControls | null>(null);

/** Opens the support form; the header's Support item and the footer's contact button call it. */
export function useSupportDialog(): SupportDialogControls {
  const controls = useContext(SupportDialogContext);
  if (!controls) throw new Error('useSupportDialog must be used inside <SupportDialogProvider>');
  return controls;
}

/** Renders its children and the support modal (spec §2: opened from the header and the footer). */
export function SupportDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  // Each opening starts a fresh form and workflow: no errors from an earlier visit linger.
  const [opening, setOpening] = useState(0);
  const controls = useMemo<SupportDialogControls>(
    () => ({
      open: () => {
        setOpening((count) => count + 1);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <SupportDialogContext value={controls}>
      {children}
      <SupportModal key={opening} isOpen={isOpen} onOpenChange={setOpen} />
    </SupportDialogContext>
  );
}

function SupportModal({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
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
