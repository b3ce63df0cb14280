import { readFileSync } from 'node:fs';
import { z } from 'zod';

const base64Secret = z.string().regex(/^[A-Za-z0-9+/]{27}=$|^[A-Za-z0-9+/]{28}$/, 'a base64 secret of 20 bytes');

/** One trade bot account, as the Steam Guard mobile authenticator's files name its secrets. */
export const steamBotAccountSchema = z.strictObject({
  /** The Steam sign-in name (not the persona name). */
  accountName: z.string().regex(/^\w{3,64}$/),
  password: z.string().min(1),
  /** shared_secret: the sign-in codes (steam-totp generateAuthCode). */
  sharedSecret: base64Secret,
  /** identity_secret: the mobile confirmation keys (steam-totp getConfirmationKey). */
  identitySecret: base64Secret,
  /** Shown to buyers with their order; the account name when absent. */
  personaName: z.string().min(1).max(64).optional(),
});
export type SteamBotAccount = z.infer<typeof steamBotAccountSchema>;

const steamBotsSchema = z
  .array(steamBotAccountSchema)
  .min(1)
  .refine((bots) => new Set(bots.map((bot) => bot.accountName)).size === bots.length, 'account names repeat');

/**
 * `STEAM_BOTS`: a JSON array of bot accounts, or the path of a file holding one (so the secrets can live in a
 * mounted secret file instead of the environment). Undefined when unset.
 */
export function loadSteamBots(value: string | undefined): SteamBotAccount[] | undefined {
  if (!value?.trim()) return undefined;
  const trimmed = value.trim();
  let text = trimmed;
  if (!trimmed.startsWith('[')) {
    try {
      text = readFileSync(trimmed, 'utf8');
    } catch (error) {
      throw new Error(`STEAM_BOTS is neither a JSON array nor a readable file: ${(error as Error).message}`);
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('STEAM_BOTS is not valid JSON (an array of bot accounts)');
  }
  const bots = steamBotsSchema.safeParse(parsed);
  if (!bots.success) {
    const issue = bots.error.issues[0];
    throw new Error(`STEAM_BOTS: ${issue?.path.join('.') || 'the list'}: ${issue?.message}`);
  }
  return bots.data;
}
