import {
  eurosToCents,
  isValidationMessageKey,
  MAX_IMPORT_ERRORS_LISTED,
  positiveEuroAmount,
  PRODUCT_CSV_COLUMNS,
  productInputSchema,
  USER_TYPES,
  validationMessages,
  type ProductCsvColumn,
  type ProductImportAnswer,
  type ProductImportChange,
  type ProductImportError,
  type ProductInput,
  type ValidationMessageKey,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { nowIso } from '../../lib/clock.ts';
import { audit } from '../audit/audit.service.ts';
import { lockProducts } from '../orders/stock.repository.ts';
import { deleteUserTypePrice, upsertUserTypePrice } from '../pricing/pricing.repository.ts';
import { insertProduct, updateProduct, type ProductBaseRow } from './catalog.repository.ts';
import { auditProductChange, columnsOf, recorded, uniqueSlug } from './catalog.service.ts';
import { csvBoolean, csvNumber, readProductCsv, type CsvProductLine } from './product-csv.ts';
import { csvProductOf, NO_TYPE_PRICES, typePricesOf, type CsvProduct, type TypeCents } from './product-export.ts';
import { lockProductImports, productsBySku } from './product-import.repository.ts';

/**
 * The products CSV import (issue 17, decision 046). Each line names a product by its SKU (ignoring
 * case): a known SKU updates that product, an unknown one creates a product. A column the file does
 * not have leaves that field as it is; an empty cell clears what may be empty (category, the public
 * price, SHOP and BAR prices; the wholesale price is then computed from the retail price, as in the
 * product form). Every value passes the product form's own rules.
 *
 * The dry run reads and answers what would change, field by field. The real run does the same inside
 * one transaction, after the import lock and the locks of the products it names, and writes only when
 * no line was refused: all or nothing. Every change is in the audit log under the administrator: a
 * creation as `product.create` (and `price.import` for its SHOP and BAR prices), a change as
 * `product.import`, `price.import` and `stock.import`, one entry per part that changed.
 */

type Column = Exclude<ProductCsvColumn, 'sku'>;
type Value = string | number | boolean | null;

const VALUE_COLUMNS = PRODUCT_CSV_COLUMNS.filter((column): column is Column => column !== 'sku');
const PRICE_COLUMNS: ReadonlySet<Column> = new Set(['price', 'wholesale_price', 'price_excl_vat_excise', 'shop_price', 'bar_price']);
const WHOLE_COLUMNS: Partial<Record<Column, ValidationMessageKey>> = { stock: 'stockInvalid', min_order_quantity: 'minOrderInvalid' };
const TYPE_COLUMNS = { SHOP: 'shop_price', BAR: 'bar_price' } as const;
/** The product's own columns an import writes on an update (its description, photo and threshold stay). */
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
] as const;
const IMPORT_VERBS = { product: 'import', price: 'import', stock: 'import' } as const;

/** What a new product is before its line says otherwise: no texts or prices, stock 0, minimum 1, active. */
const NEW_PRODUCT: CsvProduct = {
  brand: '',
  name: '',
  flavor: '',
  weight: '',
  category: null,
  price: null,
  wholesale_price: null,
  price_excl_vat_excise: null,
  shop_price: null,
  bar_price: null,
  stock: 0,
  min_order_quantity: 1,
  is_active: true,
};

/** A product the file names that exists, with its SHOP and BAR prices. */
interface Stored {
  row: ProductBaseRow;
  types: TypeCents;
}

/** One line that passed: what it writes, and the fields it changes. */
interface Planned {
  line: number;
  sku: string;
  stored: Stored | null;
  input: ProductInput;
  types: TypeCents;
  fields: ProductImportChange['fields'];
}

interface Plan {
  items: Planned[];
  unchanged: number;
  errors: ProductImportError[];
}

const refusal = (line: number, field: string | null, key: ValidationMessageKey): ProductImportError => ({
  line,
  field,
  message: validationMessages[key],
  reason: key,
});

/** A cell as its column's value, or the key of why it is none. */
function readCell(column: Column, cell: string): { value: Value } | { refused: ValidationMessageKey } {
  const text = cell.trim();
  if (column === 'is_active') {
    const value = csvBoolean(text);
    return value === null ? { refused: 'activeInvalid' } : { value };
  }
  const whole = WHOLE_COLUMNS[column];
  if (PRICE_COLUMNS.has(column) || whole) {
    if (text === '') return { value: null };
    const value = csvNumber(text);
    return value === null ? { refused: whole ?? 'priceInvalid' } : { value };
  }
  return { value: column === 'category' && text === '' ? null : text };
}

const typePrice = positiveEuroAmount().nullable();
const keyOf = (message: string): ValidationMessageKey => (isValidationMessageKey(message) ? message : 'invalidValue');

/**
 * The product form's rules over the merged values; the SHOP and BAR prices more than 0 or none. Adds
 * the line's refusals to `errors` (the line's own), one per field: the first rule it broke.
 */
function validated(line: number, sku: string, values: CsvProduct, errors: ProductImportError[]): { input: ProductInput; types: TypeCents } | null {
  const { shop_price, bar_price, ...product } = values;
  const parsed = productInputSchema.safeParse({ ...product, sku });
  const found: ProductImportError[] = [];
  for (const issue of parsed.error?.issues ?? []) found.push(refusal(line, String(issue.path[0] ?? ''), keyOf(issue.message)));
  const types: TypeCents = { ...NO_TYPE_PRICES };
  for (const userType of USER_TYPES) {
    const column = TYPE_COLUMNS[userType];
    const price = typePrice.safeParse(values[column]);
    if (price.success) types[userType] = price.data === null ? null : eurosToCents(price.data);
    else found.push(refusal(line, column, keyOf(price.error.issues[0]?.message ?? '')));
  }
  for (const error of found) if (!errors.some((e) => e.field === error.field)) errors.push(error);
  return parsed.success && found.length === 0 ? { input: parsed.data, types } : null;
}

const COLUMN_ORDER: readonly (string | null)[] = PRODUCT_CSV_COLUMNS;
const columnIndex = (field: string | null) => COLUMN_ORDER.indexOf(field);

/** Field by field, what differs between the product before (none: a new one) and after. */
function changedFields(before: CsvProduct | null, after: CsvProduct): ProductImportChange['fields'] {
  const fields: ProductImportChange['fields'] = {};
  for (const column of VALUE_COLUMNS) {
    const from = before ? before[column] : null;
    if (from !== after[column]) fields[column] = { from, to: after[column] };
  }
  return fields;
}

/** Decides every line against the products as stored: refused values, and what each good line changes. */
function plan(lines: CsvProductLine[], stored: Map<string, Stored>): Plan {
  const result: Plan = { items: [], unchanged: 0, errors: [] };
  const seen = new Set<string>();
  for (const { line, cells, fieldCountMatches } of lines) {
    if (!fieldCountMatches) {
      result.errors.push(refusal(line, null, 'fieldCountMismatch'));
      continue;
    }
    const sku = (cells.sku ?? '').trim();
    if (sku === '' || seen.has(sku.toLowerCase())) {
      result.errors.push(refusal(line, 'sku', sku === '' ? 'skuRequired' : 'skuRepeated'));
      continue;
    }
    seen.add(sku.toLowerCase());
    const existing = stored.get(sku.toLowerCase()) ?? null;
    const before = existing ? csvProductOf(existing.row, existing.types) : null;
    const values: CsvProduct = { ...(before ?? NEW_PRODUCT) };
    const lineErrors: ProductImportError[] = [];
    for (const column of VALUE_COLUMNS) {
      const cell = cells[column];
      if (cell === undefined) continue;
      const read = readCell(column, cell);
      if ('value' in read) values[column] = read.value;
      else lineErrors.push(refusal(line, column, read.refused));
    }
    const checked = validated(line, sku, values, lineErrors);
    result.errors.push(...lineErrors.sort((a, b) => columnIndex(a.field) - columnIndex(b.field)));
    if (lineErrors.length > 0 || !checked) continue;
    const after = csvProductOf(columnsOf(checked.input), checked.types);
    const fields = changedFields(before, after);
    if (Object.keys(fields).length === 0) result.unchanged += 1;
    else result.items.push({ line, sku: existing?.row.sku ?? sku, stored: existing, input: checked.input, types: checked.types, fields });
  }
  return result;
}

/** The stored products the file's SKUs name (ignoring case), with their SHOP and BAR prices. */
async function storedProducts(db: AppContext['db'] | Tx, skus: string[]): Promise<Map<string, Stored>> {
  const rows = await productsBySku(db, skus);
  const types = await typePricesOf(
    db,
    rows.map((row) => row.id),
  );
  return new Map(rows.map((row) => [row.sku.toLowerCase(), { row, types: types.get(row.id) ?? NO_TYPE_PRICES }]));
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

async function changeProduct(ctx: AppContext, trx: Tx, item: Planned & { stored: Stored }, now: string): Promise<void> {
  const { row, types } = item.stored;
  const all = columnsOf({ ...item.input, sku: row.sku });
  const columns = Object.fromEntries(IMPORTED_COLUMNS.map((column) => [column, all[column]])) as Pick<typeof all, (typeof IMPORTED_COLUMNS)[number]>;
  const renamed = row.brand !== columns.brand || row.name !== columns.name || row.weight !== columns.weight;
  const slug = renamed ? await uniqueSlug(ctx, item.input, row.id, trx) : row.slug;
  if (Object.keys(item.fields).some((field) => field !== 'shop_price' && field !== 'bar_price')) {
    await updateProduct(trx, row.id, { ...columns, slug }, now);
  }
  await writeTypePrices(trx, row.id, types, item.types);
  await auditProductChange(ctx, trx, row.id, { ...row, ...typeFields(types) }, { ...row, ...columns, slug, ...typeFields(item.types) }, IMPORT_VERBS);
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
  };
}

/**
 * Imports a products CSV: a dry run answers what it would do; a real run does it all, or, when a
 * line is refused, nothing (the answer's errors then say why; the route answers 400).
 */
export async function importProducts(ctx: AppContext, bytes: Buffer, dryRun: boolean): Promise<ProductImportAnswer> {
  const { lines } = readProductCsv(bytes);
  const skus = lines.map((line) => (line.cells.sku ?? '').trim()).filter((sku) => sku !== '');
  if (dryRun) return answerOf(plan(lines, await storedProducts(ctx.db, skus)), true);
  return inTransaction(ctx, async (trx) => {
    await lockProductImports(trx, ctx.engine);
    await lockProducts(
      trx,
      ctx.engine,
      (await productsBySku(trx, skus)).map((row) => row.id),
    );
    const planned = plan(lines, await storedProducts(trx, skus));
    if (planned.errors.length > 0) return { ...answerOf(planned, false), created: 0, updated: 0, unchanged: 0, changes: [] };
    const now = nowIso();
    for (const item of planned.items) {
      if (item.stored) await changeProduct(ctx, trx, { ...item, stored: item.stored }, now);
      else await createProduct(ctx, trx, item, now);
    }
    return answerOf(planned, false);
  });
}
