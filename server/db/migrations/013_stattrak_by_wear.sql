-- StatTrak™ with an exterior is the CS2 buyer's commonest pair of filters. Through the StatTrak index alone, a
-- search visits the table page of every StatTrak listing to test its wear (thousands of pages); by wear, the
-- count reads this small index alone and a price sort walks the wear's StatTrak listings in order.
CREATE INDEX items_available_stattrak_wear ON items (game, wear, price_base_usd, id) WHERE available AND stattrak;
