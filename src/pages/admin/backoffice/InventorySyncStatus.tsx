import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { inventoryKeys, lastSyncQuery } from '#api/inventory.ts';
import { useFormFlow } from '#app/forms/useFormFlow.ts';
import type { InventorySync } from '#contract/admin/inventory.ts';
import type { Game } from '#contract/store.ts';
import { inventorySyncMachine } from '#machines/inventorySync/inventorySync.machine.ts';
import { Inline, Stack } from '#ui/Box/Box.tsx';
import { Button } from '#ui/Button/Button.tsx';
import { ProgressBar } from '#ui/ProgressBar/ProgressBar.tsx';
import * as styles from './Backoffice.css.ts';

/** A sync waits for its job or runs: one at a time. */
const isUnderWay = (sync: InventorySync | null) => sync?.status === 'queued' || sync?.status === 'running';

export interface InventorySyncSummaryProps {
  /** The latest sync; null before the first. */
  sync: InventorySync | null;
  /** Sync now was pressed: the owner asks the server to queue a sync. */
  onSyncNow: () => void;
  /** The request to queue a sync is in flight: Sync now shows progress. */
  isBusy: boolean;
}

/**
 * The latest inventory sync in a sentence (its progress while it runs) and the Sync now button.
 *
 * Use it through `InventorySyncStatus`, which reads the latest sync, follows it and queues one on Sync now; on its
 * own only where the sync is given (stories, tests). Not for the listings a sync added or took off sale: the
 * listings page shows those.
 */
export function InventorySyncSummary({ sync, onSyncNow, isBusy }: InventorySyncSummaryProps) {
  const { i18n, t } = useLingui();
  const gameNames: Record<Game, string> = { csgo: t`CS2`, dota2: t`Dota 2`, rust: t`Rust` };
  const isRunning = isUnderWay(sync);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <Stack gap="sm">
      {sync === null ? (
        <p className={styles.muted}>
          <Trans>No sync yet.</Trans>
        </p>
      ) : isRunning ? (
        <ProgressBar
          label={<Trans>Syncing the bots’ inventories</Trans>}
          value={sync.progress.done}
          maxValue={Math.max(sync.progress.total, 1)}
          valueLabel={`${sync.progress.done} / ${sync.progress.total}`}
        />
      ) : (
        <>
          <p className={sync.status === 'failed' || sync.failed_parts > 0 ? styles.failed : styles.muted}>
            <Trans>
              Last sync {when(sync.finished_at ?? sync.queued_at)}: {sync.totals.added} added, {sync.totals.removed}{' '}
              taken off sale, {sync.totals.attention} needing attention.
            </Trans>{' '}
            {sync.failed_parts > 0 && (
              <Plural
                value={sync.failed_parts}
                one="# inventory could not be read."
                other="# inventories could not be read."
              />
            )}
            {sync.error && <> {sync.error}</>}
          </p>
          {sync.failed_parts > 0 && (
            <ul className={styles.list} aria-label={t`Inventories not read`}>
              {sync.parts
                .filter((part) => part.status === 'failed')
                .map(({ bot, game: gameKey, error }) => {
                  const game = gameNames[gameKey];
                  const reason = error ?? t`no reason given`;
                  return (
                    <li key={`${bot}-${gameKey}`} className={styles.muted}>
                      {t`${bot}, ${game}: ${reason}`}
                    </li>
                  );
                })}
            </ul>
          )}
        </>
      )}
      <Inline>
        <Button variant="secondary" onPress={onSyncNow} isPending={isBusy} isDisabled={isRunning}>
          <Trans>Sync now</Trans>
        </Button>
      </Inline>
    </Stack>
  );
}

export interface InventorySyncStatusProps {
  /** A sync this page followed has ended (finished or failed): what it added or took off sale may be shown. */
  onFinished?: () => void;
}

/**
 * Sync now, on the settings and the listings pages: the latest sync, followed while it runs, and `onFinished` once
 * a sync the page saw queued or running has ended.
 */
export function InventorySyncStatus({ onFinished }: InventorySyncStatusProps = {}) {
  const queryClient = useQueryClient();
  const { data: sync = null } = useQuery(lastSyncQuery);
  const { submit, isBusy } = useFormFlow(inventorySyncMachine, {
    afterSuccess: () => void queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
  const underWay = isUnderWay(sync);
  const followed = useRef(false);
  const finished = useEffectEvent(() => onFinished?.());
  useEffect(() => {
    if (underWay) followed.current = true;
    else if (followed.current) {
      followed.current = false;
      finished();
    }
  }, [underWay]);
  return <InventorySyncSummary sync={sync} onSyncNow={() => submit({})} isBusy={isBusy} />;
}
