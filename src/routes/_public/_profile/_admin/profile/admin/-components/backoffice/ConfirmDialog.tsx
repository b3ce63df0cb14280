import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '#ui/Button/Button.tsx';
import { Dialog } from '#ui/Dialog/Dialog.tsx';
import { Modal } from '#ui/Dialog/Modal.tsx';
import { TextArea } from '#ui/TextArea/TextArea.tsx';
import * as styles from './Backoffice.css.ts';

export interface ConfirmDialogProps {
  /** The button that opens the confirmation. */
  trigger: string;
  heading: string;
  explanation: string;
  confirm: string;
  isOpen: boolean;
  isBusy: boolean;
  onOpen: () => void;
  onCancel: () => void;
  /** With a reason field (kept in the audit log): its label and its current error. */
  reason?: { label: string; error: string | undefined };
  onConfirm: (reason: string) => void;
  isDestructive?: boolean;
}

/** A back-office action behind its confirmation: optional reason → locked while in flight → closed by the flow. */
export function ConfirmDialog({
  trigger,
  heading,
  explanation,
  confirm,
  isOpen,
  isBusy,
  onOpen,
  onCancel,
  reason,
  onConfirm,
  isDestructive = false,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(text);
  };
  return (
    <>
      <Button
        variant={isDestructive ? 'secondary' : 'ghost'}
        onPress={() => {
          setText('');
          onOpen();
        }}
      >
        {trigger}
      </Button>
      <Modal isOpen={isOpen} onOpenChange={(open) => !open && onCancel()}>
        <Dialog heading={heading}>
          <form className={styles.form} onSubmit={submit}>
            <p className={styles.muted}>{explanation}</p>
            {reason && (
              <TextArea
                label={reason.label}
                value={text}
                onChange={setText}
                isDisabled={isBusy}
                isRequired
                // The flow says what is missing, in the page's language; the browser's own bubble would block it.
                validationBehavior="aria"
                rows={3}
                isInvalid={reason.error !== undefined}
                errorMessage={reason.error}
                autoFocus
              />
            )}
            <div className={styles.actionButtons}>
              <Button type="submit" isPending={isBusy}>
                {confirm}
              </Button>
              <Button variant="ghost" slot="close" isDisabled={isBusy}>
                {t({ message: 'Back', context: 'closes a dialog' })}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </>
  );
}
