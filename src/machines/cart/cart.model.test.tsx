import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect } from 'vitest';
import { mswUrl } from '#api/testing.ts';
import {
  cleanUpApp,
  fakeAccountServer,
  renderApp,
  setSessionFlagCookie,
  stubBrowserForApp,
} from '#app/session/sessionTesting.tsx';
import { cartMessages } from '#contract/cart.ts';
import type { ItemSummary, StoreFilters, StoreSearchAnswer } from '#contract/store.ts';
import { storeEndpoints } from '#contract/store.ts';
import type { SessionAnnouncement } from '#machines/session/session.types.ts';
import { playModel, suiteMockServer } from '#test/modelSuite.ts';
import { cartSkins, fakeCartServer } from './cart.fixtures.ts';
import { cartModel } from './cart.model.ts';

/**
 * The model-based suite: every path through the shopper's view of the cart (cart.model.ts) is played on the
 * whole app at /cs-store (router, header cart, store cards, real session and cart machines, real API client),
 * with the server played by msw and another tab by a BroadcastChannel of the session's name.
 */

const server = suiteMockServer();

const { redline, asiimov } = cartSkins;

function listing(skin: typeof redline): ItemSummary {
  return {
    id: skin.skin_id,
    game: 'csgo',
    name: skin.name,
    image_url: skin.image_url,
    price: skin.price,
    currency: 'EUR',
    item_float: skin.item_float,
    wear: null,
    rarity: null,
    rarity_color: '#eb4b4b',
    phase: null,
    stickers: [],
    hold_until: null,
    stattrak: false,
    souvenir: false,
    rare: false,
    name_tag: null,
    hero: null,
    type: null,
    quality: null,
  };
}

const facets: StoreFilters = {
  game: 'csgo',
  sorts: ['lowest_price', 'highest_price'],
  hold: [],
  exteriors: [],
  phases: [],
  tournaments: [],
  rarities: [],
  types: [],
  heroes: [],
  slots: [],
  qualities: [],
};

const storePage: StoreSearchAnswer = {
  items: [listing(redline), listing(asiimov)],
  total: 2,
  total_exact: true,
  page: 1,
  page_size: 24,
  currency: 'EUR',
};

let account: ReturnType<typeof fakeAccountServer>;
let cartServer: ReturnType<typeof fakeCartServer>;
let otherTab: BroadcastChannel;
let app: ReturnType<typeof renderApp> | undefined;

beforeEach(() => {
  account = fakeAccountServer();
  cartServer = fakeCartServer([redline, asiimov]);
  server.use(...account.handlers);
  server.use(
    ...cartServer.handlers,
    http.get(mswUrl(storeEndpoints.filters), () => HttpResponse.json(facets)),
    http.get(mswUrl(storeEndpoints.search), () => HttpResponse.json(storePage)),
  );
  otherTab = new BroadcastChannel('session_cs_skins');
  setSessionFlagCookie(false);
  stubBrowserForApp();
});

afterEach(() => {
  cleanUpApp(app?.stop);
  otherTab.close();
});

const card = (skin: typeof redline) => screen.getByRole('article', { name: skin.name });
const cardButton = (skin: typeof redline, name: 'Add to cart' | 'In cart') =>
  within(card(skin)).findByRole('button', { name });
const headerCart = () => screen.queryByRole('button', { name: /^Shopping cart/ });

async function expectCardSays(skin: typeof redline, name: 'Add to cart' | 'In cart') {
  // Not pending: the change and the reload after it are over.
  await waitFor(() => expect(within(card(skin)).getByRole('button', { name }).dataset.pending).toBeUndefined());
}

async function expectHeaderCount(count: number) {
  const label = count === 0 ? 'Shopping cart' : `Shopping cart, ${count} item${count === 1 ? '' : 's'}`;
  await waitFor(() => expect(headerCart()?.getAttribute('aria-label')).toBe(label));
}

/** Opens the header dropdown, hands it to `check`, and closes it with Escape. */
async function inDropdown(user: UserEvent, check: (dropdown: HTMLElement) => Promise<void>) {
  await user.click(headerCart() as HTMLElement);
  const dropdown = await screen.findByRole('dialog', { name: 'Shopping Cart' });
  await check(dropdown);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Shopping Cart' })).toBeNull());
}

describe('cart, model-based', () => {
  playModel(cartModel, {
    timeout: 30_000,
    async open(user) {
      app = renderApp('/cs-store');
      // The first path also loads the pages' code, which takes longer than a usual wait.
      await screen.findByRole('article', { name: redline.name }, { timeout: 5_000 });

      return {
        events: {
          'user.add': async () => {
            await user.click(await cardButton(redline, 'Add to cart'));
          },
          'user.addTwoAtOnce': async () => {
            const release = cartServer.hold();
            await user.click(await cardButton(redline, 'Add to cart'));
            await waitFor(() => expect(card(redline).getAttribute('aria-busy')).toBe('true'));
            await user.click(await cardButton(asiimov, 'Add to cart'));
            await screen.findByText(`Please wait until ${redline.name} is updated in your cart`);
            release();
          },
          'user.removeFromCard': async () => {
            await user.click(await cardButton(redline, 'In cart'));
          },
          'user.removeFromWidget': async () => {
            await user.click(headerCart() as HTMLElement);
            const dropdown = await screen.findByRole('dialog', { name: 'Shopping Cart' });
            await user.click(within(dropdown).getByRole('button', { name: `Remove ${redline.name}` }));
            // The dropdown stays open and follows the cart: the row goes, the empty-cart text comes.
            await within(dropdown).findByText('Your cart is empty');
            await user.keyboard('{Escape}');
          },
          'server.refuseAdd': async () => {
            cartServer.state.refuseNext = cartMessages.reserved;
            await user.click(await cardButton(redline, 'Add to cart'));
          },
          'otherTab.signIn': async () => {
            account.state.hasSession = true;
            setSessionFlagCookie(true);
            otherTab.postMessage({ type: 'signedIn' } satisfies SessionAnnouncement);
          },
          'otherTab.logout': async () => {
            account.state.hasSession = false;
            account.state.validToken = null;
            setSessionFlagCookie(false);
            otherTab.postMessage({ type: 'signedOut' } satisfies SessionAnnouncement);
          },
        },
        states: {
          visitor: async () => {
            await expectCardSays(redline, 'Add to cart');
            expect(headerCart()).toBeNull();
          },
          visitorRefused: async () => {
            await screen.findByText('You need to login first');
            await expectCardSays(redline, 'Add to cart');
            expect(cartServer.state.changes).toBe(0);
          },
          empty: async () => {
            await expectHeaderCount(0);
            await inDropdown(user, async (dropdown) => {
              await within(dropdown).findByText('Your cart is empty');
            });
            await expectCardSays(redline, 'Add to cart');
          },
          oneInCart: async () => {
            await screen.findByText('Skin added to cart');
            await expectCardSays(redline, 'In cart');
            await expectHeaderCount(1);
            await inDropdown(user, async (dropdown) => {
              await within(dropdown).findByText(redline.name);
              within(dropdown).getByText('1 item');
              expect(within(dropdown).getAllByText('34.87 EUR')).toHaveLength(2);
              expect(within(dropdown).getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/cart');
            });
          },
          secondRefused: async () => {
            await expectCardSays(redline, 'In cart');
            await expectCardSays(asiimov, 'Add to cart');
            await expectHeaderCount(1);
            expect(cartServer.state.skinIds).toEqual([redline.skin_id]);
          },
          addRefused: async () => {
            await screen.findByText('This skin is reserved by another buyer');
            await expectCardSays(redline, 'Add to cart');
            await expectHeaderCount(0);
          },
          removed: async () => {
            await screen.findByText('Skin removed from cart');
            await expectCardSays(redline, 'Add to cart');
            await expectHeaderCount(0);
            expect(cartServer.state.skinIds).toEqual([]);
          },
          signedOutWithItem: async () => {
            await waitFor(() => expect(headerCart()).toBeNull());
            await expectCardSays(redline, 'Add to cart');
          },
          signedInAgain: async () => {
            await expectHeaderCount(1);
            await expectCardSays(redline, 'In cart');
          },
        },
      };
    },
  });
});
