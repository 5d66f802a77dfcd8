import type { Kysely, Transaction } from 'kysely';
import { centsToEuros, USER_TYPES, type UserType } from '@shop/domain';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** A customer's prices as stored (cents), by product. */
export async function storedCustomerPrices(db: Executor, userId: number) {
  return db
    .selectFrom('customer_prices')
    .select(['product_id', 'price_cents', 'version'])
    .where('user_id', '=', userId)
    .orderBy('product_id')
    .execute();
}

/** A customer's prices of some products (the page shown; decision 077), by product. */
export async function listCustomerPrices(db: Executor, userId: number, productIds: number[]) {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom('customer_prices')
    .select(['product_id', 'price_cents', 'version'])
    .where('user_id', '=', userId)
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .execute();
  return rows.map((row) => ({ product_id: row.product_id, price: centsToEuros(row.price_cents), version: row.version }));
}

/** How many custom prices a customer has (customer_prices_unique: one index range). */
export async function countCustomerPrices(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('customer_prices')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every product of the catalogue (inactive ones too) and the SHOP and BAR prices set: the pricing dashboard's stat cards. */
export async function countCatalogueAndTypePrices(db: Executor): Promise<{ products: number; SHOP: number; BAR: number }> {
  const [products, types] = await Promise.all([
    db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('user_type_prices')
      .select((eb) => ['user_type', eb.fn.countAll<number | string>().as('n')])
      .groupBy('user_type')
      .execute(),
  ]);
  const of = (type: UserType) => Number(types.find((row) => row.user_type === type)?.n ?? 0);
  return { products: Number(products.n), SHOP: of('SHOP'), BAR: of('BAR') };
}

/** The SHOP and BAR prices as stored (cents): all, or those of some products. */
export async function storedUserTypePrices(db: Executor, productIds?: number[]) {
  let query = db.selectFrom('user_type_prices').select(['user_type', 'product_id', 'price_cents', 'version']);
  // Both types named: the unique index (user_type, product_id) serves the read.
  if (productIds) query = query.where('user_type', 'in', USER_TYPES).where('product_id', 'in', productIds.length > 0 ? productIds : [0]);
  return query.orderBy('product_id').orderBy('user_type').execute();
}

/** The SHOP and BAR prices of some products (the page shown; decision 077). */
export async function listUserTypePrices(db: Executor, productIds: number[]) {
  if (productIds.length === 0) return [];
  const rows = await storedUserTypePrices(db, productIds);
  return rows.map((row) => ({
    user_type: row.user_type,
    product_id: row.product_id,
    price: centsToEuros(row.price_cents),
    version: row.version,
  }));
}

export async function upsertCustomerPrice(db: Executor, userId: number, productId: number, cents: number): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('customer_prices')
    .values({ user_id: userId, product_id: productId, price_cents: cents, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'product_id'])
        .doUpdateSet((eb) => ({ price_cents: cents, version: eb('customer_prices.version', '+', 1), updated_at: now })),
    )
    .execute();
}

export async function deleteCustomerPrice(db: Executor, userId: number, productId: number): Promise<boolean> {
  const result = await db.deleteFrom('customer_prices').where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteAllCustomerPrices(db: Executor, userId: number): Promise<number> {
  const result = await db.deleteFrom('customer_prices').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function upsertUserTypePrice(db: Executor, userType: UserType, productId: number, cents: number): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('user_type_prices')
    .values({ user_type: userType, product_id: productId, price_cents: cents, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['user_type', 'product_id'])
        .doUpdateSet((eb) => ({ price_cents: cents, version: eb('user_type_prices.version', '+', 1), updated_at: now })),
    )
    .execute();
}

export async function deleteUserTypePrice(db: Executor, userType: UserType, productId: number): Promise<boolean> {
  const result = await db.deleteFrom('user_type_prices').where('user_type', '=', userType).where('product_id', '=', productId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The highest reseller price stored per product (decision 061): its SHOP and BAR prices and the
 * highest customer price (customer_prices_product_price_idx), for the bounds a public price must keep.
 */
export async function highestResellerPrices(db: Executor, productIds: number[]) {
  const ids = productIds.length > 0 ? [...new Set(productIds)] : [0];
  const types = await db
    .selectFrom('user_type_prices')
    .select(['product_id', 'user_type as owner', 'price_cents'])
    .where('product_id', 'in', ids)
    .execute();
  const customers = await db
    .selectFrom('customer_prices')
    .select((eb) => ['product_id', eb.fn.max<number>('price_cents').as('price_cents')])
    .where('product_id', 'in', ids)
    .groupBy('product_id')
    .execute();
  return [...types, ...customers.map((row) => ({ ...row, owner: 'customer' as const }))];
}
