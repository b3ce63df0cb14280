import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { useFormFlow } from '#app/forms/useFormFlow.ts';
import type { FormFlowMachine } from '#machines/formFlow/formFlow.machine.ts';
import { Inline, Stack } from '#ui/Box/Box.tsx';
import { Button } from '#ui/Button/Button.tsx';
import { Dialog } from '#ui/Dialog/Dialog.tsx';
import { Modal } from '#ui/Dialog/Modal.tsx';
import { TextArea } from '#ui/TextArea/TextArea.tsx';
import * as styles from './Backoffice.css.ts';

export interface ConfirmedActionProps<Values, Answer, Field extends string> {
  /** The action's flow: a form flow with a confirmation step (`form.open`, tag `open`). */
  machine: FormFlowMachine<Values, Answer, Field>;
  /** What the confirmation sends, from the reason typed in (empty without a reason field). */
  values: (reason: string) => Values;
  /** The button that opens the confirmation. */
  trigger: string;
  heading: string;
  explanation: string;
  confirm: string;
  /** The label of the reason field (kept in the audit log); no field without it. Its error is the flow's `reason`. */
  reasonLabel?: string;
  isDestructive?: boolean;
  /** Reloads the page (and lists) once the server has done it. */
  onDone: () => void;
}

/**
 * A back-office action behind its confirmation, on its form flow: optional reason → locked while in flight →
 * the server's answer as a toast, then `onDone`. The order, user and ticket actions are all this.
 */
export function ConfirmedAction<Values, Answer, Field extends string>({
  machine,
  values,
  trigger,
  heading,
  explanation,
  confirm,
  reasonLabel,
  isDestructive = false,
  onDone,
}: ConfirmedActionProps<Values, Answer, Field>) {
  const { t } = useLingui();
  const { flow, submit, isBusy, fieldErrors } = useFormFlow(machine, { afterSuccess: onDone });
  const isOpen = useSelector(flow, (snapshot) => snapshot.hasTag('open'));
  const reasonError = (fieldErrors as Partial<Record<string, string>>).reason;
  const [reason, setReason] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    submit(values(reason));
  };
  return (
    <>
      <Button
        variant={isDestructive ? 'secondary' : 'ghost'}
        onPress={() => {
          setReason('');
          flow.send({ type: 'form.open' });
        }}
      >
        {trigger}
      </Button>
      <Modal isOpen={isOpen} onOpenChange={(open) => !open && flow.send({ type: 'form.cancel' })}>
        <Dialog heading={heading}>
          <Stack as="form" gap="md" onSubmit={send}>
            <p className={styles.muted}>{explanation}</p>
            {reasonLabel && (
              <TextArea
                label={reasonLabel}
                value={reason}
                onChange={setReason}
                isDisabled={isBusy}
                isRequired
                validationBehavior="aria"
                rows={3}
                isInvalid={reasonError !== undefined}
                errorMessage={reasonError}
                autoFocus
              />
            )}
            <Inline justifyContent="flex-end">
              <Button type="submit" isPending={isBusy}>
                {confirm}
              </Button>
              <Button variant="ghost" slot="close" isDisabled={isBusy}>
                {t`Back`}
              </Button>
            </Inline>
          </Stack>
        </Dialog>
      </Modal>
    </>
  );
}
