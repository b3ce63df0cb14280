import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  axAvatarType,
  axNamespace,
  isFreshNonce,
  keyValueForm,
  type OpenIdParams,
  openIdNamespace,
  requiredSignedFields,
  sregNamespace,
} from '../../auth/openid.ts';
import { randomToken } from '../../auth/secrets.ts';
import type { Db } from '../../db/db.ts';

/**
 * SANDBOX: the provider side of OpenID 2.0 for our stand-in for Steam. Stateless ("dumb mode") like Steam:
 * each answer gets a fresh private association handle; its HMAC-SHA256 key is derived from the provider's
 * key, so check_authentication can recompute it without storing associations.
 */
export interface ProviderKeys {
  /** The provider's own key (a server secret). */
  providerKey: string;
  /** Our endpoint URL, as the answers name it (op_endpoint). */
  endpoint: string;
}

const signedFields = [
  'signed',
  'op_endpoint',
  'claimed_id',
  'identity',
  'return_to',
  'response_nonce',
  'assoc_handle',
  'ns.sreg',
  'sreg.nickname',
  'ns.ax',
  'ax.mode',
  'ax.type.avatar',
  'ax.value.avatar',
];

const associationKey = (keys: ProviderKeys, handle: string) =>
  createHmac('sha256', keys.providerKey).update(`association:${handle}`).digest();

/** `openid.sig`: HMAC-SHA256 over the signed fields in key-value form, in the order of `openid.signed`. */
function signatureOf(keys: ProviderKeys, handle: string, params: OpenIdParams, signed: string[]): string {
  const message = keyValueForm(Object.fromEntries(signed.map((name) => [name, params[`openid.${name}`] ?? ''])));
  return createHmac('sha256', associationKey(keys, handle)).update(message).digest('base64');
}

/** `2026-11-22T05:34:23Z` + a unique suffix (OpenID 2.0 §10.1). */
export const newNonce = (now: Date) => `${now.toISOString().slice(0, 19)}Z${randomToken(9)}`;

export interface AssertedAccount {
  steamId: string;
  personaName: string;
  avatarUrl: string;
}

/** The signed positive assertion for an account, as the parameters to append to return_to. */
export function positiveAssertion(keys: ProviderKeys, returnTo: string, account: AssertedAccount, now = new Date()) {
  const identity = `https://steamcommunity.com/openid/id/${account.steamId}`;
  const handle = randomToken(12);
  const params: OpenIdParams = {
    'openid.ns': openIdNamespace,
    'openid.mode': 'id_res',
    'openid.op_endpoint': keys.endpoint,
    'openid.claimed_id': identity,
    'openid.identity': identity,
    'openid.return_to': returnTo,
    'openid.response_nonce': newNonce(now),
    'openid.assoc_handle': handle,
    'openid.ns.sreg': sregNamespace,
    'openid.sreg.nickname': account.personaName,
    'openid.ns.ax': axNamespace,
    'openid.ax.mode': 'fetch_response',
    'openid.ax.type.avatar': axAvatarType,
    'openid.ax.value.avatar': account.avatarUrl,
    'openid.signed': signedFields.join(','),
  };
  params['openid.sig'] = signatureOf(keys, handle, params, signedFields);
  return params;
}

/**
 * check_authentication: true only for an answer this provider signed (every required field covered, the
 * signature recomputed and compared in constant time), naming this endpoint, with a fresh nonce confirmed
 * here for the first time (a replayed answer is confirmed once, never twice).
 */
export async function verifyAssertion(db: Db, keys: ProviderKeys, params: OpenIdParams, now = new Date()) {
  const signed = (params['openid.signed'] ?? '').split(',');
  const handle = params['openid.assoc_handle'];
  const nonce = params['openid.response_nonce'] ?? '';
  const signature = Buffer.from(params['openid.sig'] ?? '', 'base64');
  if (!handle || requiredSignedFields.some((name) => !signed.includes(name))) return false;
  if (params['openid.op_endpoint'] !== keys.endpoint || !isFreshNonce(nonce, now)) return false;
  const expected = Buffer.from(signatureOf(keys, handle, params, signed), 'base64');
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return false;
  const { rows } = await db.query(
    'INSERT INTO sandbox_openid_confirmed_nonces (nonce) VALUES ($1) ON CONFLICT (nonce) DO NOTHING RETURNING nonce',
    [nonce],
  );
  return rows.length === 1;
}

export const checkAuthenticationAnswer = (isValid: boolean) =>
  keyValueForm({ ns: openIdNamespace, is_valid: String(isValid) });
