import { describe, expect, it } from 'vitest';
import { accountIdFromSteamId64, isTradeUrl, parseTradeUrl } from './tradeUrl.ts';

const good = 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbC1dEf2';

describe('parseTradeUrl', () => {
  it('reads partner and token from a Steam trade offer URL', () => {
    expect(parseTradeUrl(good)).toEqual({ partner: '12345678', token: 'AbC1dEf2' });
    expect(parseTradeUrl(`  ${good}  `)).toEqual({ partner: '12345678', token: 'AbC1dEf2' });
    expect(parseTradeUrl('https://steamcommunity.com/tradeoffer/new?token=x9&partner=1')).toEqual({
      partner: '1',
      token: 'x9',
    });
    expect(isTradeUrl(good)).toBe(true);
  });

  it.each([
    ['plain http', 'http://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbC1dEf2'],
    ['another host', 'https://steamcomrnunity.com/tradeoffer/new/?partner=12345678&token=AbC1dEf2'],
    ['a look-alike host', 'https://steamcommunity.com.evil.com/tradeoffer/new/?partner=12345678&token=AbC1dEf2'],
    ['a subdomain', 'https://evil.steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbC1dEf2'],
    ['credentials before the host', 'https://steamcommunity.com@evil.com/tradeoffer/new/?partner=1&token=a'],
    ['user info', 'https://evil@steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbC1dEf2'],
    ['a port', 'https://steamcommunity.com:8443/tradeoffer/new/?partner=12345678&token=AbC1dEf2'],
    ['another path', 'https://steamcommunity.com/tradeoffer/12/?partner=12345678&token=AbC1dEf2'],
    ['no partner', 'https://steamcommunity.com/tradeoffer/new/?token=AbC1dEf2'],
    ['a non-numeric partner', 'https://steamcommunity.com/tradeoffer/new/?partner=12a45&token=AbC1dEf2'],
    ['a negative partner', 'https://steamcommunity.com/tradeoffer/new/?partner=-1&token=AbC1dEf2'],
    ['no token', 'https://steamcommunity.com/tradeoffer/new/?partner=12345678'],
    ['an empty token', 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token='],
    ['a token with symbols', 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=ab-c_d'],
    ['a token with a script', 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=%3Cscript%3E'],
    ['text', 'my trade link'],
    ['nothing', ''],
  ])('rejects %s', (_, text) => {
    expect(parseTradeUrl(text)).toBeUndefined();
    expect(isTradeUrl(text)).toBe(false);
  });
});

describe('accountIdFromSteamId64', () => {
  it('subtracts the individual account base exactly, beyond double precision', () => {
    expect(accountIdFromSteamId64('76561198012345678')).toBe('52079950');
    expect(accountIdFromSteamId64(76561197960265729n)).toBe('1');
    expect(accountIdFromSteamId64('76561197960265728')).toBe('0');
    expect(accountIdFromSteamId64('76561202255233023')).toBe('4294967295');
  });

  it('rejects ids that are not individual 64-bit ids', () => {
    expect(accountIdFromSteamId64('76561197960265727')).toBeUndefined();
    expect(accountIdFromSteamId64('76561202255233024')).toBeUndefined();
    expect(accountIdFromSteamId64('7656119801234567a')).toBeUndefined();
    expect(accountIdFromSteamId64('')).toBeUndefined();
  });
});
