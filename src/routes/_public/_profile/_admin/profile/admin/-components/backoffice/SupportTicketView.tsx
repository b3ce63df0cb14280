import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import type { TicketMove } from '#api/adminSupport.ts';
import { readMessage } from '#api/serverMessages.ts';
import type { TicketDetail } from '#contract/admin/support.ts';
import { selectFieldErrors, selectIsBusy } from '#machines/formFlow/formFlow.machine.ts';
import { supportReplyMachine } from '#machines/supportReply/supportReply.machine.ts';
import { ticketMoveMachine } from '#machines/ticketMove/ticketMove.machine.ts';
import { Button } from '#ui/Button/Button.tsx';
import { TextArea } from '#ui/TextArea/TextArea.tsx';
import { notify } from '#ui/ToastHost/notify.ts';
import { Page } from '../../../../../../../-components/Page.tsx';
import { formatOrderDate } from '../../../../../profile/-components/orderFormat.ts';
import * as styles from './Backoffice.css.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { Facts, Panel } from './Panel.tsx';
import { mailStatusLabel, ticketStatusLabel } from './ticketStatus.ts';

export interface SupportTicketViewProps {
  ticket: TicketDetail;
  /** Reloads the ticket (and the lists) after an action. */
  onChanged: () => void;
}

/** A support ticket: the customer's message as text, the thread with each e-mail's delivery, reply, close, reopen. */
export function SupportTicketView({ ticket, onChanged }: SupportTicketViewProps) {
  const { t, i18n } = useLingui();
  const date = (iso: string) => formatOrderDate(iso, i18n.locale);
  return (
    <Page title={t`Support request #${ticket.id}`}>
      <div className={styles.layout}>
        <div className={styles.column}>
          <Panel title={t`Message`}>
            <p className={styles.customerText}>{ticket.message}</p>
          </Panel>
          <Panel title={t`Thread`}>
            {ticket.thread.length === 0 ? (
              <p className={styles.muted}>{t`No reply yet.`}</p>
            ) : (
              <ol className={styles.thread}>
                {ticket.thread.map((reply) => (
                  <li key={reply.id} className={styles.threadEntry}>
                    <p className={styles.muted}>
                      {reply.author?.name ?? t`Former admin`} · {date(reply.created_at)}
                    </p>
                    <p className={styles.customerText}>{reply.body}</p>
                    {reply.mail && (
                      <p className={reply.mail.status === 'failed' ? styles.failed : styles.muted}>
                        {i18n._(mailStatusLabel[reply.mail.status])}
                        {reply.mail.last_error && ` · ${reply.mail.last_error}`}
                      </p>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </Panel>
          {ticket.status !== 'closed' && <ReplyForm ticketId={ticket.id} onDone={onChanged} />}
        </div>
        <div className={styles.column}>
          <Panel title={t`Ticket`}>
            <Facts
              facts={[
                [t`Status`, i18n._(ticketStatusLabel[ticket.status])],
                [t`From`, ticket.full_name],
                [t`E-mail`, ticket.email],
                [t`Assigned to`, ticket.assigned_admin?.name ?? t`Nobody yet`],
                [t`Received`, date(ticket.created_at)],
                [t`Updated`, date(ticket.updated_at)],
              ]}
            />
            <div className={styles.actions}>
              <TicketMoveButton
                ticketId={ticket.id}
                move={ticket.status === 'closed' ? 'reopen' : 'close'}
                onDone={onChanged}
              />
            </div>
          </Panel>
        </div>
      </div>
    </Page>
  );
}

function useToastFlowActions(onDone: () => void) {
  const { i18n } = useLingui();
  return {
    notifySuccess: (_: unknown, { message }: { message: Parameters<typeof readMessage>[0] }) =>
      notify.success(readMessage(message, i18n)),
    notifyFailure: (_: unknown, { messages }: { messages: readonly Parameters<typeof readMessage>[0][] }) => {
      for (const message of messages) notify.error(readMessage(message, i18n));
    },
    afterSuccess: onDone,
  };
}

function ReplyForm({ ticketId, onDone }: { ticketId: number; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [message, setMessage] = useState('');
  const actions = useToastFlowActions(() => {
    setMessage('');
    onDone();
  });
  const flow = useActorRef(supportReplyMachine.provide({ actions }));
  const isBusy = useSelector(flow, selectIsBusy);
  const error = useSelector(flow, selectFieldErrors).message;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.send({ type: 'form.submit', values: { ticketId, message } });
  };
  return (
    <Panel title={t`Reply`}>
      <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
        <TextArea
          label={t`Your reply (sent by e-mail)`}
          value={message}
          onChange={setMessage}
          isDisabled={isBusy}
          rows={6}
          isInvalid={error !== undefined}
          errorMessage={error && readMessage(error, i18n)}
        />
        <div className={styles.actionButtons}>
          <Button type="submit" isPending={isBusy}>{t`Send reply`}</Button>
        </div>
      </Form>
    </Panel>
  );
}

function TicketMoveButton({ ticketId, move, onDone }: { ticketId: number; move: TicketMove; onDone: () => void }) {
  const { t } = useLingui();
  const flow = useActorRef(ticketMoveMachine.provide({ actions: useToastFlowActions(onDone) }));
  const isOpen = useSelector(flow, (snapshot) => snapshot.hasTag('open'));
  const isBusy = useSelector(flow, selectIsBusy);
  const closing = move === 'close';
  return (
    <ConfirmDialog
      trigger={closing ? t`Close ticket` : t`Reopen ticket`}
      heading={closing ? t`Close this ticket` : t`Reopen this ticket`}
      explanation={
        closing
          ? t`The ticket leaves the open list. The customer is not e-mailed.`
          : t`The ticket is open again and can be answered.`
      }
      confirm={closing ? t`Close the ticket` : t`Reopen the ticket`}
      isOpen={isOpen}
      isBusy={isBusy}
      onOpen={() => flow.send({ type: 'form.open' })}
      onCancel={() => flow.send({ type: 'form.cancel' })}
      onConfirm={() => flow.send({ type: 'form.submit', values: { ticketId, move } })}
    />
  );
}
