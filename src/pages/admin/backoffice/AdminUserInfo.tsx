import { useLingui } from '@lingui/react/macro';
import { RouterLink } from '#app/RouterLink.tsx';
import type { AdminUserDetail } from '#contract/admin/users.ts';
import { formatPrice } from '#lib/money.ts';
import { Page } from '#pages/common/Page.tsx';
import { formatOrderDate } from '#pages/profile/orderFormat.ts';
import { Column, Columns, Inline } from '#ui/Box/Box.tsx';
import * as styles from './Backoffice.css.ts';
import { Facts, Panel } from './Panel.tsx';
import { ticketStatusLabel } from './ticketStatus.ts';
import { UserActionButton } from './UserActionButton.tsx';

export interface AdminUserInfoProps {
  /** The user as the admin user endpoint returns them. */
  user: AdminUserDetail;
  /** An action went through (a sign-out everywhere): the page reloads the user. */
  onChanged: () => void;
}

/**
 * What support needs about a user: profile, orders, purchases, reviews, support requests, active sign-ins.
 *
 * Use it on the back-office's info page of one user. Not for changing the user (`AdminUserEdit`).
 */
export function AdminUserInfo({ user, onChanged }: AdminUserInfoProps) {
  const { t, i18n } = useLingui();
  const date = (iso: string | null) => (iso ? formatOrderDate(iso, i18n.locale) : '—');
  return (
    <Page title={user.username}>
      <Columns>
        <Column>
          <Panel title={t`Profile`}>
            <Facts
              facts={[
                [t`Name`, user.full_name],
                [t`SteamID64`, user.steam_id],
                [t`E-mail`, user.email],
                [t`Phone`, user.phone],
                [t`Address`, [user.street_address, user.zip_code, user.country].filter(Boolean).join(', ') || null],
                [t`Date of birth`, user.date_birth],
                [t`Steam trade link`, user.steam_trade_link],
                [t`Role`, user.is_admin ? t`Admin` : t`Shopper`],
                [t`Banned`, user.banned_at ? `${date(user.banned_at)} · ${user.ban_reason ?? ''}` : t`No`],
                [t`Joined`, date(user.created_at)],
                [t`Last sign-in`, date(user.last_sign_in_at)],
              ]}
            />
          </Panel>
          <Panel title={t`Orders`}>
            {user.orders.length === 0 ? (
              <p className={styles.muted}>{t`No order yet.`}</p>
            ) : (
              <ul className={styles.list}>
                {user.orders.map((order) => (
                  <li key={order.id}>
                    <RouterLink to="/profile/admin/all-orders/$id" params={{ id: order.id }}>
                      #{order.id} · {order.code}
                    </RouterLink>{' '}
                    · {order.status} · {formatPrice(order.total, order.currency, i18n.locale)} ·{' '}
                    {date(order.created_at)}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel title={t`Purchases`}>
            {user.purchases.length === 0 ? (
              <p className={styles.muted}>{t`No delivered skin yet.`}</p>
            ) : (
              <ul className={styles.list}>
                {user.purchases.map((purchase) => (
                  <li key={`${purchase.order_id}-${purchase.skin_id}`}>
                    {purchase.name} · {formatPrice(purchase.price_usd, 'USD', i18n.locale)}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel title={t`Reviews`}>
            {user.reviews.length === 0 ? (
              <p className={styles.muted}>{t`No review.`}</p>
            ) : (
              <ul className={styles.list}>
                {user.reviews.map((review) => (
                  <li key={review.id}>
                    {review.rate}/10 · {review.status} ·{' '}
                    <span className={styles.customerText}>{review.description}</span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel title={t`Support requests`}>
            {user.support_requests.length === 0 ? (
              <p className={styles.muted}>{t`No support request from this e-mail.`}</p>
            ) : (
              <ul className={styles.list}>
                {user.support_requests.map((request) => (
                  <li key={request.id}>
                    <RouterLink to="/profile/admin/all-support/$id" params={{ id: request.id }}>
                      #{request.id}
                    </RouterLink>{' '}
                    · {i18n._(ticketStatusLabel[request.status as keyof typeof ticketStatusLabel])} ·{' '}
                    {date(request.created_at)}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </Column>
        <Column>
          <Panel title={t`Active sign-ins`}>
            {user.sessions.length === 0 ? (
              <p className={styles.muted}>{t`No active session.`}</p>
            ) : (
              <ul className={styles.list}>
                {user.sessions.map((session) => (
                  <li key={session.family_id}>
                    {t`Signed in ${date(session.signed_in_at)}, last used ${date(session.last_used_at)}`}
                    <div className={styles.muted}>{session.user_agent ?? t`Unknown browser`}</div>
                  </li>
                ))}
              </ul>
            )}
            <Inline alignItems="stretch">
              <UserActionButton userId={user.id} action="signOutEverywhere" onDone={onChanged} />
              <RouterLink to="/profile/admin/all-users-edit/$id" params={{ id: user.id }}>
                {t`Edit this user`}
              </RouterLink>
            </Inline>
          </Panel>
        </Column>
      </Columns>
    </Page>
  );
}
