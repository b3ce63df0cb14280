import type { InventorySync } from '#contract/admin/inventory.ts';
import type { AdminSettings } from '#contract/admin/settings.ts';
import type { TicketDetail } from '#contract/admin/support.ts';
import type { AdminUserDetail } from '#contract/admin/users.ts';

/** Records of the back-office pages for their stories and model-based suites, shaped as the server answers. */

export const shopper: AdminUserDetail = {
  id: 42,
  username: 'camille',
  full_name: 'Camille Dubois',
  steam_id: '76561198000000002',
  email: 'camille@example.com',
  phone: '+33612345678',
  street_address: '12 Rue de Rivoli',
  zip_code: '75001',
  country: 'FR',
  date_birth: '1990-05-01',
  steam_trade_link: 'https://steamcommunity.com/tradeoffer/new/?partner=39734274&token=Tr4deT0k',
  avatar: null,
  is_admin: false,
  banned_at: null,
  ban_reason: null,
  created_at: '2026-10-02T09:30:00.000Z',
  last_sign_in_at: '2026-11-20T08:15:00.000Z',
  orders: [
    {
      id: 7,
      code: 'K7QX-29FD',
      status: 'delivered',
      total: 42.5,
      currency: 'EUR',
      created_at: '2026-11-19T10:00:00.000Z',
    },
  ],
  purchases: [{ order_id: 7, skin_id: 1201, name: 'AK-47 | Redline (Field-Tested)', price_usd: 46.1 }],
  reviews: [
    { id: 3, rate: 9, description: 'Fast trade, fair price.', status: 'published', created_at: '2026-11-20T09:00:00Z' },
  ],
  support_requests: [
    { id: 11, status: 'answered', message: 'Where is my skin?', created_at: '2026-11-19T12:00:00.000Z' },
  ],
  sessions: [
    {
      family_id: 'f3c1',
      signed_in_at: '2026-11-20T08:15:00.000Z',
      last_used_at: '2026-11-20T09:40:00.000Z',
      expires_at: '2026-12-20T08:15:00.000Z',
      user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0',
    },
  ],
};

export const bannedShopper: AdminUserDetail = {
  ...shopper,
  banned_at: '2026-11-20T10:00:00.000Z',
  ban_reason: 'Chargeback fraud on three orders',
  sessions: [],
};

export const openTicket: TicketDetail = {
  id: 11,
  email: 'camille@example.com',
  full_name: 'Camille Dubois',
  status: 'open',
  assigned_admin: null,
  created_at: '2026-11-19T12:00:00.000Z',
  updated_at: '2026-11-19T12:00:00.000Z',
  message: 'Where is my skin? Order K7QX-29FD says paid, but no trade offer came.',
  thread: [],
};

export const answeredTicket: TicketDetail = {
  ...openTicket,
  status: 'answered',
  assigned_admin: { id: 1, name: 'admin' },
  updated_at: '2026-11-19T13:00:00.000Z',
  thread: [
    {
      id: 5,
      author: { id: 1, name: 'admin' },
      body: 'Hello Camille, the offer is on its way: check the code K7QX-29FD before accepting.',
      created_at: '2026-11-19T13:00:00.000Z',
      mail: {
        id: 9,
        status: 'sent',
        attempts: 1,
        last_error: null,
        next_attempt_at: null,
        sent_at: '2026-11-19T13:00:05.000Z',
      },
    },
  ],
};

export const closedTicket: TicketDetail = { ...answeredTicket, status: 'closed' };

export const shopSettings: AdminSettings = {
  service_fee_percent: 5,
  currency_rates: { USD: 1, EUR: 0.92, AUD: 1.52 },
  cart_item_limit: 50,
  reservation_minutes: 15,
  max_offer_attempts: 3,
  review_rate_limit_per_hour: 10,
  payment_methods: [
    { id: 1, shown: true, method_name: 'Card' },
    { id: 2, shown: true, method_name: 'SEPA transfer' },
    { id: 3, shown: false, method_name: 'Crypto' },
  ],
  company_info: {
    name: 'SkinsMarket SAS',
    registrationNumber: 'RCS Paris 912 345 678',
    address: { street: '10 Rue de la Paix', postalCode: '75002', city: 'Paris', country: 'France' },
    contact: { email: 'support@skinsmarket.example', phone: '+33140000000' },
  },
  home_notice: { en: '', fr: '' },
  maintenance_mode: false,
  price_rules: {
    markup_percent: {
      csgo: {
        default: 0,
        consumer: 0,
        industrial: 0,
        mil_spec: 1,
        restricted: 2,
        classified: 3,
        covert: 5,
        contraband: 8,
      },
      dota2: {
        default: 0,
        common: 0,
        uncommon: 0,
        rare: 1,
        mythical: 2,
        legendary: 3,
        immortal: 5,
        arcana: 6,
        ancient: 8,
      },
      rust: { default: 0 },
    },
    rounding: 'cent',
    floor_usd: 0.03,
    max_age_hours: 24,
  },
  inventory_sync_minutes: 30,
};

const counts = { assets: 0, added: 0, updated: 0, removed: 0, returned: 0, attention: 0, held: 0 };

/** A sync that read the sandbox bot's three inventories: one part failed (Steam throttled it past the retries). */
export const finishedSync: InventorySync = {
  id: 12,
  status: 'finished',
  trigger: 'admin',
  started_by: { id: 1, name: 'admin' },
  queued_at: '2026-11-20T09:00:00.000Z',
  started_at: '2026-11-20T09:00:01.000Z',
  finished_at: '2026-11-20T09:00:42.000Z',
  progress: { done: 3, total: 3 },
  totals: { ...counts, assets: 15, added: 12, removed: 1, attention: 1 },
  failed_parts: 1,
  error: null,
  parts: [
    {
      ...counts,
      bot: 'sandbox_bot',
      game: 'csgo',
      status: 'done',
      attempts: 1,
      error: null,
      started_at: null,
      finished_at: null,
      assets: 7,
      added: 6,
      attention: 1,
    },
    {
      ...counts,
      bot: 'sandbox_bot',
      game: 'dota2',
      status: 'done',
      attempts: 1,
      error: null,
      started_at: null,
      finished_at: null,
      assets: 8,
      added: 6,
      removed: 1,
    },
    {
      ...counts,
      bot: 'sandbox_bot',
      game: 'rust',
      status: 'failed',
      attempts: 4,
      error: 'Steam is throttling inventory requests (429)',
      started_at: null,
      finished_at: null,
    },
  ],
};

export const runningSync: InventorySync = {
  ...finishedSync,
  id: 13,
  status: 'running',
  finished_at: null,
  progress: { done: 1, total: 3 },
  failed_parts: 0,
  parts: finishedSync.parts.map((part, index) =>
    index === 0 ? part : { ...part, ...counts, status: 'waiting', error: null },
  ),
};
