-- Production: Steam trade bots and rate limits shared by several server instances.

-- Production delivery through Steam trade bots (server/trading/steam/): which bot holds each listed skin and
-- under which Steam asset id, and which bot sent each trade offer (offers are looked up through their bot).
ALTER TABLE items ADD COLUMN steam_bot text;
ALTER TABLE items ADD COLUMN steam_asset_id text;
ALTER TABLE items ADD CONSTRAINT items_steam_holding CHECK ((steam_bot IS NULL) = (steam_asset_id IS NULL));

CREATE TABLE steam_trade_offers (
  offer_id text PRIMARY KEY,
  bot_account text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Rate-limit counters shared by every server instance (server/http/rateLimitStore.ts): one row per route and
-- client key, counting hits until its window ends.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits int NOT NULL,
  window_ends timestamptz NOT NULL
);
