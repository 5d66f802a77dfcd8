import { sql, type Kysely, type Transaction } from 'kysely';
import { resolveCustomerPrice, type Cents, type User, type UserType } from '@shop/domain';
import type { DB } from '../../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** Whose prices come with the products: a customer's custom and type prices; none (wholesale) for userId null. */
interface PriceViewer {
  userId: number | null;
  userType: UserType | null;
}

/** A customer's own prices; an administrator, who has none, sees the wholesale prices. */
export const priceViewerOf = (user: User): PriceViewer =>
  user.is_admin ? { userId: null, userType: null } : { userId: user.id, userType: user.user_type };

/** Which products: every product sold (the price list), or those of some SKUs (any case) or ids, sold or not. */
type ProductFilter = { active: true } | { skus: string[] } | { ids: number[] };

/**
 * Products with what a customer's order decides on (stock, minimum, whether sold) and the prices
 * their price is resolved from (resolveCustomerPrice): one statement, the viewer's own prices as
 * subqueries. Used by the price list, the quick order and "order again".
 */
export async function pricedProducts(db: Executor, viewer: PriceViewer, filter: ProductFilter) {
  let q = db
    .selectFrom('products as p')
    .select(['p.id', 'p.sku', 'p.brand', 'p.name', 'p.flavor', 'p.weight', 'p.stock', 'p.min_order_quantity', 'p.is_active'])
    .select('p.wholesale_price_cents')
    .select((eb) => [
      viewer.userId === null
        ? sql<number | null>`null`.as('custom_price_cents')
        : eb
            .selectFrom('customer_prices as cp')
            .select('cp.price_cents')
            .whereRef('cp.product_id', '=', 'p.id')
            .where('cp.user_id', '=', viewer.userId)
            .as('custom_price_cents'),
      viewer.userType === null
        ? sql<number | null>`null`.as('user_type_price_cents')
        : eb
            .selectFrom('user_type_prices as utp')
            .select('utp.price_cents')
            .whereRef('utp.product_id', '=', 'p.id')
            .where('utp.user_type', '=', viewer.userType)
            .as('user_type_price_cents'),
    ]);
  if ('active' in filter) q = q.where('p.is_active', '=', true);
  else if ('skus' in filter) {
    if (filter.skus.length === 0) return [];
    q = q.where((eb) => eb.fn<string>('lower', ['p.sku']), 'in', [...new Set(filter.skus.map((sku) => sku.toLowerCase()))]);
  } else {
    if (filter.ids.length === 0) return [];
    q = q.where('p.id', 'in', [...new Set(filter.ids)]);
  }
  return q.orderBy('p.brand').orderBy('p.name').orderBy('p.flavor').orderBy('p.weight').orderBy('p.id').execute();
}
export type PricedProductRow = Awaited<ReturnType<typeof pricedProducts>>[number];

/** The row's price for its viewer, excl. VAT (the cart's resolution: custom, then type price, then wholesale). */
export function unitCentsOf(
  row: Pick<PricedProductRow, 'wholesale_price_cents' | 'user_type_price_cents' | 'custom_price_cents'>,
  viewer: Pick<PriceViewer, 'userType'>,
): Cents {
  return resolveCustomerPrice({
    wholesaleCents: row.wholesale_price_cents,
    userType: viewer.userType,
    userTypeCents: row.user_type_price_cents,
    customCents: row.custom_price_cents,
  }).cents;
}

/** Whether the customer has a price of their own for any product (their price list is then theirs alone). */
export async function hasOwnPrices(db: Executor, userId: number): Promise<boolean> {
  const row = await db.selectFrom('customer_prices').select('product_id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  return row !== undefined;
}
