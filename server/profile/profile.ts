import type { ValidationErrorBody } from '#contract/errors.ts';
import { type Profile, type ProfileUpdateBody, profileMessages } from '#contract/profile.ts';
import { accountIdFromSteamId64, parseTradeUrl } from '#contract/tradeUrl.ts';
import type { Db } from '../db/db.ts';
import { countries } from '../lists/countries.ts';
import { currencyExists } from '../lists/lists.ts';

export const tradeLinkOfAnotherAccount = 'This trade link belongs to another Steam account';
export const unknownCurrency = 'Unknown currency';

const countryCodes = new Set(countries.map((country) => country.code));

/** Body fields and the columns they are stored in; only the schemas' own fields ever reach the SQL. */
const columnOfField: Record<keyof ProfileUpdateBody, string> = {
  username: 'username',
  full_name: 'full_name',
  street_address: 'street_address',
  phone: 'phone',
  email: 'email',
  date_birth: 'date_birth',
  country: 'country',
  zip_code: 'zip_code',
  steam_trade_link: 'steam_trade_link',
  currency: 'currency_id',
};

/** A user's profile (spec §3); the fields they have not filled yet are null. */
export async function profileOf(db: Db, userId: number): Promise<Profile | undefined> {
  const { rows } = await db.query<Profile>(
    `SELECT username, full_name, street_address, phone, email, to_char(date_birth, 'YYYY-MM-DD') AS date_birth,
       country, zip_code, steam_trade_link, avatar, currency_id AS currency
     FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0];
}

/**
 * What an accepted update changed (field names only), or why it was refused: a broken rule per field, or a trade
 * link change without a recent Steam sign-in.
 */
export type ProfileUpdateOutcome =
  | { refused: ValidationErrorBody }
  | { steamSignInRequired: true }
  | { fields: (keyof ProfileUpdateBody)[]; tradeLinkChanged: boolean };

/**
 * Applies one of the three profile updates, after the rules a schema cannot know: the currency and country
 * exist, the trade link is this user's own Steam account, and replacing a trade link already set needs a recent
 * Steam sign-in (`recentSteamSignIn`; the first one, at profile completion, does not). Nothing is stored when a
 * rule is broken. The user's row is locked while the link is compared, so the check and the write are one.
 */
export async function updateProfile(
  db: Db,
  user: { id: number; steamId: string | null },
  body: ProfileUpdateBody,
  { recentSteamSignIn }: { recentSteamSignIn: boolean },
): Promise<ProfileUpdateOutcome> {
  const problems = await businessRuleProblems(db, body, user.steamId);
  if (problems) return { refused: problems };
  const fields = Object.keys(body) as (keyof ProfileUpdateBody)[];
  const assignments = fields.map((field, index) => `${columnOfField[field]} = $${index + 2}`);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ steam_trade_link: string | null }>(
      'SELECT steam_trade_link FROM users WHERE id = $1 FOR UPDATE',
      [user.id],
    );
    const previous = rows[0]?.steam_trade_link ?? null;
    const tradeLinkChanged = 'steam_trade_link' in body && body.steam_trade_link !== previous;
    if (tradeLinkChanged && previous !== null && !recentSteamSignIn) return { steamSignInRequired: true };
    await tx.query(`UPDATE users SET ${assignments.join(', ')}, updated_at = now() WHERE id = $1`, [
      user.id,
      ...fields.map((field) => body[field]),
    ]);
    return { fields, tradeLinkChanged };
  });
}

/**
 * The rules a schema cannot know: the currency and country exist, the trade link is this user's account.
 * Also applied when an admin edits a user (routes/admin/users.ts), so both forms refuse the same inputs.
 */
export async function businessRuleProblems(
  db: Db,
  body: ProfileUpdateBody,
  steamId: string | null,
): Promise<ValidationErrorBody | undefined> {
  const problems: ValidationErrorBody = {};
  if ('currency' in body && !(await currencyExists(db, body.currency))) problems.currency = [unknownCurrency];
  if ('country' in body && !countryCodes.has(body.country)) problems.country = [profileMessages.country];
  if ('steam_trade_link' in body) {
    const partner = parseTradeUrl(body.steam_trade_link)?.partner;
    const ownAccountId = steamId ? accountIdFromSteamId64(steamId) : undefined;
    if (ownAccountId === undefined || partner !== ownAccountId) problems.steam_trade_link = [tradeLinkOfAnotherAccount];
  }
  return Object.keys(problems).length > 0 ? problems : undefined;
}
