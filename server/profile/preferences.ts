import { isLanguage, type Language } from '#contract/languages.ts';
import type { Preferences, PreferencesUpdate } from '#contract/preferences.ts';
import type { Db } from '../db/db.ts';

export async function preferencesOf(db: Db, userId: number): Promise<Preferences> {
  const { rows } = await db.query<Preferences>('SELECT language, order_update_emails FROM users WHERE id = $1', [
    userId,
  ]);
  const preferences = rows[0];
  if (!preferences) throw new Error(`User ${userId} not found`);
  return preferences;
}

export async function updatePreferences(db: Db, userId: number, update: PreferencesUpdate): Promise<Preferences> {
  const { rows } = await db.query<Preferences>(
    `UPDATE users SET language = coalesce($2, language), order_update_emails = coalesce($3, order_update_emails),
       updated_at = now()
     WHERE id = $1 RETURNING language, order_update_emails`,
    [userId, update.language ?? null, update.order_update_emails ?? null],
  );
  const preferences = rows[0];
  if (!preferences) throw new Error(`User ${userId} not found`);
  return preferences;
}

/**
 * A sign-in keeps the site's language the browser was using (its language cookie) as the user's: what they read
 * the shop in is what it writes to them in. A cookie we cannot read changes nothing.
 */
export async function rememberLanguage(db: Db, userId: number, cookieValue: string | undefined): Promise<void> {
  if (!isLanguage(cookieValue)) return;
  const language: Language = cookieValue;
  await db.query('UPDATE users SET language = $2 WHERE id = $1 AND language <> $2', [userId, language]);
}
