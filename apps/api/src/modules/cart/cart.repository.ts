import type { Kysely, Transaction } from 'kysely';
import type { UserType } from '@shop/domain';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** The customer's cart lines with each product and the customer's type and custom price: one statement. */
export async function cartLines(db: Executor, userId: number, userType: UserType | null) {
  return db
    .selectFrom('cart_items as ci')
    .innerJoin('carts as c', 'c.id', 'ci.cart_id')
    .innerJoin('products as p', 'p.id', 'ci.product_id')
    .leftJoin('user_type_prices as utp', (join) => join.onRef('utp.product_id', '=', 'p.id').on('utp.user_type', '=', userType ?? '-'))
    .leftJoin('customer_prices as cp', (join) => join.onRef('cp.product_id', '=', 'p.id').on('cp.user_id', '=', userId))
    .select([
      'ci.id', 'ci.product_id', 'ci.quantity',
      'p.slug', 'p.brand', 'p.name', 'p.flavor', 'p.weight', 'p.image_url', 'p.stock', 'p.min_order_quantity', 'p.is_active', 'p.sku',
      'p.wholesale_price_cents', 'utp.price_cents as user_type_price_cents', 'cp.price_cents as custom_price_cents',
    ])
    .where('c.user_id', '=', userId)
    .orderBy('ci.created_at')
    .orderBy('ci.id')
    .execute();
}
export type CartLineRow = Awaited<ReturnType<typeof cartLines>>[number];

export async function cartIdOf(db: Executor, userId: number): Promise<number> {
  const existing = await db.selectFrom('carts').select('id').where('user_id', '=', userId).executeTakeFirst();
  if (existing) return existing.id;
  const now = nowIso();
  const created = await db
    .insertInto('carts')
    .values({ user_id: userId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (created) return created.id;
  return (await db.selectFrom('carts').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow()).id;
}

export async function productForCart(db: Executor, productId: number) {
  return db.selectFrom('products').select(['id', 'name', 'stock', 'min_order_quantity', 'is_active']).where('id', '=', productId).executeTakeFirst();
}

export async function findLine(db: Executor, cartId: number, productId: number) {
  return db.selectFrom('cart_items').select(['id', 'quantity']).where('cart_id', '=', cartId).where('product_id', '=', productId).executeTakeFirst();
}

export async function findOwnLine(db: Executor, userId: number, itemId: number) {
  return db
    .selectFrom('cart_items as ci')
    .innerJoin('carts as c', 'c.id', 'ci.cart_id')
    .select(['ci.id', 'ci.product_id', 'ci.quantity'])
    .where('ci.id', '=', itemId)
    .where('c.user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertLine(db: Executor, cartId: number, productId: number, quantity: number): Promise<void> {
  const now = nowIso();
  await db.insertInto('cart_items').values({ cart_id: cartId, product_id: productId, quantity, created_at: now, updated_at: now }).execute();
}

export async function setLineQuantity(db: Executor, itemId: number, quantity: number): Promise<void> {
  await db.updateTable('cart_items').set({ quantity, updated_at: nowIso() }).where('id', '=', itemId).execute();
}

export async function deleteLine(db: Executor, itemId: number): Promise<void> {
  await db.deleteFrom('cart_items').where('id', '=', itemId).execute();
}

export async function clearCart(db: Executor, userId: number): Promise<void> {
  await db
    .deleteFrom('cart_items')
    .where('cart_id', 'in', (eb) => eb.selectFrom('carts').select('id').where('user_id', '=', userId))
    .execute();
}
