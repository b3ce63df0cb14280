-- CS2 inspections (server/stock/inspections.ts): what the game coordinator reports of an item, read through a bot's
-- game session before the listing goes on sale.

-- What the game coordinator reported of each asset, kept by asset id: a re-sync, a restart or another listing of the
-- same asset never asks it again. Steam gives an item a new asset id whenever it changes hands, so one asset id
-- names one item as it was inspected.
CREATE TABLE cs2_inspections (
  asset_id text PRIMARY KEY,
  def_index int NOT NULL,
  paint_index int NOT NULL,
  paint_seed int NOT NULL CHECK (paint_seed BETWEEN 0 AND 1000),
  -- The float as the game stores it (a 32-bit float); listings show it to 6 decimals.
  paint_wear double precision NOT NULL CHECK (paint_wear BETWEEN 0 AND 1),
  -- [{slot, sticker_id, wear}]: wear null for an unscratched sticker.
  stickers jsonb NOT NULL DEFAULT '[]',
  inspected_by text NOT NULL,
  inspected_at timestamptz NOT NULL DEFAULT now()
);

-- Why a listing still waits for its inspection (the last try that failed, in words), how many tries the game
-- coordinator left unanswered, and when the shop stopped trying (an admin may ask again).
ALTER TABLE items
  ADD COLUMN inspection_error text,
  ADD COLUMN inspection_tries int NOT NULL DEFAULT 0,
  ADD COLUMN inspection_failed_at timestamptz;

-- Pacing per bot account, shared by every server instance: the earliest moment its next request to the game
-- coordinator may leave.
CREATE TABLE inspection_pace (
  bot_account text PRIMARY KEY,
  next_at timestamptz NOT NULL
);
