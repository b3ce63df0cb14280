import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mswUrl } from '#api/testing.ts';
import { StoryRouter } from '#app/StoryRouter.tsx';
import {
  type AdminBuyer,
  type AdminCreatedOrder,
  type AdminCreateOrderBody,
  adminOrderEndpoints,
} from '#contract/admin/orders.ts';
import type { CartItem } from '#contract/cart.ts';
import { listEndpoints } from '#contract/lists.ts';
import { type ItemSummary, itemSummarySchema, type StoreSearchAnswer, storeEndpoints } from '#contract/store.ts';
import { cartSkins } from '#machines/cart/cart.fixtures.ts';
import { CreateOrderPage } from './CreateOrderPage.tsx';

/** A listing as the store search answers it (contract/store.ts), made from the cart's fixture skins. */
const listing = (skin: CartItem, extra: Partial<ItemSummary> = {}): ItemSummary =>
  itemSummarySchema.parse({
    id: skin.skin_id,
    game: skin.game,
    name: skin.name,
    image_url: skin.image_url,
    price: skin.price,
    currency: 'EUR',
    item_float: skin.item_float,
    wear: skin.wear,
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
    ...extra,
  });

const redline = listing(cartSkins.redline);
const asiimov = listing(cartSkins.asiimov);
const listings = [redline, asiimov, listing(cartSkins.waterElemental)];

const camille: AdminBuyer = {
  id: 3,
  name: 'Camille Dubois',
  steam_id: '76561198000000002',
  email: 'camille@example.com',
  avatar: null,
  currency: 'EUR',
  has_trade_link: true,
};
const noLink: AdminBuyer = {
  ...camille,
  id: 4,
  name: 'Camilo Reyes',
  steam_id: '76561198000000003',
  has_trade_link: false,
};

/** The buyers endpoint: users whose name starts with the typed text, as the server matches them. */
const buyersAnswer = (buyers: readonly AdminBuyer[]) =>
  http.get(mswUrl(adminOrderEndpoints.buyers), ({ request }) => {
    const text = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
    return HttpResponse.json(buyers.filter((buyer) => buyer.name.toLowerCase().startsWith(text)));
  });

/** The store search: listings holding every typed word, in the requested currency. */
const storeAnswer = (items: readonly ItemSummary[]) =>
  http.get(mswUrl(storeEndpoints.search), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const words = (query.get('search') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const found = items.filter((item) => words.every((word) => item.name.toLowerCase().includes(word)));
    return HttpResponse.json({
      items: found,
      total: found.length,
      total_exact: true,
      page: 1,
      page_size: 12,
      currency: camille.currency,
    } satisfies StoreSearchAnswer);
  });

/** Order creation as the server answers it: a checkout link only for the `checkout_link` way. */
const createAnswer = http.post(mswUrl(adminOrderEndpoints.create), async ({ request }) => {
  const body = (await request.json()) as AdminCreateOrderBody;
  const withLink = body.payment === 'checkout_link';
  return HttpResponse.json(
    {
      order_id: 42,
      code: 'Q8RT-51KM',
      status: withLink ? 'awaiting_payment' : 'paid',
      total: 34.87,
      currency: 'EUR',
      checkout_url: withLink ? 'https://pay.skinsmarket.example/checkout/cs_42' : null,
      message: 'The order was created.',
    } satisfies AdminCreatedOrder,
    { status: 201 },
  );
});

const meta = {
  title: 'Back-office/Create order',
  component: CreateOrderPage,
  // The created order is linked through the router.
  decorators: [(Story) => <StoryRouter path="/profile/admin/create-order">{Story()}</StoryRouter>],
  beforeEach: ({ msw }) => {
    msw.use(
      buyersAnswer([camille, noLink]),
      storeAnswer(listings),
      createAnswer,
      http.get(mswUrl(listEndpoints.paymentGateways), () =>
        HttpResponse.json([
          { id: 1, method_name: 'Bank card', image: '/api/static/images/gateways/card.svg' },
          { id: 2, method_name: 'SEPA', image: '/api/static/images/gateways/sepa.svg' },
        ]),
      ),
    );
  },
} satisfies Meta<typeof CreateOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user's options open in a popover outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function pickUser(canvasElement: HTMLElement, typed: string, option: RegExp, label = 'User') {
  await userEvent.type(within(canvasElement).getByRole('combobox', { name: label }), typed);
  await userEvent.click(await page(canvasElement).findByRole('option', { name: option }));
}

async function addSkin(canvasElement: HTMLElement, skin: ItemSummary, action = 'Add') {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: `${action} ${skin.name}` }));
}

const createButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Create the order' });

export const NoUserPicked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'User' })).toHaveValue('');
    await expect(canvas.getByText('No skin picked yet.')).toBeVisible();
    await expect(createButton(canvasElement)).toBeDisabled();
  },
};

export const UserSearch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'User' }), 'cam');
    const options = within(await page(canvasElement).findByRole('listbox'));
    const camille = await options.findByRole('option', { name: /Camille Dubois · 76561198000000002/ });
    // Once the list is shown beside the field: it is in the page a moment before.
    await waitFor(() => expect(camille).toBeVisible());
    // Said before picking: this one could not receive the skins.
    await expect(options.getByRole('option', { name: /Camilo Reyes .* no trade link/ })).toBeVisible();
    // Leaving the field closes the list: while open, the rest of the page is hidden from assistive technology.
    await userEvent.tab();
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(within(canvasElement).getByRole('combobox', { name: 'User' })).toHaveValue('cam');
  },
};

export const UserWithoutTradeLink: Story = {
  play: async ({ canvasElement }) => {
    await pickUser(canvasElement, 'camilo', /Camilo Reyes/);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This user has no valid Steam trade link: the order cannot be delivered.',
    );
  },
};

export const SkinsFoundAndPicked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickUser(canvasElement, 'cam', /Camille Dubois/);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Skin' }), 'redline');
    await waitFor(() => expect(canvas.queryByRole('button', { name: `Add ${asiimov.name}` })).toBeNull());
    // Each result shows its picture, float and price.
    const result = (await canvas.findByRole('button', { name: `Add ${redline.name}` })).closest('li');
    await expect(result).not.toBeNull();
    const row = within(result as HTMLElement);
    await expect(row.getByText('0.251234')).toBeVisible();
    await expect(row.getByText(/34\.87/)).toBeVisible();
    await expect((result as HTMLElement).querySelector('img')).toHaveAttribute('src', redline.image_url);

    await addSkin(canvasElement, redline);
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Skin' }));
    await addSkin(canvasElement, asiimov);
    await expect(canvas.getByRole('button', { name: `Added ${redline.name}` })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `Remove ${asiimov.name}` })).toBeVisible();
    await expect(canvas.getByText(/^Total/)).toHaveTextContent(/113\.27/);
    await expect(createButton(canvasElement)).toBeEnabled();
  },
};

export const LowerPriceNeedsAReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickUser(canvasElement, 'cam', /Camille Dubois/);
    await addSkin(canvasElement, redline);
    const price = canvas.getByRole('textbox', { name: 'Price' });
    await userEvent.clear(price);
    await userEvent.type(price, '30{Tab}');
    await expect(canvas.getByText(/^Total/)).toHaveTextContent(/30\.00/);
    const reason = canvas.getByRole('textbox', { name: /Why is the price lowered\?/ });
    await userEvent.click(createButton(canvasElement));
    await expect(reason).toHaveAccessibleDescription('Give a reason of at least 3 characters');
  },
};

export const PaidOutsideCreated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickUser(canvasElement, 'cam', /Camille Dubois/);
    await addSkin(canvasElement, redline);
    await expect(canvas.getByRole('radio', { name: /Paid outside the site/ })).toBeChecked();
    await userEvent.click(createButton(canvasElement));
    const created = within(await canvas.findByRole('status'));
    await expect(created.getByRole('link', { name: 'Order #42 (Q8RT-51KM)' })).toHaveAttribute(
      'href',
      '/profile/admin/all-orders/42',
    );
    await expect(created.queryByText('Checkout link to pass on:')).toBeNull();
    // The form is ready for the next order.
    await expect(canvas.getByText('No skin picked yet.')).toBeVisible();
  },
};

export const CheckoutLinkCreated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickUser(canvasElement, 'cam', /Camille Dubois/);
    await addSkin(canvasElement, redline);
    await userEvent.click(canvas.getByRole('radio', { name: /Send a checkout link/ }));
    await expect(canvas.getByRole('button', { name: /Payment method of the link/ })).toBeVisible();
    await userEvent.click(createButton(canvasElement));
    const created = await canvas.findByRole('status');
    await expect(created).toHaveTextContent('Checkout link to pass on: https://pay.skinsmarket.example/checkout/cs_42');
  },
};

export const Creating: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(mswUrl(adminOrderEndpoints.create), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickUser(canvasElement, 'cam', /Camille Dubois/);
    await addSkin(canvasElement, redline);
    await userEvent.click(createButton(canvasElement));
    // In flight: the controls are locked so nothing changes under the request.
    await expect(canvas.getByRole('button', { name: `Remove ${redline.name}` })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /Send a checkout link/ })).toBeDisabled();
  },
};

export const SkinJustSold: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(mswUrl(adminOrderEndpoints.create), () =>
        HttpResponse.json({ detail: 'AK-47 | Redline (Field-Tested) was just sold.' }, { status: 409 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickUser(canvasElement, 'cam', /Camille Dubois/);
    await addSkin(canvasElement, redline);
    await userEvent.click(createButton(canvasElement));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('AK-47 | Redline (Field-Tested) was just sold.');
    // Nothing was created and the pick stays, to change it and try again.
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByRole('button', { name: `Remove ${redline.name}` })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Créer une commande', level: 1 })).toBeVisible();
    await pickUser(canvasElement, 'cam', /Camille Dubois/, 'Utilisateur');
    await addSkin(canvasElement, redline, 'Ajouter');
    await expect(canvas.getByRole('button', { name: `Ajouté ${redline.name}` })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Créer la commande' })).toBeEnabled();
    await expect(canvas.getByText(/^Total/)).toHaveTextContent(/34,87/);
  },
};

const longName =
  'StatTrak™ M4A1-S | Printstream (Factory New) with four Katowice 2014 holographic stickers and a name tag';

export const LongNames: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      buyersAnswer([{ ...camille, name: 'Camille-Alexandrine de la Roche-Beaumont-Villeneuve (trading desk)' }]),
      storeAnswer([listing(cartSkins.redline, { name: longName })]),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickUser(canvasElement, 'cam', /Camille-Alexandrine/);
    await userEvent.click(await canvas.findByRole('button', { name: `Add ${longName}` }));
    await expect(canvas.getByRole('button', { name: `Remove ${longName}` })).toBeVisible();
  },
};
