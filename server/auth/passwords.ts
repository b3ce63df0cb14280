import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** OWASP's scrypt minimum (N=2^17, r=8, p=1): about 100 ms and 128 MiB per hash. */
const cost = { N: 2 ** 17, r: 8, p: 1 } as const;
const keyLength = 32;
const maxmem = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * Whether the password matches the stored hash; constant-time on the derived keys. Given no hash (unknown
 * user) it still spends the time of one derivation, so the answer time does not tell which usernames exist.
 */
export async function verifyPassword(password: string, storedHash: string | undefined): Promise<boolean> {
  const parts = storedHash?.split('$') ?? [];
  const [scheme, N, r, p, salt, expected] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !salt || !expected) {
    await derive(password, randomBytes(16), cost);
    return false;
  }
  const expectedKey = Buffer.from(expected, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
  return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
}
