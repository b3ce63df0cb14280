-- The sample reviews of 001 are demo data: they now come with the demo catalogue (server/demoData.ts), so a
-- production shop, which never seeds demo data, opens without reviews no customer wrote. A database the demo was
-- seeded into keeps them (and any review written since); on a new one this runs before anything but 001 wrote any.
DELETE FROM reviews WHERE NOT EXISTS (SELECT 1 FROM settings WHERE key = 'demo_data_seeded_at');
