import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AdminBot } from '#contract/admin/orders.ts';
import { formatOrderDate } from '#pages/profile/orderFormat.ts';
import { Badge, type BadgeProps } from '#ui/Badge/Badge.tsx';
import { Inline, Panel, Stack } from '#ui/Box/Box.tsx';
import { Button } from '#ui/Button/Button.tsx';
import * as styles from './AdminOrders.css.ts';

/** A bot's sign-in state as a badge (the orders page, the dashboard's health panel). */
export const botStatePresentation: Record<AdminBot['state'], { label: MessageDescriptor; tone: BadgeProps['tone'] }> = {
  online: { label: msg`Signed in`, tone: 'success' },
  signing_in: { label: msg`Signing in`, tone: 'accent' },
  waiting_to_retry: { label: msg`Waiting to retry`, tone: 'danger' },
  signed_out: { label: msg`Signed out`, tone: 'neutral' },
};

export interface TradeBotsPanelProps {
  /** Undefined while loading. */
  bots: AdminBot[] | undefined;
  /** The last load failed: the panel says so, with Retry. */
  isError: boolean;
  /** Retry was pressed. */
  onRetry: () => void;
}

/**
 * The bots that deliver orders and whether each is signed in to Steam (GET admin/bots/): a bot waiting to retry
 * holds back the orders whose skins it holds, so the admin sees why those orders do not move.
 *
 * Use it above the back-office's orders list. Not for one order's delivery (the order page's timeline).
 */
export function TradeBotsPanel({ bots, isError, onRetry }: TradeBotsPanelProps) {
  const { t, i18n } = useLingui();
  return (
    <Panel as="section" aria-label={t`Trade bots`} padding="md">
      <Stack gap="sm">
        <h2 className={styles.panelTitle}>{t`Trade bots`}</h2>
        {isError ? (
          <Inline>
            <span role="alert">{t`The trade bots could not be loaded.`}</span>
            <Button size="sm" onPress={onRetry}>{t`Try again`}</Button>
          </Inline>
        ) : bots === undefined ? (
          <span className={styles.muted}>{t`Loading the trade bots…`}</span>
        ) : bots.length === 0 ? (
          <span className={styles.muted}>{t`No trade bot is configured: paid orders wait for delivery.`}</span>
        ) : (
          <Stack as="ul" gap="xs" className={styles.plainList}>
            {bots.map((bot) => {
              const { label, tone } = botStatePresentation[bot.state];
              const nextTry = bot.next_sign_in_at && formatOrderDate(bot.next_sign_in_at, i18n.locale);
              const lastError = bot.last_error;
              return (
                <Inline as="li" key={bot.account_name}>
                  <strong>{bot.persona_name}</strong>
                  <span className={styles.muted}>{bot.account_name}</span>
                  <Badge tone={tone}>{i18n._(label)}</Badge>
                  {lastError && bot.state !== 'online' && (
                    <span className={styles.muted}>{t`Last error: ${lastError}`}</span>
                  )}
                  {nextTry && bot.state === 'waiting_to_retry' && (
                    <span className={styles.muted}>
                      {plural(bot.failed_sign_ins, {
                        one: `# failed sign-in, next try ${nextTry}`,
                        other: `# failed sign-ins, next try ${nextTry}`,
                      })}
                    </span>
                  )}
                </Inline>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Panel>
  );
}
