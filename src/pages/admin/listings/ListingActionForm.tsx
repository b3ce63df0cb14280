import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { formatPrice } from '#lib/money.ts';
import { Stack } from '#ui/Box/Box.tsx';
import { Dialog } from '#ui/Dialog/Dialog.tsx';
import { NumberField } from '#ui/NumberField/NumberField.tsx';
import { TextArea } from '#ui/TextArea/TextArea.tsx';
import { ConfirmOrBack } from '../backoffice/ConfirmedAction.tsx';
import * as styles from './AdminListings.css.ts';
import type { ListingActionDialogProps, ListingActionTarget } from './ListingActions.tsx';
import { listingActionWording } from './listingPresentation.ts';

/** The confirmation's form (src/pages/admin/listings/ListingActions.tsx opens it in its dialog). */
export function ListingActionForm({
  flow,
  target,
  currency,
  serviceFeePercent,
}: ListingActionDialogProps & { target: ListingActionTarget }) {
  const { t, i18n } = useLingui();
  const { action, rows } = target;
  const wording = listingActionWording[action];
  const [only] = rows;
  const [price, setPrice] = useState(rows.length === 1 ? (only?.fixed_price ?? Number.NaN) : Number.NaN);
  const [reason, setReason] = useState('');
  const { isBusy, fieldErrors } = flow;
  const send = (event: FormEvent) => {
    event.preventDefault();
    flow.submit({
      action,
      ids: rows.map((row) => row.id),
      reason,
      currency,
      ...(action === 'fix_price' && { price }),
    });
  };
  const shoppersPay =
    price > 0 ? formatPrice(Math.round(price * (100 + serviceFeePercent)) / 100, currency, i18n.locale) : undefined;
  const fee = serviceFeePercent.toLocaleString(i18n.locale);
  return (
    <Dialog heading={i18n._(wording.heading)}>
      <Stack as="form" gap="md" onSubmit={send}>
        <p className={styles.muted}>
          {rows.length === 1 && only ? only.name : plural(rows.length, { one: '# listing', other: '# listings' })}
        </p>
        <p className={styles.muted}>{i18n._(wording.explanation)}</p>
        {action === 'fix_price' && (
          <NumberField
            label={t`Fixed price, ${currency}`}
            description={
              shoppersPay
                ? t`Before the ${fee} % service fee: shoppers pay ${shoppersPay}.`
                : t`Before the ${fee} % service fee.`
            }
            value={price}
            onChange={setPrice}
            formatOptions={{ maximumFractionDigits: 2 }}
            isDisabled={isBusy}
            isRequired
            validationBehavior="aria"
            isInvalid={fieldErrors.price !== undefined}
            errorMessage={fieldErrors.price}
            autoFocus
          />
        )}
        <TextArea
          label={t`Reason`}
          description={t`Kept in the audit log.`}
          value={reason}
          onChange={setReason}
          isDisabled={isBusy}
          isRequired
          validationBehavior="aria"
          rows={3}
          isInvalid={fieldErrors.reason !== undefined}
          errorMessage={fieldErrors.reason}
          autoFocus={action !== 'fix_price'}
        />
        <ConfirmOrBack confirm={i18n._(wording.confirm)} isBusy={isBusy} />
      </Stack>
    </Dialog>
  );
}
