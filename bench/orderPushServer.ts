import { seedCatalogue } from '#server/catalogue/seed.ts';
import { createShopTestApp, shownPrice, signInBuyer } from '#server/orders/testKit.ts';
import { accountForPersonaName } from '#server/sandbox/steam/accounts.ts';
import { stopOnSignals } from '#server/server.ts';

/**
 * The shop for the order push bench (bench/order-push.bench.ts), in a process of its own so the bench's streams and
 * requests do not share its event loop: `node bench/orderPushServer.ts <buyers>` starts the API (sandbox checkout,
 * sandbox Steam, the order e-mails' outbox; no delivery worker, so an order moves only when the bench moves it) on a
 * fresh database (PGlite in memory, or a schema of its own on the PostgreSQL of DATABASE_URL, dropped on SIGTERM),
 * signs in `<buyers>` sandbox buyers with an e-mail address and a trade link, and prints one line once it listens:
 * `{"origin", "engine", "buyers": [{"authorization", "skinId", "price"}]}`, each buyer with a skin of their own to buy
 * at the price their page shows.
 */
const count = Number(process.argv[2]);
if (!Number.isInteger(count) || count < 1) throw new Error('usage: node bench/orderPushServer.ts <buyers>');

const shop = await createShopTestApp({}, { logLevel: 'silent' });
stopOnSignals(shop.close);
await seedCatalogue(shop.db, { items: count + 50, seed: 26 });
const skins = await shop.availableSkins(count);
if (skins.length < count) throw new Error(`Only ${skins.length} skins on sale for ${count} buyers`);

const buyers = [];
for (const [index, skinId] of skins.entries()) {
  const account = await accountForPersonaName(shop.db, `Bench buyer ${index + 1}`);
  const buyer = await signInBuyer(shop.app, shop.db, account.steam_id);
  // An address, so that every transition queues its e-mail in its transaction, as a real buyer's does.
  await shop.db.query('UPDATE users SET email = $2 WHERE id = $1', [buyer.userId, `bench${index + 1}@example.test`]);
  buyers.push({ authorization: buyer.headers.authorization, skinId, price: await shownPrice(shop.db, buyer, skinId) });
}

await shop.app.listen({ port: 0, host: '127.0.0.1' });
const address = shop.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(JSON.stringify({ origin: `http://127.0.0.1:${port}`, engine: shop.db.engine.kind, buyers }));
