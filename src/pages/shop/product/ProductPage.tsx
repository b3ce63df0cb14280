import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { productQuery, storeFiltersQuery } from '#api/store.queries.ts';
import { AddToCartButton } from '#app/cart/AddToCartButton.tsx';
import { useDisplayCurrency } from '#app/session/currency.ts';
import { useIsSignedIn } from '#app/session/sessionContext.tsx';
import type { ItemSummary, ProductDetail, StoreFilters } from '#contract/store.ts';
import { type FacetOption, facetLabel, type TranslatedFacet } from '#lib/catalogueLabels.ts';
import type { Game } from '#pages/common/games.ts';
import { Page } from '#pages/common/Page.tsx';
import { Badge } from '#ui/Badge/Badge.tsx';
import { Inline, Panel, Stack } from '#ui/Box/Box.tsx';
import { FloatBar } from '#ui/FloatBar/FloatBar.tsx';
import { HoldNotice } from '#ui/HoldNotice/HoldNotice.tsx';
import { ItemGrid } from '#ui/ItemGrid/ItemGrid.tsx';
import { Picture } from '#ui/Picture/Picture.tsx';
import { PriceChart } from '#ui/PriceChart/PriceChart.tsx';
import { PriceTag } from '#ui/PriceTag/PriceTag.tsx';
import { WearBadge } from '#ui/WearBadge/WearBadge.tsx';
import { BuyNowButton } from '../cart/BuyNowButton.tsx';
import { MaintenanceNotice } from '../notices/ShopNotices.tsx';
import { ListedItemCard } from './ListedItemCard.tsx';
import * as styles from './ProductPage.css.ts';

interface ProductPageProps {
  game: Game;
  id: number;
}

/** A catalogue key (rarity, quality, slot, phase, type) named as the filters name it, in the shopper's language. */
function catalogueName(
  i18n: I18n,
  kind: TranslatedFacet,
  options: readonly FacetOption[],
  key: string | null,
): string | undefined {
  if (key === null) return undefined;
  return facetLabel(i18n, kind, options.find((option) => option.value === key) ?? { value: key, label: key });
}

/**
 * A product page (spec §2, §3): the picture, every attribute the item has, its trade hold, price and buying
 * actions, its price history and other listings of the same item.
 */
export function ProductPage({ game, id }: ProductPageProps) {
  const { t } = useLingui();
  const currency = useDisplayCurrency();
  const { data: product } = useSuspenseQuery(productQuery(id, currency));
  const { data: facets } = useSuspenseQuery(storeFiltersQuery(game));
  // The loader checked both; a currency change refetches, and an item can disappear between the two.
  if (!product || product.game !== game) throw notFound();

  return (
    <Page title={product.name}>
      <div className={styles.layout}>
        <div className={styles.picture} style={assignInlineVars({ [styles.rarityColorVar]: product.rarity_color })}>
          {/* The page's largest paint: fetched before the scripts' own requests. */}
          <Picture
            url={product.image_url}
            width={512}
            sizes={styles.pictureSizes}
            loading="eager"
            fetchPriority="high"
            className={styles.image}
          />
        </div>
        <Stack gap="lg" minWidth="0">
          <ItemFlags product={product} facets={facets} />
          <BuyingPanel product={product} />
          <ProductAttributes product={product} facets={facets} />
        </Stack>
      </div>
      <Stack as="section" gap="md" aria-labelledby="price-history">
        <h2 id="price-history" className={styles.sectionTitle}>
          <Trans>Price history</Trans>
        </h2>
        <PriceChart
          title={t`Market price of ${product.name}`}
          kind="market"
          currency={product.currency}
          points={product.market_history.map((reading) => ({ tradedAt: reading.read_at, price: reading.price }))}
        />
        <PriceChart
          title={t`Recent sales of ${product.name}`}
          currency={product.currency}
          points={product.price_history.map((sale) => ({ tradedAt: sale.traded_at, price: sale.price }))}
        />
      </Stack>
      {product.similar.length > 0 && (
        <Stack as="section" gap="md" aria-labelledby="similar-items">
          <h2 id="similar-items" className={styles.sectionTitle}>
            <Trans>Similar items</Trans>
          </h2>
          <ItemGrid<ItemSummary>
            items={product.similar}
            getKey={(item) => item.id}
            label={t`Similar items`}
            page={1}
            hasNextPage={false}
            onPageChange={() => undefined}
            renderItem={(item) => <ListedItemCard game={game} item={item} />}
          />
        </Stack>
      )}
    </Page>
  );
}

/** How scraped a sticker is, as a percentage: a slight scrape reads 0.4 %, never 0 %. */
function stickerWearPercent(i18n: I18n, wear: number): string {
  return i18n.number(wear, { style: 'percent', maximumFractionDigits: wear < 0.01 ? 1 : 0 });
}

export interface ProductPartProps {
  product: ProductDetail;
  facets: StoreFilters;
}

/** The marks a buyer looks for first: rarity with its colour, StatTrak, Souvenir, rare. */
function ItemFlags({ product, facets }: ProductPartProps) {
  const { i18n } = useLingui();
  const rarity = catalogueName(i18n, 'rarities', facets.rarities, product.rarity);
  return (
    <Inline gap="sm">
      {rarity && (
        <span className={styles.rarity} style={assignInlineVars({ [styles.rarityColorVar]: product.rarity_color })}>
          {rarity}
        </span>
      )}
      {product.stattrak && <Badge tone="warning">StatTrak™</Badge>}
      {product.souvenir && (
        <Badge tone="warning">
          <Trans>Souvenir</Trans>
        </Badge>
      )}
      {product.rare && (
        <Badge tone="success">
          <Trans>Rare</Trans>
        </Badge>
      )}
    </Inline>
  );
}

/** Price, trade hold and the buying actions: add to the cart, or buy this one skin now. */
function BuyingPanel({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const isSignedIn = useIsSignedIn();
  return (
    <Panel
      as="section"
      borderRadius="md"
      display="flex"
      flexDirection="column"
      gap="sm"
      aria-label={t`Price and buying`}
    >
      <MaintenanceNotice />
      <PriceTag value={product.price} currency={product.currency} size="lg" />
      {product.hold_until ? (
        <HoldNotice tradableAfter={product.hold_until} />
      ) : (
        <p className={styles.tradable}>
          <Trans>Tradable now</Trans>
        </p>
      )}
      {product.available ? (
        <>
          <Inline gap="sm">
            <AddToCartButton skin={{ skin_id: product.id, name: product.name }} />
            <BuyNowButton
              skin={{ id: product.id, name: product.name, price: product.price, currency: product.currency }}
            />
          </Inline>
          {!isSignedIn && (
            <p className={styles.note}>
              <Trans>Sign in to buy</Trans>
            </p>
          )}
        </>
      ) : (
        <p className={styles.note} role="status">
          <Trans>This item has been sold.</Trans>
        </p>
      )}
    </Panel>
  );
}

/**
 * Every attribute the item has, and only those (a Rust item has no float, a CS2 skin no hero); rarity is among the flags.
 * A CS2 skin's float, paint seed, phase and sticker wear are what the game reported when the shop inspected it.
 */
export function ProductAttributes({ product, facets }: ProductPartProps) {
  const { t, i18n } = useLingui();
  const rows: [label: string, value: ReactNode][] = [];
  const add = (label: string, value: ReactNode) => {
    if (value !== null && value !== undefined && value !== '') rows.push([label, value]);
  };
  add(t`Weapon`, product.weapon);
  add(t`Finish`, product.finish);
  add(t`Exterior`, product.item_float && <WearBadge float={product.item_float} />);
  add(t`Paint seed`, product.paint_seed);
  add(t`Phase`, catalogueName(i18n, 'phases', facets.phases, product.phase));
  add(t`Name tag`, product.name_tag && `“${product.name_tag}”`);
  add(t`Hero`, product.hero);
  add(t`Slot`, catalogueName(i18n, 'slots', facets.slots, product.slot));
  add(t`Type`, catalogueName(i18n, 'types', facets.types, product.type));
  add(t`Quality`, catalogueName(i18n, 'qualities', facets.qualities, product.quality));

  return (
    <>
      {product.item_float && <FloatBar float={product.item_float} />}
      <dl className={styles.attributes}>
        {rows.map(([label, value]) => (
          <Stack key={label} gap="xxs">
            <dt className={styles.attributeName}>{label}</dt>
            <dd className={styles.attributeValue}>{value}</dd>
          </Stack>
        ))}
      </dl>
      {product.stickers.length > 0 && (
        <Stack as="section" gap="sm" aria-labelledby="stickers">
          <h2 id="stickers" className={styles.subTitle}>
            <Trans>Stickers</Trans>
          </h2>
          <ul className={styles.stickerList}>
            {product.stickers.map((sticker) => (
              <li key={sticker.slot} className={styles.sticker}>
                <Picture url={sticker.image} width={64} className={styles.stickerImage} />
                <span>{sticker.name}</span>
                {sticker.wear ? (
                  <span className={styles.note}>{t`Wear ${stickerWearPercent(i18n, sticker.wear)}`}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </Stack>
      )}
    </>
  );
}
