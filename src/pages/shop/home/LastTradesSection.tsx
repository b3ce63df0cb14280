import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { homeLastTradesQuery } from '#api/lastTrades.queries.ts';
import { RouterLink } from '#app/RouterLink.tsx';
import { useDisplayCurrency } from '#app/session/currency.ts';
import { Carousel } from '#ui/Carousel/Carousel.tsx';
import { LastTradeCard } from '#ui/LastTradeCard/LastTradeCard.tsx';
import { Skeleton, SkeletonGroup } from '#ui/Skeleton/Skeleton.tsx';
import * as styles from './home.css.ts';

/** Spec §9: 30 placeholders while the last trades load. */
const tradeSkeletonCount = 30;

/**
 * The newest CS2 sales. Spec §4: placeholders while loading, and on a failure or an empty answer the section
 * is not there at all: no heading over nothing, no error, no retry.
 */
export function LastTradesSection() {
  const { t } = useLingui();
  const currency = useDisplayCurrency();
  const { data: trades, isPending, isError } = useQuery(homeLastTradesQuery(currency));
  if (isError || (!isPending && trades.length === 0)) return null;

  return (
    // Not a named region itself: the carousel inside is the 'Last trades' region.
    <section className={styles.section}>
      <div>
        <h2 className={styles.sectionHeading}>
          <Trans>Last trades</Trans>
        </h2>
        <p className={styles.sectionLead}>
          <Trans>Skins other players just bought here, delivered to their Steam inventory.</Trans>
        </p>
      </div>
      {isPending ? (
        <SkeletonGroup label={t`Loading the last trades`} className={styles.tradeSkeletonRow}>
          {Array.from({ length: tradeSkeletonCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, only their position differs
            <div key={index} className={styles.tradeSkeleton}>
              <Skeleton height="96px" />
              <Skeleton shape="text" />
              <Skeleton shape="text" width="50%" />
            </div>
          ))}
        </SkeletonGroup>
      ) : (
        <Carousel
          label={t`Last trades`}
          slidesPerView={styles.lastTradesPerView}
          gap={styles.tradeGap}
          slides={trades.map((trade) => (
            <RouterLink key={trade.id} to="/cs-product/$id" params={{ id: trade.id }} className={styles.tradeLink}>
              <LastTradeCard
                name={trade.name}
                imageUrl={trade.image_url}
                float={trade.item_float}
                price={trade.price}
                currency={currency}
              />
            </RouterLink>
          ))}
        />
      )}
    </section>
  );
}
