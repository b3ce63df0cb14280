import type { Country } from '#contract/lists.ts';

/**
 * ISO 3166-1 alpha-2 codes that name no country: the exceptionally reserved ones (Ascension, the EU,
 * the UN…) that the Unicode region data also knows. User-assigned codes (AA, QM-QZ, XA-XZ, ZZ) are
 * excluded by range below, and deprecated codes (DD, SU, YU…) because they are aliases of current ones.
 */
const exceptionallyReserved = new Set(['AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'IC', 'TA', 'UN']);
const isUserAssigned = (code: string) => code === 'AA' || code === 'ZZ' || /^(Q[M-Z]|X[A-Z])$/.test(code);

/** Every country with its English name, from the runtime's Unicode data rather than a hand-typed list. */
function listCountries(): Country[] {
  const englishNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const letters = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));
  const result: Country[] = [];
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      if (exceptionallyReserved.has(code) || isUserAssigned(code)) continue;
      const name = englishNames.of(code);
      const isCurrentCode = new Intl.Locale(`und-${code}`).region === code;
      if (name && isCurrentCode) result.push({ code, name });
    }
  }
  return result.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export const countries: Country[] = listCountries();
