import { describe, expect, it } from 'vitest';
import { formatApiError, formatCartError, formatSupportError } from './errors.ts';
import { httpFailure, jsonFailure, requestFailure } from './testing.ts';

describe('formatApiError (spec §8)', () => {
  it('gives one line per field with a list, the values joined by comma', async () => {
    const error = await jsonFailure({
      email: ['Enter a valid email.', 'Too long.'],
      price_from: ['Expected a number'],
    });
    expect(formatApiError(error)).toEqual(['email: Enter a valid email., Too long.', 'price_from: Expected a number']);
  });

  it('gives a line for a field with a string value', async () => {
    expect(formatApiError(await jsonFailure({ skin_id: 'This skin is already sold.' }))).toEqual([
      'skin_id: This skin is already sold.',
    ]);
  });

  it('ignores values that are neither strings nor lists of strings, and non-strings inside lists', async () => {
    const error = await jsonFailure({
      code: 42,
      nested: { field: ['hidden'] },
      ok: true,
      empty: [],
      mixed: ['Too short.', 3, null, 'Too plain.'],
      name: 'Required.',
    });
    expect(formatApiError(error)).toEqual(['mixed: Too short., Too plain.', 'name: Required.']);
  });

  it('shows a body that is only {detail} as the detail text, not as a field', async () => {
    expect(formatApiError(await jsonFailure({ detail: 'Not found.' }, 404))).toEqual(['Not found.']);
  });

  it('keeps detail, message and msg out of the field lines when real fields are present', async () => {
    const error = await jsonFailure({ detail: 'Invalid input.', email: ['Required.'] });
    expect(formatApiError(error)).toEqual(['email: Required.']);
  });

  it('reads detail before message before msg', async () => {
    expect(formatApiError(await jsonFailure({ msg: 'third', message: 'second', detail: 'first' }))).toEqual(['first']);
    expect(formatApiError(await jsonFailure({ msg: 'third', message: 'second' }))).toEqual(['second']);
    expect(formatApiError(await jsonFailure({ msg: 'third' }))).toEqual(['third']);
  });

  it('skips a summary key whose value is not text', async () => {
    expect(formatApiError(await jsonFailure({ detail: { code: 7 }, message: 'Readable.' }))).toEqual(['Readable.']);
  });

  it('gives one message per string of an array body', async () => {
    expect(formatApiError(await jsonFailure(['Cart is locked.', 7, 'Try again later.']))).toEqual([
      'Cart is locked.',
      'Try again later.',
    ]);
  });

  it("says 'Something went wrong' for an array without strings", async () => {
    expect(formatApiError(await jsonFailure([1, { a: 'b' }]))).toEqual(['Something went wrong']);
  });

  it("says 'Something went wrong' for an empty object", async () => {
    expect(formatApiError(await jsonFailure({}))).toEqual(['Something went wrong']);
  });

  it("says 'Something went wrong' for a body that is not JSON", async () => {
    const error = await httpFailure(502, '<html><body>Bad gateway</body></html>', 'text/html');
    expect(formatApiError(error)).toEqual(['Something went wrong']);
  });

  it("says 'Something went wrong' for an empty body", async () => {
    expect(formatApiError(await httpFailure(500, ''))).toEqual(['Something went wrong']);
  });

  it("says 'Unknown error' when the network fails", async () => {
    const error = await requestFailure(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(formatApiError(error)).toEqual(['Unknown error']);
  });

  it("says 'Unknown error' when the request times out", async () => {
    const neverAnswers: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const error = await requestFailure(neverAnswers);
    expect(error).toHaveProperty('name', 'TimeoutError');
    expect(formatApiError(error)).toEqual(['Unknown error']);
  });

  it("says 'Unknown error' for something that is not an HTTP failure at all", () => {
    expect(formatApiError(new Error('bug'))).toEqual(['Unknown error']);
    expect(formatApiError(undefined)).toEqual(['Unknown error']);
  });
});

describe('formatCartError (spec §8, cart add/remove/clear)', () => {
  it('reads detail, then message', async () => {
    expect(formatCartError(await jsonFailure({ detail: 'Already in cart.', message: 'ignored' }))).toBe(
      'Already in cart.',
    );
    expect(formatCartError(await jsonFailure({ message: 'Skin is reserved.' }))).toBe('Skin is reserved.');
  });

  it("says 'Something went wrong' otherwise, fields included", async () => {
    expect(formatCartError(await jsonFailure({ skin_id: ['Required.'] }))).toBe('Something went wrong');
    expect(formatCartError(await httpFailure(500, 'oops', 'text/plain'))).toBe('Something went wrong');
    expect(formatCartError(new Error('offline'))).toBe('Something went wrong');
  });
});

describe('formatSupportError (spec §8, support failure)', () => {
  it("reads the server's message first, then our server's detail", async () => {
    expect(formatSupportError(await jsonFailure({ message: 'Mailbox full.', detail: 'ignored' }))).toBe(
      'Mailbox full.',
    );
    expect(formatSupportError(await jsonFailure({ detail: 'Too many messages, try again in a minute.' }, 429))).toBe(
      'Too many messages, try again in a minute.',
    );
  });

  it("says 'Something went wrong' otherwise", async () => {
    expect(formatSupportError(await jsonFailure({ email: ['Invalid email'] }))).toBe('Something went wrong');
    expect(formatSupportError(await jsonFailure(['text']))).toBe('Something went wrong');
    expect(formatSupportError(new TypeError('Failed to fetch'))).toBe('Something went wrong');
  });
});
