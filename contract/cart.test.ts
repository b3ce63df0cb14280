import { describe, expect, it } from 'vitest';
import { isAllowedCheckoutUrl } from './cart.ts';

describe('isAllowedCheckoutUrl', () => {
  const allowlist = ['https://pay.example.com', 'http://localhost:3000'];

  it('follows a URL whose exact origin is on the allowlist', () => {
    expect(isAllowedCheckoutUrl('https://pay.example.com/c/cs_123', allowlist)).toBe(true);
    expect(isAllowedCheckoutUrl('http://localhost:3000/sandbox/payments/checkout/cs_sandbox_x', allowlist)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    '//evil.example/checkout',
    'https://pay.example.com.evil.com/c',
    'https://pay.example.com@evil.com/c',
    'https://user:pass@pay.example.com/c',
    'http://pay.example.com/c',
    'https://pay.example.com:8443/c',
    'data:text/html,hi',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isAllowedCheckoutUrl(url, allowlist)).toBe(false);
  });
});
