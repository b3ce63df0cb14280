import { timingSafeEqual } from 'node:crypto';
import type { AuthErrorCode } from '#contract/auth.ts';
import type { Db } from '../db/db.ts';

/**
 * Steam sign-in as an OpenID 2.0 relying party, checked by hand rather than with the `openid` npm package
 * (2.0.18): that package leaves the nonce unchecked ("TODO: Check nonce"), never compares return_to with the
 * request, does not require the signed list to cover the identity fields, runs discovery on the
 * attacker-supplied claimed_id (an outbound request before any local check), and in stateless mode posts
 * check_authentication to the response's own `openid.op_endpoint`, so a forged answer can name a server that
 * says is_valid:true — the bypass behind several Steam login CVEs. Each check below is one small function,
 * run in the order of SECURITY.md, all before the one outbound call.
 */
export const openIdNamespace = 'http://specs.openid.net/auth/2.0';
const identifierSelect = 'http://specs.openid.net/auth/2.0/identifier_select';
/** Dots escaped and anchored: `steamcommunity.com.evil.com` or `steamcommunityXcom` do not pass. */
const steamIdentityPattern = /^https:\/\/steamcommunity\.com\/openid\/id\/(7656119\d{10})\/?$/;
/** The fields an assertion must sign, or it proves nothing about who signed in or for which request. */
export const requiredSignedFields = [
  'claimed_id',
  'identity',
  'return_to',
  'response_nonce',
  'op_endpoint',
  'assoc_handle',
] as const;
/** How old a response nonce may be (and how far in the future, for clock skew). */
export const nonceMaxAgeMs = 5 * 60 * 1000;
const nonceMaxSkewMs = 60 * 1000;
const noncePattern = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)(.{0,200})$/;

export const sregNamespace = 'http://openid.net/extensions/sreg/1.1';
export const axNamespace = 'http://openid.net/srv/ax/1.0';
export const axAvatarType = 'http://axschema.org/media/image/default';

/** The browser redirect that starts a sign-in (checkid_setup, the provider picks the identity). */
export function loginRedirectUrl(endpoint: string, returnTo: string, realm: string): string {
  const url = new URL(endpoint);
  const params: Record<string, string> = {
    'openid.ns': openIdNamespace,
    'openid.mode': 'checkid_setup',
    'openid.claimed_id': identifierSelect,
    'openid.identity': identifierSelect,
    'openid.return_to': returnTo,
    'openid.realm': realm,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

export type OpenIdParams = Record<string, string>;

/** Query or form values as single strings; a repeated parameter makes the whole message invalid. */
export function openIdParamsOf(input: unknown): OpenIdParams | undefined {
  if (input === null || typeof input !== 'object') return undefined;
  const values: OpenIdParams = {};
  for (const [key, value] of Object.entries(input)) {
    if (typeof value !== 'string') return undefined;
    values[key] = value;
  }
  return values;
}

/**
 * Records a response nonce as used for this provider; false when it already was (a replayed answer). Done
 * before check_authentication, so a replay never reaches the provider and two racing replays cannot both pass.
 */
export async function claimNonce(db: Db, endpoint: string, nonce: string): Promise<boolean> {
  // Nonces older than the freshness window are refused anyway; keeping them longer would only grow the table.
  await db.query("DELETE FROM openid_used_nonces WHERE used_at < now() - interval '1 hour'");
  const { rows } = await db.query(
    `INSERT INTO openid_used_nonces (op_endpoint, nonce) VALUES ($1, $2)
     ON CONFLICT (op_endpoint, nonce) DO NOTHING RETURNING nonce`,
    [endpoint, nonce],
  );
  return rows.length === 1;
}

export interface VerifiedIdentity {
  steamId: string;
  nonce: string;
  /** From the signed sreg/ax extensions only (the sandbox sends them; Steam does not). */
  personaName: string | undefined;
  avatar: string | undefined;
}

export type LocalCheckResult =
  | { ok: true; identity: VerifiedIdentity }
  | { ok: false; code: AuthErrorCode; reason: string };

export interface ExpectedAssertion {
  /** The configured provider endpoint: the only one we believe or call. */
  endpoint: string;
  /** Our callback URL (origin and path) that return_to must name. */
  callbackUrl: string;
  /** The state in the browser's cookie; undefined when the cookie is missing. */
  cookieState: string | undefined;
  /** The env the callback was called with; return_to must carry the same. */
  env: string | undefined;
  now: Date;
}

const fail = (code: AuthErrorCode, reason: string): LocalCheckResult => ({ ok: false, code, reason });
const field = (params: OpenIdParams, name: string) => params[`openid.${name}`];

/** Every check that needs no network, in order; the first failure decides. */
export function checkAssertionLocally(params: OpenIdParams, expected: ExpectedAssertion): LocalCheckResult {
  const mode = field(params, 'mode');
  if (mode === 'cancel') return fail('cancelled', 'the user cancelled at the provider');
  if (mode !== 'id_res') return fail('invalid_assertion', `mode is ${JSON.stringify(mode)}, not id_res`);
  if (field(params, 'ns') !== openIdNamespace) return fail('invalid_assertion', 'not an OpenID 2.0 answer');
  if (field(params, 'op_endpoint') !== expected.endpoint) return fail('invalid_assertion', 'op_endpoint is not ours');

  const steamId = steamIdOf(params);
  if (!steamId) return fail('invalid_assertion', 'claimed_id and identity are not the same Steam id URL');
  const missingSigned = unsignedRequiredFields(params);
  if (missingSigned.length > 0) return fail('invalid_assertion', `not signed: ${missingSigned.join(', ')}`);

  const returnTo = returnToProblem(field(params, 'return_to'), expected);
  if (returnTo) return returnTo;
  const nonce = field(params, 'response_nonce') ?? '';
  if (!isFreshNonce(nonce, expected.now)) return fail('invalid_assertion', 'response nonce is stale or malformed');
  if (!field(params, 'sig') || !field(params, 'assoc_handle')) return fail('invalid_assertion', 'no signature');

  return {
    ok: true,
    identity: {
      steamId,
      nonce,
      personaName: signedExtensionValue(params, sregNamespace, 'nickname'),
      avatar: signedAxValue(params, axAvatarType),
    },
  };
}

/** The Steam id when claimed_id and identity are the same exact Steam identity URL. */
export function steamIdOf(params: OpenIdParams): string | undefined {
  const claimedId = field(params, 'claimed_id');
  if (claimedId === undefined || claimedId !== field(params, 'identity')) return undefined;
  return steamIdentityPattern.exec(claimedId)?.[1];
}

const signedFieldsOf = (params: OpenIdParams) => new Set((field(params, 'signed') ?? '').split(','));

function unsignedRequiredFields(params: OpenIdParams): string[] {
  const signed = signedFieldsOf(params);
  return requiredSignedFields.filter((name) => !signed.has(name));
}

/**
 * return_to must be exactly our callback with the same env and the state of this browser's cookie (which
 * binds the answer to the browser that started the login: a login CSRF or a stolen answer fails here).
 */
function returnToProblem(returnTo: string | undefined, expected: ExpectedAssertion): LocalCheckResult | undefined {
  const url = returnTo ? URL.parse(returnTo) : null;
  if (!url || `${url.origin}${url.pathname}` !== expected.callbackUrl || url.hash !== '') {
    return fail('invalid_assertion', 'return_to is not our callback');
  }
  const keys = [...url.searchParams.keys()].sort();
  if (keys.join(',') !== 'env,state') return fail('invalid_assertion', 'return_to carries unexpected parameters');
  if (url.searchParams.get('env') !== expected.env) return fail('invalid_assertion', 'return_to env differs');
  if (expected.cookieState === undefined) return fail('state_mismatch', 'no state cookie');
  if (!sameSecret(url.searchParams.get('state') ?? '', expected.cookieState)) {
    return fail('state_mismatch', 'state differs from the cookie');
  }
  return undefined;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `YYYY-MM-DDTHH:MM:SSZ` + a unique suffix, issued within the last few minutes. */
export function isFreshNonce(nonce: string, now: Date): boolean {
  const stamp = noncePattern.exec(nonce)?.[1];
  if (!stamp) return false;
  const issuedAt = Date.parse(stamp);
  if (Number.isNaN(issuedAt)) return false;
  const age = now.getTime() - issuedAt;
  return age <= nonceMaxAgeMs && age >= -nonceMaxSkewMs;
}

/** An extension value counts only when the provider signed both it and the namespace alias declaration. */
function signedExtensionValue(params: OpenIdParams, namespace: string, key: string): string | undefined {
  const alias = extensionAlias(params, namespace);
  if (!alias) return undefined;
  const signed = signedFieldsOf(params);
  const name = `${alias}.${key}`;
  return signed.has(`ns.${alias}`) && signed.has(name) ? field(params, name) : undefined;
}

function signedAxValue(params: OpenIdParams, type: string): string | undefined {
  const alias = extensionAlias(params, axNamespace);
  if (!alias) return undefined;
  const typePrefix = `openid.${alias}.type.`;
  const entry = Object.entries(params).find(([key, value]) => key.startsWith(typePrefix) && value === type);
  if (!entry) return undefined;
  const signed = signedFieldsOf(params);
  const typeKey = entry[0].slice('openid.'.length);
  if (!signed.has(typeKey)) return undefined;
  return signedExtensionValue(params, axNamespace, `value.${typeKey.slice(`${alias}.type.`.length)}`);
}

function extensionAlias(params: OpenIdParams, namespace: string): string | undefined {
  const entry = Object.entries(params).find(([key, value]) => key.startsWith('openid.ns.') && value === namespace);
  return entry?.[0].slice('openid.ns.'.length);
}

/** OpenID key-value form (`key:value` lines), the body of a direct answer. */
export function keyValueForm(entries: Record<string, string>): string {
  return Object.entries(entries)
    .map(([key, value]) => `${key}:${value}\n`)
    .join('');
}

/**
 * True only for a check_authentication answer in the OpenID 2.0 namespace saying `is_valid:true` once: an
 * answer without `ns`, in the 1.1 namespace, or with several `is_valid` (or `ns`) lines is not a confirmation,
 * however it ends (xPaw's SteamOpenID cases).
 */
export function confirmsAssertion(answer: string): boolean {
  const lines = answer.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const valuesOf = (key: string) =>
    lines.filter((line) => line.startsWith(`${key}:`)).map((line) => line.slice(key.length + 1));
  const namespaces = valuesOf('ns');
  const verdicts = valuesOf('is_valid');
  return (
    namespaces.length === 1 && namespaces[0] === openIdNamespace && verdicts.length === 1 && verdicts[0] === 'true'
  );
}

export type ProviderVerdict = 'valid' | 'invalid' | 'unavailable';

const providerTimeoutMs = 5_000;

/**
 * The direct check with the provider (check_authentication), always at the configured endpoint, never at
 * the one the answer names. Only a 200 that `confirmsAssertion` confirms.
 */
export async function confirmWithProvider(
  providerFetch: typeof fetch,
  endpoint: string,
  params: OpenIdParams,
): Promise<ProviderVerdict> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key.startsWith('openid.')) body.set(key, key === 'openid.mode' ? 'check_authentication' : value);
  }
  try {
    const response = await providerFetch(endpoint, {
      method: 'POST',
      body,
      headers: { accept: 'text/plain' },
      redirect: 'error',
      signal: AbortSignal.timeout(providerTimeoutMs),
    });
    if (response.status !== 200) return 'unavailable';
    return confirmsAssertion(await response.text()) ? 'valid' : 'invalid';
  } catch {
    return 'unavailable';
  }
}
