import { useLingui } from '@lingui/react/macro';
import { RouterLink } from '#app/RouterLink.tsx';
import type { AdminListingRow } from '#contract/admin/listings.ts';
import { formatFloat, formatPrice } from '#lib/money.ts';
import { games } from '#pages/common/games.ts';
import { formatOrderDate } from '#pages/profile/orderFormat.ts';
import { Badge } from '#ui/Badge/Badge.tsx';
import { Picture } from '#ui/Picture/Picture.tsx';
import * as styles from './AdminListings.css.ts';
import { listingStatePresentation } from './listingPresentation.ts';

/** The width the list draws a listing's picture at. */
export const listingPictureWidth = 64;

/**
 * The listing: its picture (Steam's, or the drawn one), its name, and what identifies the item and the asset.
 *
 * Use it as the row header of the admin's listings table. Not for shoppers, who see an item as an `ItemCard`.
 */
export function ListingCell({
  row,
}: {
  /** The listing, as the admin's list returns it. */
  row: AdminListingRow;
}) {
  const { t } = useLingui();
  const float = row.item_float === null ? undefined : formatFloat(row.item_float);
  const details = [
    `#${row.id}`,
    games[row.game].name,
    float && t`Float ${float}`,
    row.bot && (row.asset_id ? t`${row.bot}, asset ${row.asset_id}` : row.bot),
  ].filter(Boolean);
  return (
    <div className={styles.listing}>
      <Picture url={row.image_url} width={listingPictureWidth} className={styles.picture} />
      <div>
        <div className={styles.listingName}>{row.name}</div>
        <div className={`${styles.muted} ${styles.small}`}>{details.join(' · ')}</div>
      </div>
    </div>
  );
}

/**
 * The state's badge, then why: what keeps it off sale, who took it off and when, the order that holds it.
 *
 * Use it in the State column of the admin's listings table. Not for an order's status, which has its own badge
 * (`OrderStatusBadge`).
 */
export function StateCell({
  row,
}: {
  /** The listing, as the admin's list returns it: its state and why. */
  row: AdminListingRow;
}) {
  const { t, i18n } = useLingui();
  const { label, tone } = listingStatePresentation[row.state];
  const offSale = row.off_sale;
  const when = offSale?.at ? formatOrderDate(offSale.at, i18n.locale) : undefined;
  const takenOffBy = offSale && (offSale.by ? offSale.by.name : t`the sync`);
  const order = row.order;
  return (
    <div className={styles.stateCell}>
      <Badge tone={tone}>{i18n._(label)}</Badge>
      {row.state === 'needs_attention' && row.attention && <span className={styles.small}>{row.attention}</span>}
      {row.state === 'not_inspected' && (
        <span className={`${styles.muted} ${styles.small}`}>{t`Waiting for the game to report its float`}</span>
      )}
      {row.state === 'unpriced' && (
        <span className={`${styles.muted} ${styles.small}`}>{t`No reference price and no fixed price`}</span>
      )}
      {order && (row.state === 'reserved' || row.state === 'sold') && (
        <span className={styles.small}>
          {row.state === 'reserved' ? t`Held by order` : t`Bought in order`}{' '}
          <RouterLink to="/profile/admin/all-orders/$id" params={{ id: order.id }}>
            {order.code}
          </RouterLink>
        </span>
      )}
      {offSale && row.state !== 'sold' && (
        <span className={`${styles.muted} ${styles.small}`}>
          {row.state === 'off_sale' ? offSale.reason : t`Off sale once the order lets it go: ${offSale.reason}`}
          <br />
          {when ? t`Taken off by ${takenOffBy}, ${when}` : t`Taken off by ${takenOffBy}`}
        </span>
      )}
    </div>
  );
}

/**
 * An amount in the list's currency; a dash when there is none.
 *
 * Use it in the price columns of the admin's listings table (reference, rule's, fixed, store). Not for a price
 * shoppers see, which is a `PriceTag`.
 */
export function PriceCell({
  amount,
  currency,
  note,
}: {
  /** The amount; null when the listing has none (no reference read, no rule, no fixed price). */
  amount: number | null;
  /** The ISO 4217 code the amount is in. */
  currency: string;
  /** A line under the amount, smaller (when the reference price was read). */
  note?: string;
}) {
  const { i18n } = useLingui();
  if (amount === null) return <span className={styles.muted}>—</span>;
  return (
    <>
      <span className={styles.price}>{formatPrice(amount, currency, i18n.locale)}</span>
      {note && <div className={`${styles.muted} ${styles.small}`}>{note}</div>}
    </>
  );
}
