import { describe, expect, it } from 'vitest';
import { confirmationKey } from './tradeBot.ts';

describe('confirmationKey (steam-totp getConfirmationKey)', () => {
  // Computed independently (Python hmac): HMAC-SHA1 keyed with the bytes 0..19 over
  // struct.pack('>Q', 1600000000) + b'conf', base64.
  const identitySecret = Buffer.from(Array.from({ length: 20 }, (_, index) => index)).toString('base64');

  it('signs the 64-bit big-endian time followed by the tag', () => {
    expect(confirmationKey(identitySecret, 1_600_000_000, 'conf')).toBe('/eXleBuirjt/slAwZ5g4Pisw1/0=');
  });

  it('differs by tag and by time', () => {
    const conf = confirmationKey(identitySecret, 1_600_000_000, 'conf');
    expect(confirmationKey(identitySecret, 1_600_000_000, 'allow')).not.toBe(conf);
    expect(confirmationKey(identitySecret, 1_600_000_001, 'conf')).not.toBe(conf);
  });
});
