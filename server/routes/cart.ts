import type { FastifyInstance } from 'fastify';
import { type Cart, cartEndpoints, cartMessages } from '../../contract/cart.ts';
import { storePaths } from '../../contract/store.ts';
import { signedInUser } from '../auth/guards.ts';
import type { Db } from '../db/db.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { currencyOfUser, priceItems, sumMoney } from '../orders/pricing.ts';
import { readSetting } from '../settings/settings.ts';

const refusal = (statusCode: number, detail: string) => Object.assign(new Error(detail), { statusCode });

interface CartRow {
  id: number;
  game: Cart['items'][number]['game'];
  name: string;
  definition_key: string;
  item_float: string | null;
  wear: string | null;
  stickers: { name: string; key: string }[];
  on_sale: boolean;
}

/** The user's cart priced now in their currency; sold or reserved skins stay listed, unavailable, outside the total. */
export async function cartOf(db: Db, userId: number): Promise<Cart> {
  const currency = await currencyOfUser(db, userId);
  const { rows } = await db.query<CartRow>(
    `SELECT items.id, items.game, items.name, items.definition_key, items.item_float::text AS item_float, items.wear,
       items.stickers, items.available AS on_sale
     FROM cart_items JOIN items ON items.id = cart_items.item_id
     WHERE cart_items.user_id = $1 ORDER BY cart_items.added_at, items.id`,
    [userId],
  );
  const prices = await priceItems(
    db,
    rows.map((row) => row.id),
    currency,
  );
  const items = rows.map((row) => ({
    skin_id: row.id,
    name: row.name,
    image_url: `/api/${storePaths.itemImages}${row.definition_key}.svg`,
    item_float: row.item_float,
    wear: row.wear,
    price: prices.get(row.id)?.price ?? 0,
    stickers: row.stickers.map((sticker) => ({
      name: sticker.name,
      image: `/api/${storePaths.stickerImages}${sticker.key}.svg`,
    })),
    game: row.game,
    available: row.on_sale,
  }));
  return {
    items,
    total_quantity: items.length,
    total_price: sumMoney(items.filter((item) => item.available).map((item) => item.price)),
    currency,
  };
}

/** The signed-in user's cart (spec §7): every route works on the caller's own cart only. */
export default async function cartRoutes(app: FastifyInstance) {
  registerEndpoint(app, cartEndpoints.cart, {
    handler: async (request, reply) => {
      reply.headers({ 'cache-control': 'private, no-store' });
      return cartOf(app.db, signedInUser(request).id);
    },
  });

  registerEndpoint(app, cartEndpoints.add, {
    handler: async (request) => {
      const userId = signedInUser(request).id;
      const skinId = request.body.skin_id;
      await app.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ available: boolean; reserved: boolean }>(
          `SELECT available, EXISTS (SELECT 1 FROM reservations WHERE item_id = items.id) AS reserved
           FROM items WHERE id = $1`,
          [skinId],
        );
        const item = rows[0];
        if (!item) throw refusal(404, cartMessages.unknownSkin);
        if (item.reserved) throw refusal(409, cartMessages.reserved);
        if (!item.available) throw refusal(409, cartMessages.unavailable);
        // Locks the user's row: two adds at once cannot both pass the size check.
        await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
        const { rows: counts } = await tx.query<{ count: number }>(
          'SELECT count(*) AS count FROM cart_items WHERE user_id = $1',
          [userId],
        );
        const limit = await readSetting(tx, 'cart_item_limit');
        if ((counts[0]?.count ?? 0) >= limit) throw refusal(409, cartMessages.cartFull);
        const inserted = await tx.query(
          'INSERT INTO cart_items (user_id, item_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING item_id',
          [userId, skinId],
        );
        if (inserted.rows.length === 0) throw refusal(409, cartMessages.alreadyInCart);
      });
      return { message: cartMessages.added };
    },
  });

  registerEndpoint(app, cartEndpoints.remove, {
    handler: async (request) => {
      const { rows } = await app.db.query(
        'DELETE FROM cart_items WHERE user_id = $1 AND item_id = $2 RETURNING item_id',
        [signedInUser(request).id, request.params.id],
      );
      if (rows.length === 0) throw refusal(404, cartMessages.notInCart);
      return { message: cartMessages.removed };
    },
  });

  registerEndpoint(app, cartEndpoints.clear, {
    handler: async (request) => {
      await app.db.query('DELETE FROM cart_items WHERE user_id = $1', [signedInUser(request).id]);
      return { message: cartMessages.cleared };
    },
  });
}
