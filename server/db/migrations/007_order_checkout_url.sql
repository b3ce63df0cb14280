-- Where the buyer pays an order: kept so a buyer who closed the checkout can go back to it while it is open.
ALTER TABLE orders ADD COLUMN checkout_url text;
