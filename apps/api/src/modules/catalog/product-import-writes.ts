import { slugify, USER_TYPES } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/transaction.ts';
import { nextTurn } from '../../lib/next-turn.ts';
import { auditAll, type AuditRecord } from '../audit/index.ts';
import { recordStockMoves, type Move } from '../../db/products.ts';
import { columnsOf, productChangeRecords, recorded } from './catalog.service.ts';
import { NO_TYPE_PRICES, type TypeCents } from './product-export.ts';
import type { Planned, Stored } from './product-import-plan.ts';
import {
  deleteTypePrices,
  IMPORTED_COLUMNS,
  insertProducts,
  updateProductColumns,
  upsertTypePrices,
  type ImportedColumn,
} from './product-import.repository.ts';
import { fitsBase, type SlugNumbering } from './product-import-slugs.ts';

/**
 * Writing an import's planned lines, a batch at a time (decision 071): the new products of a batch in
 * one multi-row insert, its changed products in one multi-row UPDATE per set of changed columns (only
 * the columns that change, each version moved on), its SHOP and BAR prices in one upsert and a delete
 * per type, its audit entries and stock moves in one insert each, its addresses numbered in a
 * statement or two, with a turn of the event loop between these parts. What is written, and audited,
 * is what the line-by-line writes of decisions 046 and 060 wrote.
 */

const IMPORT_VERBS = { product: 'import', price: 'import', stock: 'import' } as const;

type Change = Planned & { stored: Stored };

const typeFields = (types: TypeCents) => Object.fromEntries(USER_TYPES.map((userType) => [`${userType}.price_cents`, types[userType]]));

/** What one batch writes besides the products' rows: prices, audit records and stock moves, in the order of the file. */
interface Writes {
  setPrices: Array<{ user_type: (typeof USER_TYPES)[number]; product_id: number; price_cents: number }>;
  dropPrices: Record<(typeof USER_TYPES)[number], number[]>;
  records: AuditRecord[];
  /** Stock moves by their reference: null for a stock cell, the file's reason for a `stock_change`. */
  moves: Map<string | null, Move[]>;
  /** Changed products by the columns they change (joined by a comma): one multi-row UPDATE each. */
  updates: Map<string, Array<{ id: number; values: Array<string | number | boolean | null> }>>;
}

/** The product's columns whose value the import changes (the slug included), and those values. */
function changedColumns(row: Stored['row'], values: Partial<Record<ImportedColumn, string | number | boolean | null | undefined>>) {
  const columns: ImportedColumn[] = [];
  const changed: Array<string | number | boolean | null> = [];
  for (const column of IMPORTED_COLUMNS) {
    const value = values[column];
    // Left out of the input (the low-stock level of a file without that column): the stored value stays.
    if (value === undefined) continue;
    const stored = column === 'is_active' ? Boolean(row.is_active) : row[column];
    if (stored === value) continue;
    columns.push(column);
    changed.push(value);
  }
  return { columns, changed };
}

function typePriceWrites(writes: Writes, productId: number, before: TypeCents, after: TypeCents): void {
  for (const userType of USER_TYPES) {
    const cents = after[userType];
    if (cents === before[userType]) continue;
    if (cents === null) writes.dropPrices[userType].push(productId);
    else writes.setPrices.push({ user_type: userType, product_id: productId, price_cents: cents });
  }
}

function addMove(writes: Writes, reference: string | null, move: Move): void {
  const moves = writes.moves.get(reference);
  if (moves) moves.push(move);
  else writes.moves.set(reference, [move]);
}

/** A changed product: its columns to update (none when only SHOP/BAR prices changed), its prices, audit records and stock moves. */
function planChange(writes: Writes, item: Change, slug: string): void {
  const { row, prices } = item.stored;
  const all = columnsOf({ ...item.input, sku: row.sku });
  const columns = Object.fromEntries(IMPORTED_COLUMNS.filter((column) => column !== 'slug').map((column) => [column, all[column]])) as Pick<
    typeof all,
    Exclude<ImportedColumn, 'slug'>
  >;
  if (Object.keys(item.fields).some((field) => field !== 'shop_price' && field !== 'bar_price')) {
    const { columns: names, changed } = changedColumns(row, { ...columns, slug });
    const key = names.join(',');
    const rows = writes.updates.get(key);
    if (rows) rows.push({ id: row.id, values: changed });
    else writes.updates.set(key, [{ id: row.id, values: changed }]);
  }
  typePriceWrites(writes, row.id, prices.cents, item.types);
  const verbs = item.stockChange ? ({ product: 'import', price: 'import' } as const) : IMPORT_VERBS;
  const before = { ...row, ...typeFields(prices.cents) };
  writes.records.push(...productChangeRecords(row.id, before, { ...row, ...columns, slug, ...typeFields(item.types) }, verbs));
  if (!item.stockChange && row.stock !== columns.stock) addMove(writes, null, { productId: row.id, delta: columns.stock - row.stock });
  if (item.stockChange) {
    // A relative change: its audit entry and its stock history row carry the file's reason.
    const reason = item.stockChange.reason;
    writes.records.push({
      action: 'stock.import',
      entity: 'stock',
      entityId: row.id,
      changes: { stock: { from: row.stock, to: columns.stock }, stock_change_reason: { from: null, to: reason } },
    });
    addMove(writes, reason, { productId: row.id, delta: columns.stock - row.stock });
  }
  if (item.overwrote) {
    // An overwritten conflict: today's values → the file's, at the version it wrote over.
    const changes = Object.fromEntries(
      Object.entries(item.overwrote.fields).map(([field, { file, now: today }]) => [field, { from: today, to: file }]),
    );
    writes.records.push({
      action: 'product.import_overwrite',
      entity: 'product',
      entityId: row.id,
      changes: { ...changes, overwritten_version: { from: null, to: item.overwrote.current_version } },
    });
  }
}

/** Whether a changed product needs a new address: renamed, and its address does not already fit the new name. */
function needsSlug(item: Change): boolean {
  const { row } = item.stored;
  const renamed = row.brand !== item.input.brand || row.name !== item.input.name || row.weight !== item.input.weight;
  return renamed && !fitsBase(row.slug, slugify(item.input.brand, item.input.name, item.input.weight));
}

/** Writes one batch of planned lines inside the import's transaction. */
export async function writeBatch(ctx: AppContext, trx: Tx, items: readonly Planned[], slugs: SlugNumbering, now: string): Promise<void> {
  const renamed = items.filter((item): item is Change => item.stored !== null && needsSlug(item as Change));
  const fresh = items.filter((item) => item.stored === null);
  const numbered = await slugs.assign([...fresh, ...renamed].map((item) => slugify(item.input.brand, item.input.name, item.input.weight)));
  const slugOf = new Map([...fresh, ...renamed].map((item, index) => [item, numbered[index]!]));

  const created = new Map(
    fresh.map((item) => [item, { ...columnsOf({ ...item.input, description: null, image_url: null }), sku: item.sku, slug: slugOf.get(item)! }]),
  );
  const ids = await insertProducts(
    trx,
    [...created.values()].map((columns) => ({ ...columns, created_at: now, updated_at: now })),
  );

  await nextTurn();

  const writes: Writes = { setPrices: [], dropPrices: { SHOP: [], BAR: [] }, records: [], moves: new Map(), updates: new Map() };
  for (const item of items) {
    if (item.stored) {
      planChange(writes, item as Change, slugOf.get(item) ?? item.stored.row.slug);
      continue;
    }
    const columns = created.get(item)!;
    const id = ids.get(item.sku.toLowerCase())!;
    writes.records.push({ action: 'product.create', entity: 'product', entityId: id, after: recorded(columns) });
    typePriceWrites(writes, id, NO_TYPE_PRICES, item.types);
    writes.records.push(...productChangeRecords(id, {}, typeFields(item.types), { price: 'import' }));
  }
  for (const [key, rows] of writes.updates) await updateProductColumns(trx, key === '' ? [] : (key.split(',') as ImportedColumn[]), rows, now);
  await nextTurn();
  await upsertTypePrices(trx, writes.setPrices, now);
  for (const userType of USER_TYPES) await deleteTypePrices(trx, userType, writes.dropPrices[userType]);
  await nextTurn();
  await auditAll(trx, ctx, writes.records);
  for (const [reference, moves] of writes.moves) await recordStockMoves(trx, ctx.actor, 'import', moves, reference);
}
