import { defaultParseSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adminOrderListQuerySchema } from '#contract/admin/orders.ts';
import { usersSearchSchema } from '../backoffice/usersSearch.ts';
import { adminOrdersSearchSchema } from '../orders/adminOrdersSearch.ts';

/** The orders list uses every kind of value the back-office lists keep in their URL. */
const parseOrders = (search: unknown) => v.parse(adminOrdersSearchSchema, search);
const defaults = { page: 1, sort: 'newest' };

describe('the back-office lists’ search parameters', () => {
  it('keep every good value, and survive the trip through the address bar', () => {
    const search = {
      page: 3,
      sort: 'total_asc',
      status: ['paid', 'refunded'],
      game: ['csgo'],
      gateway: ['1', '12'],
      buyer: 'Hana',
      code: 'K7QX',
      created_from: '2024-02-29',
      created_to: '2024-03-31',
      total_min: 0,
      total_max: 99.5,
    };
    expect(parseOrders(search)).toEqual(search);
    expect(
      parseOrders(
        defaultParseSearch(
          '?page=3&sort=total_asc&status=%5B%22paid%22%2C%22refunded%22%5D&game=csgo&gateway=%5B1%2C12%5D&buyer=Hana' +
            '&code=K7QX&created_from=2024-02-29&created_to=2024-03-31&total_min=0&total_max=99.5',
        ),
      ),
    ).toEqual(search);
  });

  it('fall back to the first page and the default sort when absent', () => {
    expect(parseOrders({})).toEqual(defaults);
  });

  it.each([0, -1, 1.5, 100_001, '2', null, [2]])('read page %j as the first page', (page) => {
    expect(parseOrders({ page })).toEqual(defaults);
  });

  it.each(['NEWEST', 'price', 3, ['oldest']])('read sort %j as the default sort', (sort) => {
    expect(parseOrders({ sort })).toEqual(defaults);
  });

  it('read one value alone as a list of one, keeping known entries once and dropping the others', () => {
    expect(parseOrders({ status: 'paid', game: ['rust', 'minecraft', 'rust', 7] })).toEqual({
      ...defaults,
      status: ['paid'],
      game: ['rust'],
    });
  });

  it.each([[['unknown']], [[]], ['PAID'], [{ paid: true }], [[['paid']]], [['paid', Number.POSITIVE_INFINITY]]])(
    'drop the status list %j',
    (status) => {
      expect(parseOrders({ status })).toEqual(defaults);
    },
  );

  it('keep the ids written plainly, up to nine digits', () => {
    expect(parseOrders({ gateway: [1, '012', '0', '-3', '1e3', '999999999', '1000000000', 1] })).toEqual({
      ...defaults,
      gateway: ['1', '999999999'],
    });
  });

  it('trim the typed text, and drop it when blank or too long', () => {
    expect(parseOrders({ buyer: '  Hana ', code: '   ' })).toEqual({ ...defaults, buyer: 'Hana' });
    expect(parseOrders({ buyer: 'x'.repeat(101), code: 'x'.repeat(21) })).toEqual(defaults);
    expect(parseOrders({ buyer: 'x'.repeat(100), code: 'x'.repeat(20) })).toEqual({
      ...defaults,
      buyer: 'x'.repeat(100),
      code: 'x'.repeat(20),
    });
    expect(parseOrders({ buyer: 7, code: ['K7QX'] })).toEqual(defaults);
  });

  it.each(['2023-02-29', '2024-04-31', '2024-13-01', '2024-00-10', '2024-01-00', '2024-1-01', '24-01-01', 20240101])(
    'drop the day %j',
    (day) => {
      expect(parseOrders({ created_from: day, created_to: day })).toEqual(defaults);
    },
  );

  it('keep exactly the days the server’s query accepts', () => {
    const serverReads = adminOrderListQuerySchema.shape.created_from;
    for (const year of ['0000', '0004', '1900', '2000', '2023', '2024', '2100', '2400', '9999']) {
      for (let month = 0; month <= 13; month++) {
        for (let dayOfMonth = 0; dayOfMonth <= 32; dayOfMonth++) {
          const day = `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
          const kept = parseOrders({ created_from: day }).created_from === day;
          expect({ day, kept }).toEqual({ day, kept: serverReads.safeParse(day).success });
        }
      }
    }
  });

  it.each([-0.01, 100_000_000.01, '5', Number.POSITIVE_INFINITY, null])('drop the amount %j', (amount) => {
    expect(parseOrders({ total_min: amount, total_max: amount })).toEqual(defaults);
  });

  it('drop each bad value on its own and keep the good ones', () => {
    expect(
      parseOrders({
        page: 0,
        sort: 'oldest',
        status: ['nope'],
        game: 'dota2',
        buyer: ' ',
        total_min: -1,
        total_max: 5,
      }),
    ).toEqual({ page: 1, sort: 'oldest', game: ['dota2'], total_max: 5 });
  });

  it.each(['true', 'false'])('keep the yes-or-no filter %s as written', (flag) => {
    expect(v.parse(usersSearchSchema, { admin: flag })).toEqual({ page: 1, sort: 'joined_desc', admin: flag });
  });

  it.each([true, 'yes', 1, ['true']])('drop the yes-or-no filter %j', (flag) => {
    expect(v.parse(usersSearchSchema, { banned: flag })).toEqual({ page: 1, sort: 'joined_desc' });
  });
});
