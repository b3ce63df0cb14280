-- A sync with nothing new writes one thing: when each asset was last seen (items.seen_at, which no index reads). A
-- listing's row is wide and its pages were full, so each such write was a new row version entered into every one of
-- the listing's forty indexes (a millisecond a listing on the embedded database: ten seconds for 10,000 assets, while
-- the store's searches waited). Pages written from now on (the listings a sync adds) keep room for a row's next
-- version beside it, which PostgreSQL then writes in place of the indexes (a heap-only update).
ALTER TABLE items SET (fillfactor = 80);
