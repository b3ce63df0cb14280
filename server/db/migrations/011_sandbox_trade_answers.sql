-- SANDBOX: a demo Steam account whose tester answers trade offers on the sandbox trade offers page
-- (/sandbox/steam/profiles/<steam id>/tradeoffers/) instead of the buyer accepting each after a delay.
ALTER TABLE sandbox_steam_accounts ADD COLUMN answers_offers_by_hand boolean NOT NULL DEFAULT false;
