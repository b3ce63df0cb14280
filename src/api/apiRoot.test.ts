import { describe, expect, it } from 'vitest';
import { apiBaseUrl, apiUrl, pageOrigin } from './apiRoot.ts';

describe('apiUrl', () => {
  it('names an address on the page’s own origin root-relative, as the server draws it', () => {
    expect(apiUrl('/api/static/images/gateways/card.svg')).toBe('/api/static/images/gateways/card.svg');
    expect(apiUrl('users/auth/steam/login/?env=local')).toBe('/api/users/auth/steam/login/?env=local');
    expect(apiUrl(`${pageOrigin()}/api/static/x.svg?v=2#top`)).toBe('/api/static/x.svg?v=2#top');
  });

  it('keeps an API on another origin absolute', () => {
    const root = apiBaseUrl('https://api.skins.example/v1');
    expect(apiUrl('static/images/gateways/card.svg', root)).toBe(
      'https://api.skins.example/v1/static/images/gateways/card.svg',
    );
    expect(apiUrl('/static/card.svg', root)).toBe('https://api.skins.example/static/card.svg');
  });
});
