import { MAX_IMPORT_ERRORS_LISTED, USER_TYPES, type ProductImportAnswer, type ProductImportOverwrite } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { nowIso } from '../../lib/clock.ts';
import { audit } from '../audit/audit.service.ts';
import { lockProducts } from '../orders/stock.repository.ts';
import { highestCustomerCents } from '../pricing/price-bounds.ts';
import { deleteUserTypePrice, upsertUserTypePrice } from '../pricing/pricing.repository.ts';
import { recordStockMoves } from '../stock-history/stock-history.service.ts';
import { insertProduct, updateProduct } from './catalog.repository.ts';
import { auditProductChange, columnsOf, recorded, uniqueSlug } from './catalog.service.ts';
import { readProductCsv } from './product-csv.ts';
import { NO_PRICES, NO_TYPE_PRICES, typePricesOf, type TypeCents } from './product-export.ts';
import { plan, type Plan, type Planned, type Stored } from './product-import-plan.ts';
import { lockProductImports, productsBySku } from './product-import.repository.ts';

/**
 * The products CSV import (issues 17 and 26, decisions 046 and 060). Each line names a product by its
 * SKU (ignoring case): a known SKU updates that product, an unknown one creates a product. A column the
 * file does not have leaves that field as it is; an empty cell clears what may be empty (category, the
 * public price, SHOP and BAR prices, the low-stock level; the wholesale price is then computed from the
 * retail price, as in the product form). Every value passes the product form's own rules. What a line
 * writes and what is a conflict is decided in product-import-plan.ts.
 *
 * The dry run reads and answers what would change, field by field, and the conflicts. The real run
 * does the same inside one transaction, after the import lock and the locks of the products it names
 * (so a sale waits for it, or it reads the sale), and writes only when no line was refused and every
 * conflict is overwritten: all or nothing. Every change is in the audit log under the administrator: a
 * creation as `product.create` (and `price.import` for its SHOP and BAR prices), a change as
 * `product.import`, `price.import` and `stock.import`, one entry per part that changed, and an
 * overwritten conflict as `product.import_overwrite` (today's values → the file's).
 */

/** The product's own columns an import writes on an update (its description and photo stay). */
const IMPORTED_COLUMNS = [
  'brand',
  'name',
  'flavor',
  'weight',
  'category',
  'stock',
  'min_order_quantity',
  'price_cents',
  'wholesale_price_cents',
  'price_excl_vat_excise_cents',
  'is_active',
  'search_text',
  'low_stock_threshold',
] as const;
const IMPORT_VERBS = { product: 'import', price: 'import', stock: 'import' } as const;

/** The stored products the file's SKUs name (ignoring case), with their SHOP and BAR prices and versions and their highest customer price. */
async function storedProducts(db: AppContext['db'] | Tx, skus: string[]): Promise<Map<string, Stored>> {
  const rows = await productsBySku(db, skus);
  const ids = rows.map((row) => row.id);
  const prices = await typePricesOf(db, ids);
  const customers = await highestCustomerCents(db, ids);
  return new Map(
    rows.map((row) => [row.sku.toLowerCase(), { row, prices: prices.get(row.id) ?? NO_PRICES, customerCents: customers.get(row.id) ?? null }]),
  );
}

const typeFields = (types: TypeCents) => Object.fromEntries(USER_TYPES.map((userType) => [`${userType}.price_cents`, types[userType]]));

/** Writes the SHOP and BAR prices that changed: set, or removed when the cell was empty. */
async function writeTypePrices(trx: Tx, productId: number, before: TypeCents, after: TypeCents): Promise<void> {
  for (const userType of USER_TYPES) {
    const cents = after[userType];
    if (cents === before[userType]) continue;
    if (cents === null) await deleteUserTypePrice(trx, userType, productId);
    else await upsertUserTypePrice(trx, userType, productId, cents);
  }
}

async function createProduct(ctx: AppContext, trx: Tx, item: Planned, now: string): Promise<void> {
  const columns = columnsOf({ ...item.input, description: null, image_url: null });
  const slug = await uniqueSlug(ctx, item.input, undefined, trx);
  const id = await insertProduct(trx, { ...columns, sku: item.sku, slug, created_at: now, updated_at: now });
  await audit(trx, ctx, { action: 'product.create', entity: 'product', entityId: id, after: recorded({ ...columns, sku: item.sku, slug }) });
  await writeTypePrices(trx, id, NO_TYPE_PRICES, item.types);
  await auditProductChange(ctx, trx, id, {}, typeFields(item.types), { price: 'import' });
}

/** An overwritten conflict, in the audit log: today's values → the file's, at the version it wrote over. */
async function auditOverwrite(ctx: AppContext, trx: Tx, item: Planned & { stored: Stored }): Promise<void> {
  if (!item.overwrote) return;
  const changes = Object.fromEntries(Object.entries(item.overwrote.fields).map(([field, { file, now }]) => [field, { from: now, to: file }]));
  await audit(trx, ctx, {
    action: 'product.import_overwrite',
    entity: 'product',
    entityId: item.stored.row.id,
    changes: { ...changes, overwritten_version: { from: null, to: item.overwrote.current_version } },
  });
}

/** A relative stock change: its audit entry and its stock history row, with the file's reason. */
async function recordStockChange(ctx: AppContext, trx: Tx, id: number, from: number, to: number, reason: string): Promise<void> {
  await audit(trx, ctx, {
    action: 'stock.import',
    entity: 'stock',
    entityId: id,
    changes: { stock: { from, to }, stock_change_reason: { from: null, to: reason } },
  });
  await recordStockMoves(trx, ctx.actor, 'import', [{ productId: id, delta: to - from }], reason);
}

async function changeProduct(ctx: AppContext, trx: Tx, item: Planned & { stored: Stored }, now: string): Promise<void> {
  const { row, prices } = item.stored;
  const all = columnsOf({ ...item.input, sku: row.sku });
  const columns = Object.fromEntries(IMPORTED_COLUMNS.map((column) => [column, all[column]])) as Pick<typeof all, (typeof IMPORTED_COLUMNS)[number]>;
  const renamed = row.brand !== columns.brand || row.name !== columns.name || row.weight !== columns.weight;
  const slug = renamed ? await uniqueSlug(ctx, item.input, row.id, trx) : row.slug;
  if (Object.keys(item.fields).some((field) => field !== 'shop_price' && field !== 'bar_price')) {
    await updateProduct(trx, row.id, { ...columns, slug }, now);
  }
  await writeTypePrices(trx, row.id, prices.cents, item.types);
  const verbs = item.stockChange ? { product: 'import', price: 'import' } : IMPORT_VERBS;
  const before = { ...row, ...typeFields(prices.cents) };
  await auditProductChange(ctx, trx, row.id, before, { ...row, ...columns, slug, ...typeFields(item.types) }, verbs);
  if (item.stockChange) await recordStockChange(ctx, trx, row.id, row.stock, columns.stock, item.stockChange.reason);
  await auditOverwrite(ctx, trx, { ...item, stored: item.stored });
}

function answerOf(planned: Plan, dryRun: boolean): ProductImportAnswer {
  return {
    success: true,
    dry_run: dryRun,
    created: planned.items.filter((item) => !item.stored).length,
    updated: planned.items.filter((item) => item.stored).length,
    unchanged: planned.unchanged,
    errors: planned.errors.slice(0, MAX_IMPORT_ERRORS_LISTED),
    error_count: planned.errors.length,
    changes: planned.items.map(({ line, sku, stored, fields }) => ({
      line,
      sku,
      action: stored ? 'update' : 'create',
      product_id: stored?.row.id ?? null,
      fields,
    })),
    conflicts: planned.conflicts,
  };
}

/** Conflicts the request did not overwrite: a real run with one writes nothing (409 IMPORT_CONFLICT). */
export const unresolvedConflicts = (answer: ProductImportAnswer) => answer.conflicts.filter((conflict) => !conflict.overwrite);

/**
 * Imports a products CSV: a dry run answers what it would do; a real run does it all, or, when a
 * line is refused or a conflict is not overwritten, nothing (the answer then says why; the route
 * answers 400 or 409).
 */
export async function importProducts(
  ctx: AppContext,
  bytes: Buffer,
  dryRun: boolean,
  overwrite: ProductImportOverwrite = [],
): Promise<ProductImportAnswer> {
  const { lines } = readProductCsv(bytes);
  const skus = lines.map((line) => (line.cells.sku ?? '').trim()).filter((sku) => sku !== '');
  if (dryRun) return answerOf(plan(lines, await storedProducts(ctx.db, skus), overwrite), true);
  return inTransaction(ctx, async (trx) => {
    await lockProductImports(trx, ctx.engine);
    await lockProducts(
      trx,
      ctx.engine,
      (await productsBySku(trx, skus)).map((row) => row.id),
    );
    // Read under the locks: a sale that committed before is seen (and moved the version); one that comes after waits.
    const planned = plan(lines, await storedProducts(trx, skus), overwrite);
    const answer = answerOf(planned, false);
    if (planned.errors.length > 0 || unresolvedConflicts(answer).length > 0) return { ...answer, created: 0, updated: 0, unchanged: 0, changes: [] };
    const now = nowIso();
    for (const item of planned.items) {
      if (item.stored) await changeProduct(ctx, trx, { ...item, stored: item.stored }, now);
      else await createProduct(ctx, trx, item, now);
    }
    return answer;
  });
}
