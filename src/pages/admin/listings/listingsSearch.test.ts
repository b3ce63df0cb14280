import { defaultParseSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adminListingListQuerySchema } from '#contract/admin/listings.ts';
import { listingsQueryOf, listingsSearchSchema } from './listingsSearch.ts';

const parse = (search: unknown) => v.parse(listingsSearchSchema, search);
const defaults = { page: 1, sort: 'newest' };

describe('the listings page’s search parameters', () => {
  it('keep every good value, through the address bar, and make a query the server accepts', () => {
    const search = {
      page: 2,
      sort: 'price_desc',
      game: ['csgo', 'rust'],
      bot: ['skinsbot_one', 'bot.two'],
      state: ['unpriced', 'needs_attention'],
      q: 'ak red',
    };
    expect(parse(search)).toEqual(search);
    expect(
      parse(
        defaultParseSearch(
          '?page=2&sort=price_desc&game=%5B%22csgo%22%2C%22rust%22%5D&bot=%5B%22skinsbot_one%22%2C%22bot.two%22%5D' +
            '&state=%5B%22unpriced%22%2C%22needs_attention%22%5D&q=ak%20red',
        ),
      ),
    ).toEqual(search);
    expect(adminListingListQuerySchema.parse(listingsQueryOf(parse(search), 'AUD'))).toEqual({
      ...search,
      page_size: 25,
      currency: 'AUD',
    });
  });

  it('drop each bad value on its own and keep the good ones', () => {
    expect(
      parse({ page: 0, sort: 'cheapest', state: ['lost', 'sold'], bot: ['bad name!', 'skinsbot_one'], q: '   ' }),
    ).toEqual({ ...defaults, state: ['sold'], bot: ['skinsbot_one'] });
    expect(parse({ game: 'minecraft', state: 'on_sale', q: 'x'.repeat(101) })).toEqual({
      ...defaults,
      state: ['on_sale'],
    });
  });
});
