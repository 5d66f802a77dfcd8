import {
  MAX_IMPORT_CHANGES_LISTED,
  MAX_IMPORT_ERRORS_LISTED,
  hasControlCharacters,
  type ProductImportAnswer,
  type ProductImportOverwrite,
  type StaffRole,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { nowIso } from '../../lib/clock.ts';
import { nextTurn } from '../../lib/next-turn.ts';
import { fail } from '../../http/app-error.ts';
import { lockProducts } from '../../db/products.ts';
import { highestCustomerCents } from '../pricing/index.ts';
import { readProductCsv } from './product-csv.ts';
import { NO_PRICES, typePricesOf } from './product-export.ts';
import { plan, type Plan, type Stored } from './product-import-plan.ts';
import { lockProductImports, productsBySku, refreshProductStatistics } from './product-import.repository.ts';
import { SlugNumbering } from './product-import-slugs.ts';
import { writeBatch } from './product-import-writes.ts';

/**
 * The products CSV import (decisions 046 and 060). Each line names a product by its
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
 *
 * A whole catalogue (decision 071): up to 20,000 lines, planned and written in batches of
 * IMPORT_BATCH_ROWS with a turn of the event loop between two, still in the one transaction. The
 * server answers other requests meanwhile: on PostgreSQL on its other connections, on SQLite through
 * the reading threads (writes wait for the import's commit there, as they wait for any write).
 */

/** Lines planned, and written, between two turns of the event loop: a batch is a few statements and some milliseconds. */
const IMPORT_BATCH_ROWS = 250;
/** New products after which the planner's statistics of the table are refreshed. */
const MANY_CREATED = 1000;
/** SKUs whose products are read at once. */
const STORED_READ = 2000;

/**
 * The stored products the file's SKUs name (ignoring case), with their SHOP and BAR prices and versions
 * and their highest customer price; 2000 SKUs at a time, with a turn of the event loop between two.
 */
async function storedProducts(db: AppContext['reads'] | Tx, skus: string[]): Promise<Map<string, Stored>> {
  const stored = new Map<string, Stored>();
  for (let at = 0; at < skus.length; at += STORED_READ) {
    if (at > 0) await nextTurn();
    const rows = await productsBySku(db, skus.slice(at, at + STORED_READ));
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) continue;
    const prices = await typePricesOf(db, ids);
    const customers = await highestCustomerCents(db, ids);
    for (const row of rows)
      stored.set(row.sku.toLowerCase(), { row, prices: prices.get(row.id) ?? NO_PRICES, customerCents: customers.get(row.id) ?? null });
  }
  return stored;
}

/** The ids of the products the file's SKUs name, 2000 SKUs at a time with a turn of the event loop between two. */
async function idsBySku(trx: Tx, skus: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (let at = 0; at < skus.length; at += STORED_READ) {
    if (at > 0) await nextTurn();
    ids.push(...(await productsBySku(trx, skus.slice(at, at + STORED_READ))).map((row) => row.id));
  }
  return ids;
}

function answerOf(planned: Plan, dryRun: boolean): ProductImportAnswer {
  return {
    success: true,
    dry_run: dryRun,
    created: planned.items.filter((item) => !item.stored).length,
    updated: planned.items.filter((item) => item.stored).length,
    unchanged: planned.unchanged,
    refused: new Set(planned.errors.map((error) => error.line)).size,
    errors: planned.errors.slice(0, MAX_IMPORT_ERRORS_LISTED),
    error_count: planned.errors.length,
    changes: planned.items.slice(0, MAX_IMPORT_CHANGES_LISTED).map(({ line, sku, stored, fields }) => ({
      line,
      sku,
      action: stored ? 'update' : 'create',
      product_id: stored?.row.id ?? null,
      fields,
    })),
    conflicts: planned.conflicts,
  };
}

/**
 * A role without `stock.manage` (sales) imports names, texts and prices, never stock (decision 099): a
 * file that would change a product's stock, by its `stock` cell, a `stock_change` or a new product's
 * stock, is refused whole (403 FORBIDDEN_FOR_ROLE), in the dry run as in the real one.
 */
function assertStockKept(planned: Plan, stockFixedFor: StaffRole | undefined): void {
  if (stockFixedFor && planned.items.some((item) => item.stockChange !== null || 'stock' in item.fields))
    throw fail('forbiddenForRole', { role: stockFixedFor });
}

/** Conflicts the request did not overwrite: a real run with one writes nothing (409 IMPORT_CONFLICT). */
export const unresolvedConflicts = (conflicts: ProductImportAnswer['conflicts']) => conflicts.filter((conflict) => !conflict.overwrite);

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
  batchRows = IMPORT_BATCH_ROWS,
  stockFixedFor?: StaffRole,
): Promise<ProductImportAnswer> {
  const { lines } = await readProductCsv(bytes);
  // A SKU with a control character is refused by its line's plan, never looked up (decision 108).
  const skus = lines.map((line) => (line.cells.sku ?? '').trim()).filter((sku) => sku !== '' && !hasControlCharacters(sku));
  if (dryRun) {
    const planned = await plan(lines, await storedProducts(ctx.reads, skus), overwrite, batchRows);
    assertStockKept(planned, stockFixedFor);
    return answerOf(planned, true);
  }
  return inTransaction(ctx, async (trx) => {
    await lockProductImports(trx, ctx.engine);
    await lockProducts(trx, ctx.engine, await idsBySku(trx, skus));
    // Read under the locks: a sale that committed before is seen (and moved the version); one that comes after waits.
    const planned = await plan(lines, await storedProducts(trx, skus), overwrite, batchRows);
    assertStockKept(planned, stockFixedFor);
    const answer = answerOf(planned, false);
    if (planned.errors.length > 0 || unresolvedConflicts(planned.conflicts).length > 0)
      return { ...answer, created: 0, updated: 0, unchanged: 0, changes: [] };
    const now = nowIso();
    const slugs = new SlugNumbering(trx);
    for (let at = 0; at < planned.items.length; at += batchRows) {
      if (at > 0) await nextTurn();
      await writeBatch(ctx, trx, planned.items.slice(at, at + batchRows), slugs, now);
    }
    if (answer.created >= MANY_CREATED) await refreshProductStatistics(trx, ctx.engine);
    return answer;
  });
}
