import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import { RouterLink } from '#app/RouterLink.tsx';
import type { DashboardHealth, JobSubject } from '#contract/admin/dashboard.ts';
import { Badge } from '#ui/Badge/Badge.tsx';
import { Inline, Stack } from '#ui/Box/Box.tsx';
import { Button } from '#ui/Button/Button.tsx';
import { Skeleton, SkeletonGroup } from '#ui/Skeleton/Skeleton.tsx';
import { botStatePresentation } from '../orders/TradeBotsPanel.tsx';
import * as styles from './Dashboard.css.ts';
import { formatCount, formatDuration } from './dashboardFormat.ts';

export interface HealthPanelProps {
  /** Undefined while loading. */
  health: DashboardHealth | undefined;
  /** The last load failed: the panel says so, with Try again. */
  isError: boolean;
  /** Try again was pressed. */
  onRetry: () => void;
  /** Now, for the ages ("3 min ago"); a prop so stories and tests are stable. */
  now?: number;
}

/** A gateway silent for longer than this is worth a look: its webhook may be failing. */
const quietWebhookSeconds = 24 * 3600;
/** Mail waiting longer than this is late: the outbox normally empties in seconds. */
const lateMailSeconds = 15 * 60;

/**
 * The shop's health at a glance: each trade bot, each payment gateway's last webhook, the mail queue and the
 * background jobs, each with a link to the page where it is handled. Use it on the admin dashboard, above the
 * period's figures. Not for the bots' details and their Retry (TradeBotsPanel on the orders page does that).
 */
export function HealthPanel({ health, isError, onRetry, now = Date.now() }: HealthPanelProps) {
  const { t } = useLingui();
  if (isError) {
    return (
      <Inline>
        <span role="alert">{t`The health of the shop could not be loaded.`}</span>
        <Button size="sm" onPress={onRetry}>{t`Try again`}</Button>
      </Inline>
    );
  }
  if (!health) {
    return (
      <SkeletonGroup label={t`Loading the health of the shop`}>
        <ul className={styles.health}>
          {[0, 1, 2, 3].map((card) => (
            <li key={card} className={styles.card}>
              <Skeleton shape="text" width="50%" />
              <Skeleton shape="text" />
              <Skeleton shape="text" width="70%" />
            </li>
          ))}
        </ul>
      </SkeletonGroup>
    );
  }
  return (
    <ul className={styles.health} aria-label={t`Health of the shop`}>
      <BotsCard health={health} />
      <WebhooksCard health={health} now={now} />
      <MailCard health={health} now={now} />
      <JobsCard health={health} now={now} />
    </ul>
  );
}

function HealthCard({
  title,
  ok,
  link,
  wide = false,
  children,
}: {
  title: string;
  ok: boolean;
  link: ReactNode;
  /** Two columns of the grid where there are two (a table). */
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <li className={wide ? styles.wideCard : styles.card}>
      <Inline gap="xs">
        <h3 className={styles.cardTitle}>{title}</h3>
        <Badge tone={ok ? 'success' : 'danger'}>{ok ? t`OK` : t`Needs attention`}</Badge>
      </Inline>
      {children}
      {link}
    </li>
  );
}

function BotsCard({ health }: { health: DashboardHealth }) {
  const { t, i18n } = useLingui();
  const ok = health.bots.length > 0 && health.bots.every((bot) => bot.state === 'online');
  return (
    <HealthCard
      title={t`Trade bots`}
      ok={ok}
      link={<RouterLink to="/profile/admin/all-orders">{t`See the orders and the bots`}</RouterLink>}
    >
      {health.bots.length === 0 ? (
        <span className={styles.muted}>{t`No trade bot is configured: paid orders wait for delivery.`}</span>
      ) : (
        <ul className={styles.healthList}>
          {health.bots.map((bot) => {
            const { label, tone } = botStatePresentation[bot.state];
            return (
              <li key={bot.account_name} className={styles.healthRow}>
                <span>{bot.persona_name}</span>
                <Badge tone={tone}>{i18n._(label)}</Badge>
              </li>
            );
          })}
        </ul>
      )}
    </HealthCard>
  );
}

function useAge(now: number) {
  const { t, i18n } = useLingui();
  return (iso: string) => {
    const seconds = Math.max(0, (now - Date.parse(iso)) / 1000);
    const age = formatDuration(seconds, i18n.locale);
    return t`${age} ago`;
  };
}

function WebhooksCard({ health, now }: { health: DashboardHealth; now: number }) {
  const { t } = useLingui();
  const age = useAge(now);
  const quiet = (at: string | null) => at === null || (now - Date.parse(at)) / 1000 > quietWebhookSeconds;
  return (
    <HealthCard
      title={t`Payment webhooks`}
      ok={health.webhooks.some((gateway) => !quiet(gateway.last_received_at))}
      link={<RouterLink to="/profile/admin/all-orders">{t`See the orders`}</RouterLink>}
    >
      <ul className={styles.healthList}>
        {health.webhooks.map((gateway) => (
          <li key={gateway.gateway_id} className={styles.healthRow}>
            <span>{gateway.method_name}</span>
            {gateway.last_received_at === null ? (
              <span className={styles.muted}>{t`no webhook yet`}</span>
            ) : (
              <span className={styles.muted}>
                {t`last ${age(gateway.last_received_at)}`}
                {gateway.order_id !== null && (
                  <>
                    {' · '}
                    <RouterLink to="/profile/admin/all-orders/$id" params={{ id: gateway.order_id }}>
                      {t`order #${gateway.order_id}`}
                    </RouterLink>
                  </>
                )}
              </span>
            )}
          </li>
        ))}
      </ul>
    </HealthCard>
  );
}

function MailCard({ health, now }: { health: DashboardHealth; now: number }) {
  const { t, i18n } = useLingui();
  const age = useAge(now);
  const { queued, failed, oldest_queued_at: oldest } = health.mail;
  const late = oldest !== null && (now - Date.parse(oldest)) / 1000 > lateMailSeconds;
  const queuedCount = formatCount(queued, i18n.locale);
  const failedCount = formatCount(failed, i18n.locale);
  return (
    <HealthCard
      title={t`Mail queue`}
      ok={failed === 0 && !late}
      link={<RouterLink to="/profile/admin/all-support">{t`See the support center`}</RouterLink>}
    >
      <Stack gap="xxs">
        <span>{t`${queuedCount} waiting, ${failedCount} failed`}</span>
        {oldest !== null && <span className={styles.muted}>{t`the oldest queued ${age(oldest)}`}</span>}
      </Stack>
    </HealthCard>
  );
}

function JobsCard({ health, now }: { health: DashboardHealth; now: number }) {
  const { t, i18n } = useLingui();
  const age = useAge(now);
  const count = (value: number) => formatCount(value, i18n.locale);
  const failedForGood = health.queues.reduce((sum, queue) => sum + queue.failed, 0);
  return (
    <HealthCard title={t`Background jobs`} ok={failedForGood === 0} link={null} wide>
      <table className={styles.queueTable}>
        <caption className={styles.muted}>{t`Jobs by queue`}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.queueHead}>{t`Queue`}</th>
            <th scope="col" className={styles.queueHead}>{t`Waiting`}</th>
            <th scope="col" className={styles.queueHead}>{t`Running`}</th>
            <th scope="col" className={styles.queueHead}>{t`Failed`}</th>
            <th scope="col" className={styles.queueHead}>{t`Oldest due`}</th>
          </tr>
        </thead>
        <tbody>
          {health.queues.map((queue) => (
            <tr key={queue.name}>
              <th scope="row" className={styles.queueCell}>
                {queue.name.split('.').map((part, index) => (
                  <Fragment key={part}>
                    {index > 0 && (
                      <>
                        .<wbr />
                      </>
                    )}
                    {part}
                  </Fragment>
                ))}
              </th>
              <td className={styles.queueCell}>{count(queue.queued)}</td>
              <td className={styles.queueCell}>{count(queue.active)}</td>
              <td className={styles.queueCell}>{count(queue.failed)}</td>
              <td className={styles.queueCell}>
                {queue.oldest_due_seconds === null ? '—' : formatDuration(queue.oldest_due_seconds, i18n.locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {health.failed_jobs.length > 0 && (
        <Stack gap="xxs">
          <span className={styles.muted}>
            {plural(health.failed_jobs.length, {
              one: 'The last job that failed:',
              other: 'The last # jobs that failed:',
            })}
          </span>
          <ul className={styles.healthList}>
            {health.failed_jobs.map((job) => (
              <li key={job.id} className={styles.healthRow}>
                <strong>{job.name}</strong>
                <span className={styles.muted}>{job.error}</span>
                <span className={styles.muted}>
                  {plural(job.tries, { one: '# try', other: '# tries' })}, {age(job.failed_at)}
                </span>
                {job.subject && <SubjectLink subject={job.subject} />}
              </li>
            ))}
          </ul>
        </Stack>
      )}
    </HealthCard>
  );
}

/** Where a failed job is handled: its order's page, or the ticket its e-mail answered. */
function SubjectLink({ subject }: { subject: JobSubject }) {
  const { t } = useLingui();
  return subject.kind === 'order' ? (
    <RouterLink to="/profile/admin/all-orders/$id" params={{ id: subject.id }}>
      {t`order #${subject.id}`}
    </RouterLink>
  ) : (
    <RouterLink to="/profile/admin/all-support/$id" params={{ id: subject.id }}>
      {t`ticket #${subject.id}`}
    </RouterLink>
  );
}
