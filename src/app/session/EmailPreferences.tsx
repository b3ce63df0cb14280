import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { preferencesQuery, updatePreferences } from '#api/preferences.ts';
import { Skeleton } from '#ui/Skeleton/Skeleton.tsx';
import { Switch } from '#ui/Switch/Switch.tsx';
import * as styles from './EmailPreferences.css.ts';

/**
 * The order e-mails a buyer may turn off (issue #26): a delivery's confirmation and a payment that did not go
 * through. Receipts, refunds and trade offer notices always go out, and the switch says so. It shows what the
 * server keeps: while a change is on its way it shows the change, and a change refused puts the old value back
 * with a message on the switch.
 */
export function EmailPreferences() {
  const { t } = useLingui();
  const titleId = useId();
  const queryClient = useQueryClient();
  const { data: preferences, isError } = useQuery(preferencesQuery);
  const change = useMutation({
    mutationFn: (orderUpdateEmails: boolean) => updatePreferences({ order_update_emails: orderUpdateEmails }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesQuery.queryKey, saved),
  });

  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.title}>{t`E-mails`}</h2>
      {preferences ? (
        <Switch
          isSelected={change.isPending ? change.variables : preferences.order_update_emails}
          onChange={(isSelected) => change.mutate(isSelected)}
          isInvalid={change.isError}
          description={t`Receipts, refunds and trade offer notices are always sent.`}
          errorMessage={t`Your choice could not be saved. Please try again.`}
        >
          {t`E-mail me when my skins are delivered or a payment does not go through`}
        </Switch>
      ) : isError ? (
        <p>{t`Your e-mail settings could not be loaded.`}</p>
      ) : (
        <Skeleton shape="block" height="3rem" />
      )}
    </section>
  );
}
