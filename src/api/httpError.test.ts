import { isHTTPError as kyIsHTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { isHTTPError } from './httpError.ts';
import { httpFailure, requestFailure } from './testing.ts';

describe('isHTTPError', () => {
  it('knows what ky knows: an answered failure is one, a network failure or a timeout is not', async () => {
    const failures = [
      await httpFailure(503, '{}'),
      await requestFailure(async () => {
        throw new TypeError('Failed to fetch');
      }),
      await requestFailure(() => new Promise(() => {})),
    ];
    expect(failures.map(isHTTPError)).toEqual([true, false, false]);
    expect(failures.map(isHTTPError)).toEqual(failures.map(kyIsHTTPError));
  });

  it('takes neither another error nor a look-alike object for one', () => {
    expect(isHTTPError(new Error('bug'))).toBe(false);
    expect(isHTTPError({ name: 'HTTPError', response: new Response(null, { status: 500 }) })).toBe(false);
    expect(isHTTPError(undefined)).toBe(false);
  });
});
