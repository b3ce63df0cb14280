import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { supportFormMachine } from '#machines/supportForm/supportForm.machine.ts';
import { Dialog } from '#ui/Dialog/Dialog.tsx';
import { Modal } from '#ui/Dialog/Modal.tsx';
import { SupportForm } from '#ui/SupportForm/SupportForm.tsx';
import { AriaProviders } from '../AriaProviders.tsx';
import { useFormFlow } from '../forms/useFormFlow.ts';
import { useProfile } from '../session/sessionContext.tsx';

export interface SupportModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The support form in a modal, run by the support form flow (spec §2, §4). A signed-in shopper finds their name
 * and e-mail filled in from their profile.
 */
export function SupportModal({ isOpen, onOpenChange }: SupportModalProps) {
  const { t } = useLingui();
  const { data: profile } = useProfile();
  // Changing the key mounts a fresh form: the reset of spec §4.
  const [formKey, setFormKey] = useState(0);
  const support = useFormFlow(supportFormMachine, {
    afterSuccess: () => {
      setFormKey((key) => key + 1);
      onOpenChange(false);
    },
  });

  return (
    <AriaProviders>
      {/* Closing while sending would throw away what was typed if the send then fails. */}
      <Modal isOpen={isOpen} onOpenChange={onOpenChange} isClosable={!support.isBusy}>
        <Dialog heading={t`Contact support`}>
          <p>{t`Tell us what happened and we will answer by email.`}</p>
          <SupportForm
            // A profile that arrives after the form opened fills it in.
            key={`${formKey}-${profile ? 'known' : 'visitor'}`}
            defaultValues={{ full_name: profile?.full_name ?? '', email: profile?.email ?? '' }}
            onSubmit={support.submit}
            fieldErrors={support.fieldErrors}
            isSending={support.isBusy}
          />
        </Dialog>
      </Modal>
    </AriaProviders>
  );
}
