import AxeBuilder from '@axe-core/playwright';
import { adminOrderEndpoints } from '#contract/admin/orders.ts';
import { adminSupportEndpoints } from '#contract/admin/support.ts';
import { adminUserEndpoints } from '#contract/admin/users.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { supportEndpoints } from '#contract/lists.ts';
import { adminLoginPath, signInAsAdmin } from './support/admin.ts';
import {
  addToCart,
  agreeBeforeBuying,
  aSkinOnSale,
  buyButton,
  onSandboxCheckout,
  shopperAtCart,
} from './support/checkout.ts';
import { rawMessageIds } from './support/messageIds.ts';
import {
  completeProfile,
  freshAccount,
  profileDialog,
  signInOnSandbox,
  userMenu,
  watchAuthorization,
} from './support/steamSandbox.ts';
import { type Browser, expect, type Page, test } from './support/test.ts';

/**
 * axe (WCAG 2.0/2.1 A and AA) on every page of the app in English: as a visitor, as a signed-in shopper and as an
 * admin, one browser per role, the pages visited one after the other. No serious or critical violation may remain,
 * and no text or label may be a message's id instead of its words. The three roles run side by side (workers allowing),
 * each role's pages in order.
 */

test.describe.configure({ mode: 'parallel' });

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The page as it stands, once its content (not its skeletons) is on screen; a message shown as its id fails it too. */
async function expectNoSeriousViolations(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await rawMessageIds(page)).toEqual([]);
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, help, nodes }) => ({ id, help, where: nodes.map((node) => node.target.join(' ')) }));
  expect(serious).toEqual([]);
}

/** Opens `path` and waits for its main heading. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

const publicPages = {
  home: '/',
  'CS2 store': '/cs-store',
  'Dota 2 store': '/dota-store',
  'Rust store': '/rust-store',
  FAQ: '/faq',
  'how it works': '/how-it-works',
  reviews: '/reviews',
  terms: '/terms',
  'privacy policy': '/policy',
  cart: '/cart',
  'not found': '/no-such-page',
};

const products = { 'CS2 product': 'csgo', 'Dota 2 product': 'dota2', 'Rust product': 'rust' } as const;
const productPaths = { csgo: '/cs-product', dota2: '/dota-product', rust: '/rust-product' } as const;

/** One browser for the role, kept for its tests. */
function oneBrowserPerRole() {
  // Filled before the role's first test.
  const role = {} as { page: Page };
  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    role.page = await (await browser.newContext()).newPage();
  });
  test.afterAll(async () => {
    await role.page.context().close();
  });
  return role;
}

function publicPagesAndProducts(role: { page: Page }) {
  for (const [name, path] of Object.entries(publicPages)) {
    test(`the ${name} page`, async () => {
      await visit(role.page, path);
      await expectNoSeriousViolations(role.page);
    });
  }
  for (const [name, game] of Object.entries(products)) {
    test(`a ${name} page`, async () => {
      const skin = await aSkinOnSale(role.page.request, game);
      await visit(role.page, `${productPaths[game]}/${skin.id}`);
      await expectNoSeriousViolations(role.page);
    });
  }
}

test.describe('as a visitor', () => {
  test.describe.configure({ mode: 'serial' });
  const role = oneBrowserPerRole();
  publicPagesAndProducts(role);
  test('the hidden admin sign-in page', async () => {
    await visit(role.page, adminLoginPath);
    await expectNoSeriousViolations(role.page);
  });
});

test.describe('as a signed-in shopper', () => {
  test.describe.configure({ mode: 'serial' });
  const role = oneBrowserPerRole();
  const account = freshAccount('Accessible Ada');
  let authorization: () => string;

  test("the first sign-in's profile dialog", async () => {
    authorization = watchAuthorization(role.page);
    await signInOnSandbox(role.page, account);
    await expect(profileDialog(role.page)).toBeVisible();
    await expectNoSeriousViolations(role.page);
    await completeProfile(role.page, account);
    await expect(userMenu(role.page, account)).toBeVisible();
  });

  publicPagesAndProducts(role);

  for (const tab of ['settings', 'orders', 'purchases']) {
    test(`the profile's ${tab} tab`, async () => {
      await visit(role.page, `/profile?tab=${tab}`);
      await expectNoSeriousViolations(role.page);
    });
  }

  test('the cart with an item, then the payment page after paying', async () => {
    await addToCart(role.page.request, authorization(), (await aSkinOnSale(role.page.request, 'rust')).id);
    await visit(role.page, '/cart');
    await expectNoSeriousViolations(role.page);
    await agreeBeforeBuying(role.page);
    await buyButton(role.page).click();
    const checkout = await onSandboxCheckout(role.page);
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await role.page.waitForURL(/\/payment\/\d+\?outcome=paid$/);
    await expect(role.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(role.page);
  });

  test("the order's own page", async () => {
    await visit(role.page, '/profile?tab=orders');
    await role.page
      .getByRole('main')
      .getByRole('link', { name: /^Order #\d+/ })
      .first()
      .click();
    await expect(role.page).toHaveURL(/\/profile\/orders\/\d+$/);
    await expect(role.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(role.page);
  });
});

test.describe('as an admin', () => {
  test.describe.configure({ mode: 'serial' });
  const role = oneBrowserPerRole();
  let authorization: () => string;
  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    authorization = watchAuthorization(role.page);
    await signInAsAdmin(role.page);
    // A support ticket and an order of the role's own, so the support and order pages have one to show whatever
    // the other roles (running beside it) have done by then.
    const sent = await role.page.request.post(`/api/${endpointPath(supportEndpoints.contactForm)}`, {
      data: { email: 'ada@example.com', full_name: 'Accessible Ada', message: 'Is there a Rust sale soon?' },
    });
    expect(sent.ok()).toBe(true);
    const shopper = await (await browser.newContext()).newPage();
    await shopperAtCart(shopper, 'Accessible Abel', (await aSkinOnSale(shopper.request, 'rust')).id);
    await buyButton(shopper).click();
    await onSandboxCheckout(shopper);
    await shopper.context().close();
  });

  const adminPages = {
    dashboard: '/profile/admin',
    'dashboard over a year': '/profile/admin?period=range&from=2025-12-01&to=2026-11-30',
    orders: '/profile/admin/all-orders',
    users: '/profile/admin/all-users-info',
    'user editing': '/profile/admin/all-users-edit',
    'support center': '/profile/admin/all-support',
    'review moderation': '/profile/admin/reviews',
    'create user': '/profile/admin/create-user',
    'create order': '/profile/admin/create-order',
    settings: '/profile/admin/settings',
  };
  for (const [name, path] of Object.entries(adminPages)) {
    test(`the admin ${name} page`, async () => {
      await visit(role.page, path);
      await expectNoSeriousViolations(role.page);
    });
  }

  /** The id of the first row the admin list at `path` answers. */
  async function firstId(path: string): Promise<number> {
    const answer = await role.page.request.get(`/api/${path}`, { headers: { authorization: authorization() } });
    expect(answer.ok()).toBe(true);
    const [first] = ((await answer.json()) as { results: { id: number }[] }).results;
    if (!first) throw new Error(`${path} lists nothing`);
    return first.id;
  }

  const details = {
    order: { list: endpointPath(adminOrderEndpoints.list), page: '/profile/admin/all-orders' },
    user: { list: endpointPath(adminUserEndpoints.list), page: '/profile/admin/all-users-info' },
    "user's editing": { list: endpointPath(adminUserEndpoints.list), page: '/profile/admin/all-users-edit' },
    'support ticket': { list: endpointPath(adminSupportEndpoints.list), page: '/profile/admin/all-support' },
  };
  for (const [name, { list, page }] of Object.entries(details)) {
    test(`the admin page of one ${name}`, async () => {
      await visit(role.page, `${page}/${await firstId(list)}`);
      await expectNoSeriousViolations(role.page);
    });
  }
});
