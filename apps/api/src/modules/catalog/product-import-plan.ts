import {
  errorTextOf,
  eurosToCents,
  fillPlaceholders,
  hasControlCharacters,
  IMPORT_VERSION_PATTERN,
  isValidationMessageKey,
  MAX_STOCK,
  MAX_STOCK_CHANGE_REASON,
  positiveEuroAmount,
  priceBoundBreaches,
  PRODUCT_CSV_COLUMNS,
  productInputSchema,
  USER_TYPES,
  validationMessages,
  type ProductImportChange,
  type ProductImportConflict,
  type ProductImportError,
  type ProductImportOverwrite,
  type BoundedPriceOwner,
  type PriceBoundReason,
  type ProductInput,
  type ValidationMessageKey,
} from '@shop/domain';
import { nextTurn } from '../../lib/next-turn.ts';
import type { ProductBaseRow } from './catalog.repository.ts';
import { columnsOf } from './catalog.service.ts';
import { csvBoolean, csvNumber, type CsvProductLine } from './product-csv.ts';
import { csvProductOf, NO_TYPE_PRICES, versionToken, type CsvProduct, type TypeCents, type TypePrices, type ValueColumn } from './product-export.ts';

/**
 * What an import would do, line by line, against the products as they are now (decisions 046 and
 * 060), pure. A line's cells are merged over today's values, so a cell equal to today's value writes
 * nothing. A line with the export's version token writes what differs when its product has not
 * changed since the export; when it has (or the line has no version to tell), what differs is a
 * conflict — unless the request overwrites that row at the version the preview showed. A
 * `stock_change` is added to today's stock and never conflicts.
 */

type Value = string | number | boolean | null;

const VALUE_COLUMNS = PRODUCT_CSV_COLUMNS.filter((column): column is ValueColumn => column !== 'sku' && column !== 'version');
const PRICE_COLUMNS: ReadonlySet<ValueColumn> = new Set(['price', 'wholesale_price', 'price_excl_vat_excise', 'shop_price', 'bar_price']);
const WHOLE_COLUMNS: Partial<Record<ValueColumn, ValidationMessageKey>> = {
  stock: 'stockInvalid',
  min_order_quantity: 'minOrderInvalid',
  low_stock_threshold: 'lowStockInvalid',
};
const TYPE_COLUMNS = { SHOP: 'shop_price', BAR: 'bar_price' } as const;

/** What a new product is before its line says otherwise: no texts or prices, stock 0, minimum 1, active, the shop's low-stock level. */
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
  low_stock_threshold: null,
};

/** A product the file names that exists, with its SHOP and BAR prices and their versions. */
export interface Stored {
  row: ProductBaseRow;
  prices: TypePrices;
  /** The highest customer's own price of the product (decision 061's bound of a lowered public price), null when none. */
  customerCents: number | null;
}

/** One line that writes: what, the fields it changes, and the stock change it adds (with its reason). */
export interface Planned {
  line: number;
  sku: string;
  stored: Stored | null;
  input: ProductInput;
  types: TypeCents;
  fields: ProductImportChange['fields'];
  stockChange: { delta: number; reason: string } | null;
  /** The conflict this line writes over, when the request overwrote it. */
  overwrote: ProductImportConflict | null;
}

export interface Plan {
  items: Planned[];
  unchanged: number;
  errors: ProductImportError[];
  conflicts: ProductImportConflict[];
}

const refusal = (line: number, field: string | null, key: ValidationMessageKey, params?: Record<string, string | number>): ProductImportError => ({
  line,
  field,
  message: fillPlaceholders(validationMessages[key], params ?? {}),
  reason: key,
  ...(params ? { params } : {}),
});

/** A cell as its column's value, or the key of why it is none. */
function readCell(column: ValueColumn, cell: string): { value: Value } | { refused: ValidationMessageKey } {
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

/** The column a broken price limit names. */
const BREACH_COLUMN: Record<PriceBoundReason, ValueColumn> = {
  shopPriceAbovePublic: 'shop_price',
  barPriceAbovePublic: 'bar_price',
  customerPriceAbovePublic: 'price',
  publicPriceBelowWholesale: 'price',
};

const PUBLIC_PRICE_COLUMNS: ReadonlySet<string> = new Set(['price', 'price_excl_vat_excise']);

/**
 * The price limits (decision 061) a line breaks when it writes a price: its public price against its
 * wholesale price, its SHOP and BAR prices against its public price, and a public price it lowers
 * against the highest customer's own price stored for the product. A file confirms nothing, so each
 * breach refuses the line; a price really meant beyond its limit is set on the product form, which asks.
 */
function boundRefusals(
  line: number,
  sku: string,
  columns: ReturnType<typeof columnsOf>,
  types: TypeCents,
  fields: ProductImportChange['fields'],
  customerCents: number | null,
): ProductImportError[] {
  const changed = Object.keys(fields);
  if (!changed.some((field) => (PRICE_COLUMNS as ReadonlySet<string>).has(field))) return [];
  const product = {
    sku,
    retailCents: columns.price_cents,
    wholesaleCents: columns.wholesale_price_cents,
    priceExclVatExciseCents: columns.price_excl_vat_excise_cents,
  };
  const resellers: Array<{ owner: BoundedPriceOwner; cents: number }> = USER_TYPES.flatMap((owner) => {
    const cents = types[owner];
    return cents === null ? [] : [{ owner, cents }];
  });
  if (customerCents !== null && changed.some((field) => PUBLIC_PRICE_COLUMNS.has(field))) resellers.push({ owner: 'customer', cents: customerCents });
  return priceBoundBreaches(product, resellers).map(({ reason, params }) => ({
    line,
    field: BREACH_COLUMN[reason],
    message: errorTextOf(reason, params),
    reason,
    params,
  }));
}

const COLUMN_ORDER: readonly (string | null)[] = [...PRODUCT_CSV_COLUMNS, 'stock_change', 'stock_change_reason'];
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

/** The line's `stock_change` (whole units, + or −) and its reason; null when the cell is empty or missing. */
function readStockChange(line: CsvProductLine, errors: ProductImportError[]): { delta: number; reason: string } | null {
  const text = (line.cells.stock_change ?? '').trim();
  if (text === '') return null;
  const delta = csvNumber(text);
  const reason = (line.cells.stock_change_reason ?? '').trim();
  if (delta === null || !Number.isInteger(delta) || Math.abs(delta) > MAX_STOCK)
    errors.push(refusal(line.line, 'stock_change', 'stockChangeInvalid'));
  if (reason === '') errors.push(refusal(line.line, 'stock_change_reason', 'stockChangeReasonRequired'));
  else if (reason.length > MAX_STOCK_CHANGE_REASON) errors.push(refusal(line.line, 'stock_change_reason', 'reasonTooLong'));
  return delta === null ? null : { delta, reason };
}

/** The line's version token: null when it has none, undefined when it is not one the export writes. */
function readVersion(line: CsvProductLine, errors: ProductImportError[]): string | null | undefined {
  const text = (line.cells.version ?? '').trim();
  if (text === '') return null;
  if (IMPORT_VERSION_PATTERN.test(text)) return text;
  errors.push(refusal(line.line, 'version', 'importVersionInvalid'));
  return undefined;
}

/** The file's values over today's (a new product's defaults), the stock moved by the stock change. */
function mergedValues(line: CsvProductLine, before: CsvProduct, stockChange: { delta: number } | null, errors: ProductImportError[]): CsvProduct {
  const values: CsvProduct = { ...before };
  for (const column of VALUE_COLUMNS) {
    const cell = line.cells[column];
    // With a stock change, the stock cell is the export's old count, kept for information: not read.
    if (cell === undefined || (column === 'stock' && stockChange)) continue;
    const read = readCell(column, cell);
    if ('value' in read) values[column] = read.value;
    else errors.push(refusal(line.line, column, read.refused));
  }
  if (stockChange && typeof before.stock === 'number') {
    const stock = before.stock + stockChange.delta;
    if (stock < 0) errors.push(refusal(line.line, 'stock_change', 'stockChangeBelowZero', { stock: before.stock, change: stockChange.delta }));
    else values.stock = stock;
  }
  return values;
}

interface LineContext {
  stored: Map<string, Stored>;
  overwrite: Map<string, string>;
  seen: Set<string>;
}

/** The conflict of a line of a known product, or null: what it changes besides the stock change, when the product moved since the export or the line has no version. */
function conflictOf(line: number, existing: Stored, version: string | null, fields: ProductImportChange['fields'], overwrite: Map<string, string>) {
  const current = versionToken(existing.row.version, existing.prices);
  if (version === current || Object.keys(fields).length === 0) return null;
  const conflict: ProductImportConflict = {
    line,
    sku: existing.row.sku,
    product_id: existing.row.id,
    reason: version === null ? 'no_version' : 'changed',
    current_version: current,
    fields: Object.fromEntries(Object.entries(fields).map(([field, { from, to }]) => [field, { file: to, now: from }])),
    overwrite: overwrite.get(existing.row.sku.toLowerCase()) === current,
  };
  return conflict;
}

/** Decides one line; adds its refusals, conflict or item to the plan. */
function planLine(result: Plan, context: LineContext, line: CsvProductLine): void {
  if (!line.fieldCountMatches) {
    result.errors.push(refusal(line.line, null, 'fieldCountMismatch'));
    return;
  }
  // Every cell is one line of text: a control character (a NUL, a line break inside quotes) refuses the line (decision 108).
  const unreadable = Object.entries(line.cells).find(([, cell]) => cell !== undefined && hasControlCharacters(cell));
  if (unreadable) {
    result.errors.push(refusal(line.line, unreadable[0], 'controlCharacters'));
    return;
  }
  const sku = (line.cells.sku ?? '').trim();
  if (sku === '' || context.seen.has(sku.toLowerCase())) {
    result.errors.push(refusal(line.line, 'sku', sku === '' ? 'skuRequired' : 'skuRepeated'));
    return;
  }
  context.seen.add(sku.toLowerCase());
  const existing = context.stored.get(sku.toLowerCase()) ?? null;
  const lineErrors: ProductImportError[] = [];
  const version = readVersion(line, lineErrors);
  if (!existing && version) {
    // Deleted since the export: adding it anew is a decision the file cannot make by itself.
    result.errors.push(refusal(line.line, 'version', 'importProductGone'));
    return;
  }
  const stockChange = readStockChange(line, lineErrors);
  const before = existing ? csvProductOf(existing.row, existing.prices.cents) : null;
  const values = mergedValues(line, before ?? NEW_PRODUCT, stockChange, lineErrors);
  const checked = validated(line.line, sku, values, lineErrors);
  result.errors.push(...lineErrors.sort((a, b) => columnIndex(a.field) - columnIndex(b.field)));
  if (lineErrors.length > 0 || !checked || version === undefined) return;
  const columns = columnsOf(checked.input);
  const fields = changedFields(before, csvProductOf(columns, checked.types));
  const bounds = boundRefusals(line.line, existing?.row.sku ?? sku, columns, checked.types, fields, existing?.customerCents ?? null);
  if (bounds.length > 0) {
    result.errors.push(...bounds);
    return;
  }
  const { stock: stockField, ...others } = fields;
  const conflict = existing ? conflictOf(line.line, existing, version, stockChange ? others : fields, context.overwrite) : null;
  if (conflict) result.conflicts.push(conflict);
  if (conflict && !conflict.overwrite) return;
  if (Object.keys(fields).length === 0) result.unchanged += 1;
  else
    result.items.push({
      line: line.line,
      sku: existing?.row.sku ?? sku,
      stored: existing,
      input: checked.input,
      types: checked.types,
      fields,
      stockChange: stockChange && stockField ? stockChange : null,
      overwrote: conflict,
    });
}

/**
 * Decides every line against the products as stored: refused values, conflicts, and what each good line
 * changes. Waits for the next turn of the event loop after every `turn` lines (decision 071): the
 * product form's rules over 20,000 lines are a second of work.
 */
export async function plan(lines: CsvProductLine[], stored: Map<string, Stored>, overwrite: ProductImportOverwrite, turn: number): Promise<Plan> {
  const result: Plan = { items: [], unchanged: 0, errors: [], conflicts: [] };
  const context: LineContext = {
    stored,
    overwrite: new Map(overwrite.map((entry) => [entry.sku.toLowerCase(), entry.version])),
    seen: new Set(),
  };
  for (const [index, line] of lines.entries()) {
    if (index > 0 && index % turn === 0) await nextTurn();
    planLine(result, context, line);
  }
  return result;
}
