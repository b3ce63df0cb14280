export interface TradeOffer {
  partner: string;
  token: string;
}

const tradeOfferHost = 'steamcommunity.com';
const tradeOfferPath = '/tradeoffer/new/';
const partnerPattern = /^\d+$/;
const tokenPattern = /^[A-Za-z0-9]+$/;

/**
 * A Steam trade offer URL (spec §5: https, a numeric `partner`, an alphanumeric `token`), read
 * from the parsed URL rather than a regular expression over the text, so look-alike hosts
 * (steamcommunity.com.evil.com, user@host tricks) cannot pass. Undefined when it is not one.
 */
export function parseTradeUrl(text: string): TradeOffer | undefined {
  const url = parseUrl(text.trim());
  if (!url) return undefined;
  if (url.protocol !== 'https:' || url.hostname !== tradeOfferHost || url.port !== '') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  if (url.pathname !== tradeOfferPath && url.pathname !== tradeOfferPath.slice(0, -1)) return undefined;
  const partner = url.searchParams.get('partner') ?? '';
  const token = url.searchParams.get('token') ?? '';
  if (!partnerPattern.test(partner) || !tokenPattern.test(token)) return undefined;
  return { partner, token };
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

export function isTradeUrl(text: string): boolean {
  return parseTradeUrl(text) !== undefined;
}

/** Steam's offset between a 64-bit individual account id and its 32-bit account id. */
const steamId64Base = 76561197960265728n;
const accountIdLimit = 2n ** 32n;

/**
 * The 32-bit account id (the trade URL's `partner`) of a 64-bit Steam id. BigInt, because a
 * 17-digit id does not fit in a double. Undefined for anything that is not an individual account.
 */
export function accountIdFromSteamId64(steamId64: string | bigint): string | undefined {
  if (typeof steamId64 === 'string' && !partnerPattern.test(steamId64)) return undefined;
  const accountId = BigInt(steamId64) - steamId64Base;
  if (accountId < 0n || accountId >= accountIdLimit) return undefined;
  return accountId.toString();
}
