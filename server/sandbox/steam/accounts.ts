import { createHash } from 'node:crypto';
import type { Db } from '../../db/db.ts';

/** SANDBOX: an account of our stand-in for Steam (table sandbox_steam_accounts). */
export interface SandboxSteamAccount {
  steam_id: string;
  persona_name: string;
  inventory_open: boolean;
  language: 'en' | 'fr';
  /** The tester accepts or declines this account's trade offers on the sandbox page; else they are accepted. */
  answers_offers_by_hand: boolean;
  /** Without the Steam Guard Mobile Authenticator, Steam would hold the shop's offers to this account. */
  mobile_authenticator: boolean;
}

export const personaNameMaxLength = 32;

/** Typed-in names get ids from here on, clear of the listed demo accounts (…000000001 to …000000004). */
const typedNameIdBase = 76561198100000000n;
const typedNameIdRange = 899_999_999n;

/**
 * A deterministic Steam id for a typed-in persona name: the same name (any case) always signs in as the same
 * account, so a tester can come back to it. Stays in the individual-account range, so a trade link's partner
 * can be checked against it.
 */
export function steamIdForPersonaName(personaName: string): string {
  const digest = createHash('sha256').update(personaName.trim().toLowerCase()).digest();
  return (typedNameIdBase + (digest.readBigUInt64BE(0) % typedNameIdRange)).toString();
}

const columns = 'steam_id, persona_name, inventory_open, language, answers_offers_by_hand, mobile_authenticator';

export async function listedAccounts(db: Db): Promise<SandboxSteamAccount[]> {
  const { rows } = await db.query<SandboxSteamAccount>(
    `SELECT ${columns} FROM sandbox_steam_accounts WHERE listed ORDER BY steam_id`,
  );
  return rows;
}

export async function findAccount(db: Db, steamId: string): Promise<SandboxSteamAccount | undefined> {
  const { rows } = await db.query<SandboxSteamAccount>(
    `SELECT ${columns} FROM sandbox_steam_accounts WHERE steam_id = $1`,
    [steamId],
  );
  return rows[0];
}

/** The account of a typed-in name, created (inventory open) the first time. */
export async function accountForPersonaName(db: Db, personaName: string): Promise<SandboxSteamAccount> {
  const steamId = steamIdForPersonaName(personaName);
  await db.query(
    `INSERT INTO sandbox_steam_accounts (steam_id, persona_name) VALUES ($1, $2) ON CONFLICT (steam_id) DO NOTHING`,
    [steamId, personaName.trim()],
  );
  const account = await findAccount(db, steamId);
  if (!account) throw new Error(`Sandbox account ${steamId} could not be created`);
  return account;
}
