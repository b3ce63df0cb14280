import type { AdminInspections } from '#contract/admin/inspections.ts';

/** The inspections overview as the server answers it: one listing given up, one waiting, two bots. */
export const overview: AdminInspections = {
  waiting: 12,
  given_up: 1,
  listings: [
    {
      skin_id: 41,
      name: 'AK-47 | Redline (Field-Tested)',
      bot: 'skins_bot_1',
      asset_id: '38350177019',
      tries: 3,
      error: 'The game coordinator did not answer within 10 s (skins_bot_1, try 3 of 3)',
      given_up_at: '2026-11-20T10:20:00.000Z',
    },
    {
      skin_id: 42,
      name: '★ Karambit | Doppler (Factory New)',
      bot: 'skins_bot_2',
      asset_id: '38350177020',
      tries: 0,
      error: 'No bot has a game coordinator session: waiting for one',
      given_up_at: null,
    },
  ],
  sessions: [
    { account_name: 'skins_bot_1', state: 'connected' },
    { account_name: 'skins_bot_2', state: 'playing_elsewhere' },
  ],
};
