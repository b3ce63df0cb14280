-- A product page's price history is the last sales of its item's name (every listing of "AK-47 | Redline
-- (Field-Tested)"). Joined to the listings by name, it read the whole trades ledger: a popular name has thousands
-- of listings, so the planner scanned every sale (300 ms on the embedded database with 200k listings, which holds
-- every other request meanwhile). Each sale now carries its item's name, read from one index, newest first.
ALTER TABLE trades ADD COLUMN item_name text;
UPDATE trades SET item_name = items.name FROM items WHERE items.id = trades.item_id;
ALTER TABLE trades ALTER COLUMN item_name SET NOT NULL;
CREATE INDEX trades_by_item_name ON trades (item_name, traded_at DESC);

-- Filled on every insert, whichever code records the sale.
CREATE FUNCTION trades_item_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.item_name := (SELECT name FROM items WHERE id = NEW.item_id);
  RETURN NEW;
END
$$;
CREATE TRIGGER trades_item_name BEFORE INSERT ON trades FOR EACH ROW EXECUTE FUNCTION trades_item_name();
