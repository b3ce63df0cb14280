/**
 * For tests: an access token shaped like the server's (contract/auth.ts claims), unsigned. The SPA never
 * verifies signatures (the server does), so only the payload matters here.
 */
export function accessTokenFor({
  isAdmin = false,
  issuedAt = Math.floor(Date.now() / 1000),
  lifetimeSeconds = 15 * 60,
  subject = '1',
}: {
  isAdmin?: boolean;
  issuedAt?: number;
  lifetimeSeconds?: number;
  subject?: string;
} = {}): string {
  const encode = (part: object) =>
    btoa(JSON.stringify(part)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const claims = {
    sub: subject,
    is_admin: isAdmin,
    iat: issuedAt,
    exp: issuedAt + lifetimeSeconds,
    iss: 'cs-skins',
    aud: 'cs-skins-spa',
    type: 'access',
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}
