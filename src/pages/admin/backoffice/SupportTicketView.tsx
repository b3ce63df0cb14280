import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { TicketMove } from '#api/adminSupport.ts';
import { useFormFlow } from '#app/forms/useFormFlow.ts';
import type { TicketDetail } from '#contract/admin/support.ts';
import { supportReplyMachine } from '#machines/supportReply/supportReply.machine.ts';
import { ticketMoveMachine } from '#machines/ticketMove/ticketMove.machine.ts';
import { Page } from '#pages/common/Page.tsx';
import { formatOrderDate } from '#pages/profile/orderFormat.ts';
import { Column, Columns, Inline, Stack } from '#ui/Box/Box.tsx';
import { Button } from '#ui/Button/Button.tsx';
import { Form } from '#ui/Form/Form.tsx';
import { TextArea } from '#ui/TextArea/TextArea.tsx';
import * as styles from './Backoffice.css.ts';
import { type ActionWording, ConfirmedAction } from './ConfirmedAction.tsx';
import { Facts, Panel } from './Panel.tsx';
import { mailStatusLabel, ticketStatusLabel } from './ticketStatus.ts';

export interface SupportTicketViewProps {
  /** The ticket with its thread, as the support ticket endpoint returns it. */
  ticket: TicketDetail;
  /** Reloads the ticket (and the lists) after an action. */
  onChanged: () => void;
}

/**
 * A support ticket: the customer's message as text, the thread with each e-mail's delivery, reply, close, reopen.
 *
 * Use it on the back-office's page of one ticket. Not for the list of tickets (`SupportTicketsPage`).
 */
export function SupportTicketView({ ticket, onChanged }: SupportTicketViewProps) {
  const { t, i18n } = useLingui();
  const date = (iso: string) => formatOrderDate(iso, i18n.locale);
  return (
    <Page title={t`Support request #${ticket.id}`}>
      <Columns>
        <Column>
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
        </Column>
        <Column>
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
            <Inline>
              <TicketMoveButton
                ticketId={ticket.id}
                move={ticket.status === 'closed' ? 'reopen' : 'close'}
                onDone={onChanged}
              />
            </Inline>
          </Panel>
        </Column>
      </Columns>
    </Page>
  );
}

function ReplyForm({ ticketId, onDone }: { ticketId: number; onDone: () => void }) {
  const { t } = useLingui();
  const [message, setMessage] = useState('');
  const reply = useFormFlow(supportReplyMachine, {
    afterSuccess: () => {
      setMessage('');
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reply.submit({ ticketId, message });
  };
  const error = reply.fieldErrors.message;
  return (
    <Panel title={t`Reply`}>
      <Form onSubmit={submit} validationBehavior="aria">
        <Stack gap="md">
          <TextArea
            label={t`Your reply (sent by e-mail)`}
            value={message}
            onChange={setMessage}
            isDisabled={reply.isBusy}
            rows={6}
            isInvalid={error !== undefined}
            errorMessage={error}
          />
          <Inline justifyContent="flex-end">
            <Button type="submit" isPending={reply.isBusy}>{t`Send reply`}</Button>
          </Inline>
        </Stack>
      </Form>
    </Panel>
  );
}

const ticketMoveWording: Record<TicketMove, ActionWording> = {
  close: {
    button: msg`Close ticket`,
    heading: msg`Close this ticket`,
    explanation: msg`The ticket leaves the open list. The customer is not e-mailed.`,
    confirm: msg`Close the ticket`,
  },
  reopen: {
    button: msg`Reopen ticket`,
    heading: msg`Reopen this ticket`,
    explanation: msg`The ticket is open again and can be answered.`,
    confirm: msg`Reopen the ticket`,
  },
};

function TicketMoveButton({ ticketId, move, onDone }: { ticketId: number; move: TicketMove; onDone: () => void }) {
  return (
    <ConfirmedAction
      machine={ticketMoveMachine}
      values={() => ({ ticketId, move })}
      wording={ticketMoveWording[move]}
      onDone={onDone}
    />
  );
}
