-- SANDBOX: the CS2 items the sandbox game coordinator knows (server/sandbox/steam/gameCoordinator.ts), as the real
-- one knows every item of the game: what it answers when a sandbox bot inspects an asset. An asset missing here is
-- one the game cannot find: the sandbox coordinator does not answer, as the real one does not.
CREATE TABLE sandbox_cs2_assets (
  asset_id text PRIMARY KEY,
  owner_steam_id text NOT NULL,
  def_index int NOT NULL,
  paint_index int NOT NULL,
  paint_seed int NOT NULL,
  paint_wear real NOT NULL,
  -- [{slot, sticker_id, wear}]
  stickers jsonb NOT NULL DEFAULT '[]',
  custom_name text
);
