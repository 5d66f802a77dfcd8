import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { UserType } from '@shop/domain';
import type { Engine } from '../../db/engine.ts';
import type { DB, ProductsTable } from '../../db/schema.ts';
import type { ProductBaseRow } from './catalog.repository.ts';

/**
 * Imports take turns (decision 046): two imports of one file at once would each find a new SKU
 * missing and each create it. PostgreSQL: a transaction-long advisory lock, after which the second
 * reads what the first committed; SQLite: every write transaction already holds the one write lock.
 */
export async function lockProductImports(trx: Transaction<DB>, engine: Engine): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('products:import'))`.execute(trx);
}

/** The products whose SKU is one of `skus`, ignoring case (the unique index on lower(sku) serves it), read in chunks. */
export async function productsBySku(db: Kysely<DB> | Transaction<DB>, skus: string[]): Promise<ProductBaseRow[]> {
  const lowered = [...new Set(skus.map((sku) => sku.toLowerCase()))];
  const rows: ProductBaseRow[] = [];
  for (let i = 0; i < lowered.length; i += 500) {
    rows.push(
      ...(await db
        .selectFrom('products')
        .selectAll()
        .where(sql<string>`lower(sku)`, 'in', lowered.slice(i, i + 500))
        .execute()),
    );
  }
  return rows;
}

/** Which of `slugs` products already have: one statement per 2000 (the unique index on slug serves each). */
export async function takenSlugs(db: Kysely<DB> | Transaction<DB>, slugs: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let i = 0; i < slugs.length; i += 2000) {
    const rows = await db
      .selectFrom('products')
      .select('slug')
      .where('slug', 'in', slugs.slice(i, i + 2000))
      .execute();
    for (const row of rows) taken.add(row.slug);
  }
  return taken;
}

/** New products, 500 rows a statement; their ids by SKU in lower case. */
export async function insertProducts(trx: Transaction<DB>, rows: Insertable<ProductsTable>[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await trx
      .insertInto('products')
      .values(rows.slice(i, i + 500))
      .returning(['id', 'sku'])
      .execute();
    for (const row of inserted) ids.set(row.sku.toLowerCase(), row.id);
  }
  return ids;
}

/** SHOP and BAR prices set, 500 a statement: a price that exists is replaced and its version moved on (as upsertUserTypePrice). */
export async function upsertTypePrices(
  trx: Transaction<DB>,
  prices: Array<{ user_type: UserType; product_id: number; price_cents: number }>,
  now: string,
): Promise<void> {
  for (let i = 0; i < prices.length; i += 500) {
    await trx
      .insertInto('user_type_prices')
      .values(prices.slice(i, i + 500).map((price) => ({ ...price, created_at: now, updated_at: now })))
      .onConflict((oc) =>
        oc.columns(['user_type', 'product_id']).doUpdateSet((eb) => ({
          price_cents: eb.ref('excluded.price_cents'),
          version: eb('user_type_prices.version', '+', 1),
          updated_at: now,
        })),
      )
      .execute();
  }
}

/** SHOP or BAR prices removed from the given products, one statement per 2000 products. */
export async function deleteTypePrices(trx: Transaction<DB>, userType: UserType, productIds: number[]): Promise<void> {
  for (let i = 0; i < productIds.length; i += 2000) {
    await trx
      .deleteFrom('user_type_prices')
      .where('user_type', '=', userType)
      .where('product_id', 'in', productIds.slice(i, i + 2000))
      .execute();
  }
}

/** The SQL types of the product columns an import changes: PostgreSQL reads a VALUES list's parameters as text without them. */
const IMPORTED_COLUMN_TYPES = {
  slug: 'text',
  brand: 'text',
  name: 'text',
  flavor: 'text',
  weight: 'text',
  category: 'text',
  stock: 'integer',
  min_order_quantity: 'integer',
  price_cents: 'integer',
  wholesale_price_cents: 'integer',
  price_excl_vat_excise_cents: 'integer',
  is_active: 'boolean',
  search_text: 'text',
  low_stock_threshold: 'integer',
} as const;
export type ImportedColumn = keyof typeof IMPORTED_COLUMN_TYPES;
export const IMPORTED_COLUMNS = Object.keys(IMPORTED_COLUMN_TYPES) as ImportedColumn[];

/**
 * Products whose same `columns` changed, 500 a statement (UPDATE … FROM a VALUES list, on both
 * engines), each row's version moved on as updateProduct moves it. Only the changed columns are set:
 * an unchanged search text then costs no re-indexing (SQLite's trigram table, PostgreSQL's GIN index).
 */
export async function updateProductColumns(
  trx: Transaction<DB>,
  columns: readonly ImportedColumn[],
  rows: ReadonlyArray<{ id: number; values: ReadonlyArray<string | number | boolean | null> }>,
  now: string,
): Promise<void> {
  const names = sql.join([sql.ref('id'), ...columns.map((column) => sql.ref(column))]);
  const sets = sql.join([
    ...columns.map((column) => sql`${sql.ref(column)} = ${sql.ref(`v.${column}`)}`),
    sql`version = products.version + 1`,
    sql`updated_at = ${now}`,
  ]);
  for (let i = 0; i < rows.length; i += 500) {
    const values = rows
      .slice(i, i + 500)
      .map(
        ({ id, values: row }) =>
          sql`(${sql.join([
            sql`cast(${id} as integer)`,
            ...columns.map((column, index) => sql`cast(${row[index] ?? null} as ${sql.raw(IMPORTED_COLUMN_TYPES[column])})`),
          ])})`,
      );
    await sql`with v(${names}) as (values ${sql.join(values)}) update products set ${sets} from v where products.id = v.id`.execute(trx);
  }
}

/**
 * PostgreSQL's statistics of the products after an import that created many: until autovacuum's next
 * pass the planner would still take the table for the small one it was, and read 20,000 SKUs by
 * scanning it (a dry run of 20 s instead of 1 s, measured). SQLite keeps no statistics unless asked.
 */
export async function refreshProductStatistics(trx: Transaction<DB>, engine: Engine): Promise<void> {
  if (engine === 'postgres') await sql`analyze products`.execute(trx);
}
