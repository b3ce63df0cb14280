-- Trade safety: the buyer's trade hold before paying, a recent Steam sign-in before a trade link changes.

-- SANDBOX: whether the demo account has the Steam Guard Mobile Authenticator; without it Steam would hold the
-- shop's trade offers (server/trading/tradeHold.ts), so purchases are refused before paying.
ALTER TABLE sandbox_steam_accounts ADD COLUMN mobile_authenticator boolean NOT NULL DEFAULT true;
INSERT INTO sandbox_steam_accounts (steam_id, persona_name, inventory_open, language, listed, mobile_authenticator)
VALUES ('76561198000000004', 'Hana Holdout', true, 'en', true, false);

-- When the session's Steam sign-in happened, carried over on every rotation (null: a password sign-in). A trade
-- link change needs one within the last minutes (server/profile/profile.ts).
ALTER TABLE refresh_tokens ADD COLUMN steam_signed_in_at timestamptz;
