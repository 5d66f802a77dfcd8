import { sql, type Kysely, type Transaction } from 'kysely';
import type { UserType } from '@shop/domain';
import type { Engine } from '../../db/engine.ts';
import { forUpdate } from '../../db/locks.ts';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** The customer's cart lines with each product and the customer's type and custom price: one statement. */
export async function cartLines(db: Executor, userId: number, userType: UserType | null) {
  return db
    .selectFrom('cart_items as ci')
    .innerJoin('carts as c', 'c.id', 'ci.cart_id')
    .innerJoin('products as p', 'p.id', 'ci.product_id')
    .leftJoin('user_type_prices as utp', (join) => {
      const onProduct = join.onRef('utp.product_id', '=', 'p.id');
      // A customer without a type matches no type price.
      return userType ? onProduct.on('utp.user_type', '=', userType) : onProduct.on(sql<boolean>`false`);
    })
    .leftJoin('customer_prices as cp', (join) => join.onRef('cp.product_id', '=', 'p.id').on('cp.user_id', '=', userId))
    .select([
      'ci.id',
      'ci.product_id',
      'ci.quantity',
      'p.slug',
      'p.brand',
      'p.name',
      'p.flavor',
      'p.weight',
      'p.image_url',
      'p.stock',
      'p.min_order_quantity',
      'p.is_active',
      'p.sku',
      'p.wholesale_price_cents',
      'utp.price_cents as user_type_price_cents',
      'cp.price_cents as custom_price_cents',
    ])
    .where('c.user_id', '=', userId)
    .orderBy('ci.created_at')
    .orderBy('ci.id')
    .execute();
}
export type CartLineRow = Awaited<ReturnType<typeof cartLines>>[number];

/**
 * The customer's cart row, created when missing and locked until the transaction ends: the aggregate
 * root of cart edits and checkout (decision 016), so two tabs or a double click take turns.
 */
export async function lockCart(trx: Transaction<DB>, engine: Engine, userId: number): Promise<number> {
  const locked = () => forUpdate(trx.selectFrom('carts').select('id').where('user_id', '=', userId), engine).executeTakeFirst();
  const existing = await locked();
  if (existing) return existing.id;
  const now = nowIso();
  await trx
    .insertInto('carts')
    .values({ user_id: userId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return (await locked())!.id;
}

export async function productForCart(db: Executor, productId: number) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'weight', 'stock', 'min_order_quantity', 'is_active'])
    .where('id', '=', productId)
    .executeTakeFirst();
}

export async function findLine(db: Executor, cartId: number, productId: number) {
  return db.selectFrom('cart_items').select(['id', 'quantity']).where('cart_id', '=', cartId).where('product_id', '=', productId).executeTakeFirst();
}

export async function findOwnLine(db: Executor, cartId: number, itemId: number) {
  return db
    .selectFrom('cart_items')
    .select(['id', 'product_id', 'quantity'])
    .where('id', '=', itemId)
    .where('cart_id', '=', cartId)
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

export async function clearCart(db: Executor, cartId: number): Promise<void> {
  await db.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
}
