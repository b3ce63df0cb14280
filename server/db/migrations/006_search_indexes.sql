-- Store search at scale (DESIGN.md §6: p95 <= 30 ms on 1M listings): what server/catalogue/search.ts relies on.

-- Every listing's wear is the one its float falls in (contract/wear.ts: the first range that holds it, bounds
-- inclusive), so a float range can also be searched as the wears it spans, through their price-ordered index.
ALTER TABLE items ADD CONSTRAINT items_wear_of_float CHECK (
  wear IS NOT DISTINCT FROM CASE
    WHEN item_float IS NULL THEN NULL
    WHEN item_float <= 0.07 THEN 'factory_new'
    WHEN item_float <= 0.15 THEN 'minimal_wear'
    WHEN item_float <= 0.37 THEN 'field_tested'
    WHEN item_float <= 0.44 THEN 'well_worn'
    ELSE 'battle_scarred'
  END
);

-- The float index holds the wear too, so counting a float range's listings, wears included, reads no table.
DROP INDEX items_available_float;
CREATE INDEX items_available_float ON items (game, item_float) INCLUDE (wear) WHERE available AND item_float IS NOT NULL;

-- Listed items only: two rows in five are sold copies kept for the price history, and without them the
-- planner reads a tournament's listings through this index instead of scanning the table for them.
DROP INDEX items_sticker_tournaments;
CREATE INDEX items_available_sticker_tournaments ON items USING gin (sticker_tournaments) WHERE available;

-- Text search matches each typed word as the start of a word of the name ("ak red" finds "AK-47 | Redline").
-- A prefix query on the words' tsvector makes GIN gather every word that starts with "ak" before it can
-- intersect anything (20 ms on 1M listings); storing every prefix of every word turns the query into exact
-- words, which GIN intersects by skipping through the rarest one (1 ms). Stored, not computed in an index
-- expression: a search walking the price index tests it on every row it reads.
CREATE FUNCTION name_word_prefixes(name text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN array_to_tsvector(ARRAY(
    SELECT left(word, length)
    FROM regexp_split_to_table(lower(name), '[^[:alnum:]]+') AS word, generate_series(1, length(word)) AS length
    WHERE word <> ''
  ));
ALTER TABLE items DROP COLUMN name_search;
ALTER TABLE items ADD COLUMN name_prefixes tsvector GENERATED ALWAYS AS (name_word_prefixes(name)) STORED;
CREATE INDEX items_available_name_prefixes ON items USING gin (name_prefixes) WHERE available;
