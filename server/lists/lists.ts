import { type CompanyInfo, type Currency, gatewayImagesPath, type PaymentGateway } from '#contract/lists.ts';
import { apiPrefix } from '../config.ts';
import type { Db } from '../db/db.ts';
import { readSetting } from '../settings/settings.ts';

/** The currencies a shopper can pay in, by id. */
export async function currencies(db: Db): Promise<Currency[]> {
  const { rows } = await db.query<Currency>('SELECT id, code FROM currencies ORDER BY id');
  return rows;
}

/** True when `currencyId` names a currency of ours. */
export async function currencyExists(db: Db, currencyId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM currencies WHERE id = $1', [currencyId]);
  return rows.length > 0;
}

/**
 * The payment methods offered at checkout, in the admin's order, each with its logo's path on the API host;
 * only those `isPayable` says a purchase can go through.
 */
export async function enabledPaymentGateways(
  db: Db,
  isPayable: (gatewayId: number) => boolean,
): Promise<PaymentGateway[]> {
  const { rows } = await db.query<{ id: number; method_name: string; image_file: string }>(
    'SELECT id, method_name, image_file FROM payment_gateways WHERE enabled ORDER BY position, id',
  );
  const imagesBase = `${apiPrefix}/${gatewayImagesPath}`;
  return rows
    .filter(({ id }) => isPayable(id))
    .map(({ id, method_name, image_file }) => ({ id, method_name, image: imagesBase + image_file }));
}

/** The company's legal name, registration and contact details (an admin setting). */
export function companyInfo(db: Db): Promise<CompanyInfo> {
  return readSetting(db, 'company_info') as Promise<CompanyInfo>;
}
