import { isDeepStrictEqual } from 'node:util';
import type { AdminSettings, PublicSettings, ShopSettings } from '#contract/admin/settings.ts';
import type { CompanyInfo } from '#contract/lists.ts';
import { recordAdminAction } from '../admin/audit.ts';
import type { Db } from '../db/db.ts';
import type { JobSender } from '../jobs/queue.ts';
import { refreshIntervalSql } from '../pricing/priceRefresh.ts';
import { forgetPriceSettings } from '../pricing/pricing.ts';

/**
 * The shop's run-time settings. They are read from the database when used, never kept in a process: a
 * change is seen by the next request of every server process (prices keep a second's cache, which the
 * saving process drops at once; drawn pages keep a few seconds': config.ts `defaultPageCache`).
 */
type StoredSettings = Omit<ShopSettings, 'payment_methods'>;
type SettingKey = keyof StoredSettings;

const storedKeys: readonly SettingKey[] = [
  'service_fee_percent',
  'currency_rates',
  'cart_item_limit',
  'reservation_minutes',
  'max_offer_attempts',
  'review_rate_limit_per_hour',
  'company_info',
  'home_notice',
  'maintenance_mode',
  'price_rules',
  'inventory_sync_minutes',
];

/** Reads some settings in one query; a missing key is a deployment error. */
export async function readSettings<Key extends SettingKey>(
  db: Db,
  keys: readonly Key[],
): Promise<Pick<StoredSettings, Key>> {
  const { rows } = await db.query<{ key: Key; value: unknown }>(
    'SELECT key, value FROM settings WHERE key = ANY($1::text[])',
    [keys],
  );
  const values = Object.fromEntries(rows.map((row) => [row.key, row.value])) as Pick<StoredSettings, Key>;
  for (const key of keys) if (!(key in values)) throw new Error(`Setting "${key}" is missing`);
  return values;
}

export async function readSetting<Key extends SettingKey>(db: Db, key: Key): Promise<StoredSettings[Key]> {
  return (await readSettings(db, [key]))[key];
}

async function paymentMethods(db: Db): Promise<AdminSettings['payment_methods']> {
  const { rows } = await db.query<{ id: number; method_name: string; enabled: boolean }>(
    'SELECT id, method_name, enabled FROM payment_gateways ORDER BY position, id',
  );
  return rows.map((row) => ({ id: row.id, method_name: row.method_name, shown: row.enabled }));
}

export async function adminSettings(db: Db): Promise<AdminSettings> {
  const stored = await readSettings(db, storedKeys);
  return { ...stored, company_info: stored.company_info as CompanyInfo, payment_methods: await paymentMethods(db) };
}

export async function publicSettings(db: Db): Promise<PublicSettings> {
  return readSettings(db, ['cart_item_limit', 'maintenance_mode', 'home_notice']);
}

/** A setting the schema cannot judge alone (it needs the database): the field and why. */
export class SettingsRefused extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

/**
 * Saves the settings an admin sent, in one transaction with one audit row naming what changed (before and
 * after). Payment methods must be the shop's gateways, each once: their order and visibility are stored with
 * the gateways (the checkout and the purchase check read them there). Changed price rules queue the repricing of every
 * listing (in the same transaction) and bring forward the price reads a shorter maximum age needs sooner.
 */
export async function saveSettings(
  db: Db,
  adminId: number,
  next: ShopSettings,
  jobs: JobSender,
): Promise<AdminSettings> {
  const saved = await db.transaction(async (tx) => {
    // One save at a time: two admins saving together cannot interleave their rows.
    await tx.query("SELECT 1 FROM settings WHERE key = 'service_fee_percent' FOR UPDATE");
    const before = await adminSettings(tx);
    const knownIds = before.payment_methods.map((method) => method.id).sort((a, b) => a - b);
    const sentIds = next.payment_methods.map((method) => method.id).sort((a, b) => a - b);
    if (knownIds.join() !== sentIds.join())
      throw new SettingsRefused('payment_methods', 'List every payment method exactly once');

    const changedBefore: Record<string, unknown> = {};
    const changedAfter: Record<string, unknown> = {};
    for (const key of storedKeys) {
      // Deep equality without key order: jsonb stores object keys in its own order.
      if (isDeepStrictEqual(before[key], next[key])) continue;
      changedBefore[key] = before[key];
      changedAfter[key] = next[key];
      await tx.query('UPDATE settings SET value = $2 WHERE key = $1', [key, JSON.stringify(next[key])]);
    }
    const methodsBefore = before.payment_methods.map(({ id, shown }) => ({ id, shown }));
    if (!isDeepStrictEqual(methodsBefore, next.payment_methods)) {
      changedBefore.payment_methods = methodsBefore;
      changedAfter.payment_methods = next.payment_methods;
      await tx.query(
        `UPDATE payment_gateways SET position = sent.position, enabled = sent.shown
         FROM unnest($1::int[], $2::boolean[]) WITH ORDINALITY AS sent (id, shown, position)
         WHERE payment_gateways.id = sent.id`,
        [next.payment_methods.map((method) => method.id), next.payment_methods.map((method) => method.shown)],
      );
    }
    if ('price_rules' in changedAfter) {
      await tx.query(
        `UPDATE market_prices SET next_read_at = read_at + ${refreshIntervalSql}
         WHERE read_at IS NOT NULL AND next_read_at > read_at + ${refreshIntervalSql}`,
      );
      await jobs.send('prices.reprice', { afterId: 0 }, { tx });
    }
    if (Object.keys(changedAfter).length > 0) {
      await recordAdminAction(tx, {
        adminId,
        action: 'settings.update',
        targetType: 'settings',
        targetId: 'shop',
        before: changedBefore,
        after: changedAfter,
      });
    }
    return adminSettings(tx);
  });
  forgetPriceSettings(db);
  return saved;
}
