import { createHmac, timingSafeEqual } from 'node:crypto';
import { webhookSignatureHeader } from '#contract/orders.ts';

/** The header a gateway event's signature comes in: `t=<unix seconds>,v1=<hex HMAC-SHA256>` (as Stripe does). */
export const signatureHeader = webhookSignatureHeader;

const hmacHex = (secret: string, timestamp: number, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

export function signPayload(secret: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, rawBody)}`;
}

/**
 * True when the header carries a v1 signature of `timestamp.rawBody` made with the secret, and the timestamp
 * is within the tolerance of now (an old event captured and replayed later is refused).
 */
export function verifySignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  toleranceSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value] = part.split('=', 2).map((text) => text.trim());
    if (name === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (name === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex');
  return signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected));
}
