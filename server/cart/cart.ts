import type { Cart, cartMessages } from '#contract/cart.ts';
import { listingPictureUrl, stickerPictureUrl } from '../catalogue/items.ts';
import type { Db } from '../db/db.ts';
import { currencyOfUser, priceItems, sumMoney } from '../pricing/pricing.ts';
import { readSetting } from '../settings/settings.ts';

interface CartRow {
  id: number;
  game: Cart['items'][number]['game'];
  name: string;
  definition_key: string;
  icon_url: string | null;
  item_float: string | null;
  wear: string | null;
  stickers: { name: string; key: string; image?: string }[];
  on_sale: boolean;
}

/** The user's cart priced now in their currency; sold or reserved skins stay listed, unavailable, outside the total. */
export async function cartOf(db: Db, userId: number): Promise<Cart> {
  const currency = await currencyOfUser(db, userId);
  const { rows } = await db.query<CartRow>(
    `SELECT items.id, items.game, items.name, items.definition_key, items.icon_url, items.item_float::text AS item_float, items.wear,
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
    image_url: listingPictureUrl(row),
    item_float: row.item_float,
    wear: row.wear,
    price: prices.get(row.id)?.price ?? 0,
    stickers: row.stickers.map((sticker) => ({ name: sticker.name, image: stickerPictureUrl(sticker) })),
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

/** Why the cart did not change, as a key of `cartMessages`. */
export type CartRefusal = Extract<
  keyof typeof cartMessages,
  'unknownSkin' | 'reserved' | 'unavailable' | 'cartFull' | 'alreadyInCart' | 'notInCart'
>;

/** Adds a listed, unreserved skin to the user's cart, which holds at most the shop's cart item limit (a setting). */
export async function addToCart(db: Db, userId: number, skinId: number): Promise<CartRefusal | undefined> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ available: boolean; reserved: boolean }>(
      `SELECT available, EXISTS (SELECT 1 FROM reservations WHERE item_id = items.id) AS reserved
       FROM items WHERE id = $1`,
      [skinId],
    );
    const item = rows[0];
    if (!item) return 'unknownSkin';
    if (item.reserved) return 'reserved';
    if (!item.available) return 'unavailable';
    // Locks the user's row: two adds at once cannot both pass the size check.
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const { rows: counts } = await tx.query<{ count: number }>(
      'SELECT count(*) AS count FROM cart_items WHERE user_id = $1',
      [userId],
    );
    if ((counts[0]?.count ?? 0) >= (await readSetting(tx, 'cart_item_limit'))) return 'cartFull';
    const inserted = await tx.query(
      'INSERT INTO cart_items (user_id, item_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING item_id',
      [userId, skinId],
    );
    return inserted.rows.length === 0 ? 'alreadyInCart' : undefined;
  });
}

export async function removeFromCart(db: Db, userId: number, skinId: number): Promise<CartRefusal | undefined> {
  const { rows } = await db.query('DELETE FROM cart_items WHERE user_id = $1 AND item_id = $2 RETURNING item_id', [
    userId,
    skinId,
  ]);
  return rows.length === 0 ? 'notInCart' : undefined;
}

export async function clearCart(db: Db, userId: number): Promise<void> {
  await db.query('DELETE FROM cart_items WHERE user_id = $1', [userId]);
}
