-- The listings page's states (server/stock/listings.ts) through indexes. A state is the first reason a listing is
-- not on sale, and the first two are facts of other tables: sold (a trade records it) and reserved (an order holds
-- it). Every listing in a rarer state was told apart from the sold copies one probe of the trades at a time (two
-- listings in five are sold copies kept for the price history), and a stale price, a condition on the clock, read
-- the whole table (500 ms on the embedded database with 200k listings, which holds every other request meanwhile).
-- Both facts are now kept on the listing by triggers on the tables that hold them, whichever code writes them, so
-- each state is a condition on the listing's own columns, found through a partial index of its own.

ALTER TABLE items
  ADD COLUMN sold boolean NOT NULL DEFAULT false,
  ADD COLUMN reserved boolean NOT NULL DEFAULT false;
UPDATE items SET sold = true WHERE EXISTS (SELECT 1 FROM trades WHERE trades.item_id = items.id);
UPDATE items SET reserved = true WHERE EXISTS (SELECT 1 FROM reservations WHERE reservations.item_id = items.id);

-- Sets both facts of these listings from what the trades and the reservations hold now.
CREATE FUNCTION items_refresh_holds(ids int[]) RETURNS void LANGUAGE sql AS $$
  UPDATE items SET
    sold = EXISTS (SELECT 1 FROM trades WHERE trades.item_id = items.id),
    reserved = EXISTS (SELECT 1 FROM reservations WHERE reservations.item_id = items.id)
  WHERE items.id = ANY(ids)
    AND (items.sold, items.reserved) IS DISTINCT FROM (
      EXISTS (SELECT 1 FROM trades WHERE trades.item_id = items.id),
      EXISTS (SELECT 1 FROM reservations WHERE reservations.item_id = items.id));
$$;

-- After each statement that wrote the trades or the reservations: a row added can only set its listing's fact; a
-- row removed or moved sets its listings' facts from what remains; a table emptied clears the fact everywhere.
CREATE FUNCTION items_keep_holds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    IF TG_TABLE_NAME = 'trades' THEN
      UPDATE items SET sold = false WHERE sold;
    ELSE
      UPDATE items SET reserved = false WHERE reserved;
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    IF TG_TABLE_NAME = 'trades' THEN
      UPDATE items SET sold = true WHERE id IN (SELECT item_id FROM added) AND NOT sold;
    ELSE
      UPDATE items SET reserved = true WHERE id IN (SELECT item_id FROM added) AND NOT reserved;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM items_refresh_holds(ARRAY(SELECT item_id FROM removed));
  ELSE
    PERFORM items_refresh_holds(ARRAY(SELECT item_id FROM removed UNION SELECT item_id FROM added));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER trades_added_sell AFTER INSERT ON trades REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION items_keep_holds();
CREATE TRIGGER trades_removed_unsell AFTER DELETE ON trades REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION items_keep_holds();
CREATE TRIGGER trades_moved AFTER UPDATE ON trades REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION items_keep_holds();
CREATE TRIGGER trades_emptied AFTER TRUNCATE ON trades FOR EACH STATEMENT EXECUTE FUNCTION items_keep_holds();

CREATE TRIGGER reservations_added AFTER INSERT ON reservations REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION items_keep_holds();
CREATE TRIGGER reservations_removed AFTER DELETE ON reservations REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION items_keep_holds();
CREATE TRIGGER reservations_moved AFTER UPDATE ON reservations
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION items_keep_holds();
CREATE TRIGGER reservations_emptied AFTER TRUNCATE ON reservations FOR EACH STATEMENT EXECUTE FUNCTION items_keep_holds();

-- Each state's listings (the conditions of server/stock/listings.ts, each state's reason holding and none before it),
-- in id order: the newest or oldest of a state are a walk of its index that stops after a page; another sort sorts
-- the state's listings, few but for the on sale and the sold, which walk the sort's own index.
CREATE INDEX items_state_reserved ON items (id) WHERE reserved AND NOT sold;
CREATE INDEX items_state_off_sale ON items (id) WHERE off_sale_reason IS NOT NULL AND NOT sold AND NOT reserved;
CREATE INDEX items_state_needs_attention ON items (id)
  WHERE attention IS NOT NULL AND off_sale_reason IS NULL AND NOT sold AND NOT reserved;
CREATE INDEX items_state_not_inspected ON items (id)
  WHERE inspection_due AND inspected_at IS NULL AND attention IS NULL AND off_sale_reason IS NULL AND NOT sold
    AND NOT reserved;
-- Unpriced: no price, or a market price never read or read too long ago (a moment on the clock, so the age's own
-- index, where a range reads the stale ones and no more).
CREATE INDEX items_state_unpriced ON items (id)
  WHERE price_base_usd IS NULL AND NOT (inspection_due AND inspected_at IS NULL) AND attention IS NULL
    AND off_sale_reason IS NULL AND NOT sold AND NOT reserved;
CREATE INDEX items_state_price_age ON items (market_value_read_at)
  WHERE fixed_price_usd IS NULL AND NOT (inspection_due AND inspected_at IS NULL) AND attention IS NULL
    AND off_sale_reason IS NULL AND NOT sold AND NOT reserved;

-- Only the page read these, each now one of the indexes above.
DROP INDEX items_off_sale;
DROP INDEX items_needing_attention;
DROP INDEX items_unpriced;

-- The planner's picture of the new columns now (the embedded database has no autovacuum to take it later).
ANALYZE items;
