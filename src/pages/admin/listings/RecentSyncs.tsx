import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { formatApiError } from '#api/errors.ts';
import { syncHistoryQuery } from '#api/inventory.ts';
import type { InventorySync, SyncCounts, SyncPart, SyncPartStatus } from '#contract/admin/inventory.ts';
import { games } from '#pages/common/games.ts';
import { formatOrderDate } from '#pages/profile/orderFormat.ts';
import { Badge, type BadgeProps } from '#ui/Badge/Badge.tsx';
import { type DataColumn, DataTable, type DataTableStatus } from '#ui/DataTable/DataTable.tsx';
import { Disclosure } from '#ui/Disclosure/Disclosure.tsx';
import { ProgressBar } from '#ui/ProgressBar/ProgressBar.tsx';
import * as styles from './AdminListings.css.ts';

type Tone = BadgeProps['tone'];

/** What a sync did, column by column, in the order an operator reads them: what came in, then what went. */
const countColumns: readonly { key: Exclude<keyof SyncCounts, 'assets'>; header: MessageDescriptor }[] = [
  // A column of counts of listings: French writes its heading in the feminine plural (annonces).
  { key: 'added', header: msg({ context: 'sync totals', message: 'Added' }) },
  { key: 'updated', header: msg({ context: 'sync totals', message: 'Changed' }) },
  { key: 'removed', header: msg({ context: 'sync totals', message: 'Taken off sale' }) },
  { key: 'returned', header: msg({ context: 'sync totals', message: 'Back on sale' }) },
  { key: 'attention', header: msg({ context: 'sync totals', message: 'Needing attention' }) },
  { key: 'held', header: msg({ context: 'sync totals', message: 'Held by orders' }) },
];

const partStatusPresentation: Record<SyncPartStatus, { label: MessageDescriptor; tone: Tone }> = {
  waiting: { label: msg`Waiting`, tone: 'neutral' },
  reading: { label: msg`Reading`, tone: 'accent' },
  done: { label: msg`Read`, tone: 'success' },
  failed: { label: msg`Not read`, tone: 'danger' },
};

/** The sync's badge: a sync whose inventories were not all read is finished, but not as well as one that read all. */
function syncStatusPresentation(sync: InventorySync): { label: MessageDescriptor; tone: Tone } {
  switch (sync.status) {
    case 'queued':
      return { label: msg`Queued`, tone: 'neutral' };
    case 'running':
      return { label: msg`Running`, tone: 'accent' };
    case 'failed':
      return { label: msg`Failed`, tone: 'danger' };
    case 'finished':
      return sync.failed_parts > 0
        ? { label: msg`Finished with errors`, tone: 'warning' }
        : { label: msg`Finished`, tone: 'success' };
  }
}

const partName = (part: SyncPart) => `${part.bot} · ${games[part.game].name}`;

/** Why a bot's inventory of a game was not read, and how often the sync tried. */
function PartFailure({ part }: { part: SyncPart }) {
  const { t } = useLingui();
  const reason = part.error ?? t`no reason given`;
  const tries = plural(part.attempts, { one: '# attempt', other: '# attempts' });
  const name = partName(part);
  return (
    <li>
      <Trans>
        <span className={styles.partName}>{name}</span>: {reason}
      </Trans>{' '}
      <span className={styles.muted}>({tries})</span>
    </li>
  );
}

/**
 * The badge, the progress while it runs, what went wrong (the sync's own error and each inventory not read), then
 * each inventory's counts on demand.
 */
function SyncStatusCell({ sync }: { sync: InventorySync }) {
  const { t, i18n } = useLingui();
  const { label, tone } = syncStatusPresentation(sync);
  const failedParts = sync.parts.filter((part) => part.status === 'failed');
  const underWay = sync.status === 'queued' || sync.status === 'running';
  const { done, total } = sync.progress;
  return (
    <div className={styles.syncStatus}>
      <Badge tone={tone}>{i18n._(label)}</Badge>
      {underWay && (
        <ProgressBar
          className={styles.syncProgress}
          label={t`Inventories read`}
          value={done}
          maxValue={Math.max(total, 1)}
          valueLabel={`${done} / ${total}`}
        />
      )}
      {sync.error && <p className={styles.syncError}>{sync.error}</p>}
      {failedParts.length > 0 && (
        <>
          <p className={styles.syncError}>
            {plural(failedParts.length, {
              one: `# of ${total} inventories not read:`,
              other: `# of ${total} inventories not read:`,
            })}
          </p>
          <ul className={styles.failedParts} aria-label={t`Inventories not read`}>
            {failedParts.map((part) => (
              <PartFailure key={`${part.bot}-${part.game}`} part={part} />
            ))}
          </ul>
        </>
      )}
      <SyncParts sync={sync} />
    </div>
  );
}

/** Each bot and game of the sync with its own counts, shown on demand: the totals are in the row. */
function SyncParts({ sync }: { sync: InventorySync }) {
  const { t, i18n } = useLingui();
  const countLabels: Record<keyof SyncCounts, (count: number) => string> = {
    assets: (count) => plural(count, { one: '# asset on Steam', other: '# assets on Steam' }),
    added: (count) => plural(count, { one: '# added', other: '# added' }),
    updated: (count) => plural(count, { one: '# changed', other: '# changed' }),
    removed: (count) => plural(count, { one: '# taken off sale', other: '# taken off sale' }),
    returned: (count) => plural(count, { one: '# back on sale', other: '# back on sale' }),
    attention: (count) => plural(count, { one: '# needing attention', other: '# needing attention' }),
    held: (count) => plural(count, { one: '# held by an order', other: '# held by orders' }),
  };
  if (sync.parts.length === 0) return null;
  const inventories = plural(sync.parts.length, { one: '# inventory', other: '# inventories' });
  return (
    <Disclosure size="sm" headingLevel={4} title={inventories} className={styles.syncParts}>
      <ul className={styles.partList} aria-label={t`Inventories of this sync`}>
        {sync.parts.map((part) => {
          const { label, tone } = partStatusPresentation[part.status];
          const counts = (Object.keys(countLabels) as (keyof SyncCounts)[])
            // Every part says what Steam listed; the rest only when it happened, so a quiet part reads in one line.
            .filter((key) => key === 'assets' || part[key] > 0)
            .map((key) => countLabels[key](part[key]));
          return (
            <li key={`${part.bot}-${part.game}`} className={styles.part}>
              <span className={styles.partHeading}>
                <span className={styles.partName}>{partName(part)}</span>
                <Badge tone={tone}>{i18n._(label)}</Badge>
              </span>
              {/* What a part found once read: one not read (yet) found nothing, it did not see 0 assets. */}
              {part.status === 'done' && <span>{counts.join(' · ')}</span>}
              {(part.attempts > 1 || part.status === 'failed') && (
                <span>{plural(part.attempts, { one: '# attempt', other: '# attempts' })}</span>
              )}
              {part.error && <span className={styles.syncError}>{part.error}</span>}
            </li>
          );
        })}
      </ul>
    </Disclosure>
  );
}

export interface RecentSyncsTableProps {
  /** The page's syncs, newest first, as the server answers them. */
  syncs: InventorySync[];
  /** Where the list stands: `loading` (a spinner, or the rows dimmed), `error` (with Try again) or `ready`. */
  status: DataTableStatus;
  /** What went wrong loading the list, in the server's words when it said something. */
  errorMessage?: ReactNode;
  /** Try again was pressed after an error: the owner asks for the page again. */
  onRetry: () => void;
  /** The page shown, from 1 (the newest syncs). */
  page: number;
  /** Older syncs exist: Next page is enabled. */
  hasMore: boolean;
  /** Previous or Next page was pressed, with the page to show. */
  onPageChange: (page: number) => void;
}

/**
 * The last inventory syncs, newest first, one row each: when it ended (or was queued, while it waits or runs), who
 * started it (an admin's name, or the schedule), how it went (its progress while it runs; the sync's own error and
 * each inventory it could not read, with Steam's reason and the attempts), and its totals. Each bot and game's own
 * counts open on demand under the row's status. Older syncs are a page away.
 *
 * Use it through `RecentSyncs` on the listings page, which reads the history and follows a sync while it runs; on
 * its own only where the syncs are given (stories, tests). Not for starting a sync or the latest one's progress
 * (`InventorySyncStatus`), nor for the listings a sync changed (the listings table).
 */
export function RecentSyncsTable({
  syncs,
  status,
  errorMessage,
  onRetry,
  page,
  hasMore,
  onPageChange,
}: RecentSyncsTableProps) {
  const { t, i18n } = useLingui();
  const columns: DataColumn<InventorySync>[] = [
    {
      id: 'when',
      header: t`When`,
      cell: (sync) => {
        const at = sync.finished_at ?? sync.queued_at;
        return (
          <time dateTime={at} className={styles.nowrap}>
            {formatOrderDate(at, i18n.locale)}
          </time>
        );
      },
      isRowHeader: true,
    },
    {
      id: 'started_by',
      header: t`Started by`,
      cell: (sync) => (
        <span className={styles.labelledValue} data-label={t`Started by`}>
          {sync.started_by?.name ?? (sync.trigger === 'schedule' ? t`Schedule` : t`An admin`)}
        </span>
      ),
    },
    { id: 'status', header: t`Status`, cell: (sync) => <SyncStatusCell sync={sync} /> },
    ...countColumns.map(
      ({ key, header }): DataColumn<InventorySync> => ({
        id: key,
        header: <span className={styles.countHeader}>{i18n._(header)}</span>,
        cell: (sync) => (
          <span className={styles.labelledValue} data-label={i18n._(header)}>
            {sync.totals[key].toLocaleString(i18n.locale)}
          </span>
        ),
        align: 'end',
      }),
    ),
  ];
  return (
    <div className={styles.syncTable}>
      <DataTable
        aria-label={t`Recent syncs`}
        columns={columns}
        rows={syncs}
        status={status}
        errorMessage={errorMessage}
        onRetry={onRetry}
        emptyMessage={<Trans>No sync yet. Sync now reads the bots’ inventories.</Trans>}
        page={page}
        hasMore={hasMore}
        onPageChange={onPageChange}
      />
    </div>
  );
}

/**
 * Recent syncs on the listings page: the history's pages, read again every few seconds while a sync on the page
 * waits or runs (and at once when Sync now queues one), so a running sync's counts and its end show without a reload.
 *
 * Use it on the listings page, under Sync now. Not on the settings page, which keeps the latest sync's summary.
 */
export function RecentSyncs() {
  const { t } = useLingui();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const history = useQuery(syncHistoryQuery(page));
  return (
    <section aria-labelledby={headingId} className={styles.recentSyncs}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {t`Recent syncs`}
      </h3>
      <RecentSyncsTable
        syncs={history.data?.results ?? []}
        status={history.isError ? 'error' : history.isPending || history.isPlaceholderData ? 'loading' : 'ready'}
        errorMessage={history.isError ? formatApiError(history.error).join(' ') : undefined}
        onRetry={() => void history.refetch()}
        page={page}
        hasMore={history.data?.has_more ?? false}
        onPageChange={setPage}
      />
    </section>
  );
}
