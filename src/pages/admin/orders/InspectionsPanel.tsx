import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AdminInspectionSession, AdminInspections } from '#contract/admin/inspections.ts';
import { inspectionRetryMachine } from '#machines/inspectionRetry/inspectionRetry.machine.ts';
import { formatOrderDate } from '#pages/profile/orderFormat.ts';
import { Badge, type BadgeProps } from '#ui/Badge/Badge.tsx';
import { Inline, Panel, Stack } from '#ui/Box/Box.tsx';
import { Button } from '#ui/Button/Button.tsx';
import { type ActionWording, ConfirmedAction } from '../backoffice/ConfirmedAction.tsx';
import * as styles from './AdminOrders.css.ts';

const sessionPresentation: Record<
  AdminInspectionSession['state'],
  { label: MessageDescriptor; tone: BadgeProps['tone'] }
> = {
  connected: { label: msg`In game`, tone: 'success' },
  connecting: { label: msg`Joining the game`, tone: 'accent' },
  playing_elsewhere: { label: msg`Playing elsewhere`, tone: 'danger' },
  offline: { label: msg`Not in game`, tone: 'neutral' },
};

const askAgainWording: ActionWording = {
  button: msg`Ask the game again`,
  heading: msg`Ask the game coordinator again`,
  explanation: msg`The given-up listings shown here are inspected again from their first try. They go on sale once the game has reported them.`,
  confirm: msg`Ask again`,
  reason: msg`Reason`,
};

export interface InspectionsPanelProps {
  /** Undefined while loading. */
  inspections: AdminInspections | undefined;
  /** The overview could not be loaded: the panel says so and offers Try again. */
  isError: boolean;
  /** Try again was pressed: the owner loads the overview again. */
  onRetry: () => void;
  /** Reloads the overview once the server has asked again. */
  onAskedAgain: () => void;
}

/**
 * CS2 listings waiting for the game coordinator (GET admin/inspections/): a CS2 skin goes on sale only once the game
 * has reported its float, pattern and stickers, so the admin sees what waits and why, each bot's game session, and
 * asks again for the listings the shop gave up on.
 *
 * Use it on the admin's orders page, beside the trade bots. Not for one listing's inspection: the listings page
 * shows a listing not inspected yet in its State column.
 */
export function InspectionsPanel({ inspections, isError, onRetry, onAskedAgain }: InspectionsPanelProps) {
  const { t, i18n } = useLingui();
  const givenUp = inspections?.listings.filter((listing) => listing.given_up_at !== null) ?? [];
  return (
    <Panel as="section" aria-label={t`CS2 inspections`} padding="md">
      <Stack gap="sm">
        <h2 className={styles.panelTitle}>{t`CS2 inspections`}</h2>
        {isError ? (
          <Inline>
            <span role="alert">{t`The inspections could not be loaded.`}</span>
            <Button size="sm" onPress={onRetry}>{t`Try again`}</Button>
          </Inline>
        ) : inspections === undefined ? (
          <span className={styles.muted}>{t`Loading the inspections…`}</span>
        ) : (
          <>
            <Inline as="ul" gap="sm" className={styles.plainList} aria-label={t`Game sessions`}>
              {inspections.sessions.map((session) => {
                const { label, tone } = sessionPresentation[session.state];
                return (
                  <Inline as="li" key={session.account_name} gap="xs">
                    <span className={styles.muted}>{session.account_name}</span>
                    <Badge tone={tone}>{i18n._(label)}</Badge>
                  </Inline>
                );
              })}
            </Inline>
            {inspections.waiting + inspections.given_up === 0 ? (
              <span className={styles.muted}>{t`Every CS2 listing has been inspected.`}</span>
            ) : (
              <>
                <p className={styles.summary}>
                  {plural(inspections.waiting, {
                    one: '# listing waits for the game',
                    other: '# listings wait for the game',
                  })}
                  {' · '}
                  {plural(inspections.given_up, {
                    one: '# given up, waiting for an admin',
                    other: '# given up, waiting for an admin',
                  })}
                </p>
                <Stack as="ul" gap="xs" className={styles.plainList} aria-label={t`Listings waiting for inspection`}>
                  {inspections.listings.map((listing) => (
                    <li key={listing.skin_id} className={styles.waitingListing}>
                      <Inline gap="xs">
                        <strong>{listing.name}</strong>
                        {listing.given_up_at ? (
                          <Badge tone="danger">{t`Given up ${formatOrderDate(listing.given_up_at, i18n.locale)}`}</Badge>
                        ) : (
                          <Badge tone="accent">{t`Waiting`}</Badge>
                        )}
                      </Inline>
                      <span className={styles.muted}>
                        {[
                          `#${listing.skin_id}`,
                          listing.bot,
                          listing.asset_id && t`asset ${listing.asset_id}`,
                          plural(listing.tries, { one: '# unanswered try', other: '# unanswered tries' }),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                      {listing.error && <span className={styles.muted}>{listing.error}</span>}
                    </li>
                  ))}
                </Stack>
                {givenUp.length > 0 && (
                  <Inline>
                    <ConfirmedAction
                      machine={inspectionRetryMachine}
                      values={(reason) => ({ skinIds: givenUp.map((listing) => listing.skin_id), reason })}
                      wording={askAgainWording}
                      onDone={onAskedAgain}
                    />
                  </Inline>
                )}
              </>
            )}
          </>
        )}
      </Stack>
    </Panel>
  );
}
