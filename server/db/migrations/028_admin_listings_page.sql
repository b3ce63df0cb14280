-- The back-office's listings page (server/admin/listings.ts) reads every listing, on sale or not, where the store
-- reads the listings on sale only: what its filters and sorts walk.

-- The name search, as the store's ("ak red" finds "AK-47 | Redline"), over every listing: the store's GIN index
-- holds the listings on sale only.
CREATE INDEX items_name_prefixes ON items USING gin (name_prefixes);

-- Price order over every listing, the unpriced last in both directions: each direction walks its own index and stops
-- after a page.
CREATE INDEX items_by_price ON items (price_base_usd ASC NULLS LAST, id ASC);
CREATE INDEX items_by_price_desc ON items (price_base_usd DESC NULLS LAST, id DESC);

-- The listings without a price (a state of the page), as the other states' partial indexes (migration 016).
CREATE INDEX items_unpriced ON items (id) WHERE price_base_usd IS NULL;

-- An admin types a fixed price in their own currency; kept in US dollars to 6 decimals, it reads back in that
-- currency as typed (2 decimals of US dollars are coarser than a cent of a currency worth less, as AUD).
ALTER TABLE items ALTER COLUMN fixed_price_usd TYPE numeric(14, 6);
