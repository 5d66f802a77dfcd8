import { randomBytes } from 'node:crypto';
import {
  type AuditAction,
  defaultWholesaleCents,
  eurosToCents,
  productSearchText,
  slugify,
  type ProductInput,
  type ProductView,
  type StaffRole,
  type StockMoveReason,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import { lockProducts, recordStockMoves, unknownProducts } from '../../db/products.ts';
import type { DB } from '../../db/schema.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { fail, fieldError, assertVersion } from '../../http/app-error.ts';
import { nowIso } from '../../lib/clock.ts';
import { storeImage } from '../../lib/images.ts';
import { audit, type AuditRecord } from '../audit/index.ts';
import { holdGalleryPhoto } from '../gallery/index.ts';
import { checkProductPrices, confirmedNote, PRICE_LIMITS_CONFIRMED } from '../pricing/index.ts';
import { CATALOG_MESSAGES, get } from './catalog.reader.ts';
import {
  deleteProduct,
  insertProduct,
  productRows,
  skuExists,
  slugExists,
  updateProduct,
  wasEverOrdered,
  type ProductBaseRow,
} from './catalog.repository.ts';

// The audit log records every administrator write of the catalogue, in the transaction of
// the write. A product's fields are recorded as its row holds them (prices in cents) under three
// entities, so each has its whole history under the product's id: `price` (price_cents,
// wholesale_price_cents, price_excl_vat_excise_cents), `stock` (stock) and `product` (every other
// field). A creation and a deletion are one `product` entry with the whole row; an edit in the product
// form is up to three entries (product.update, price.update, stock.update), one per entity it
// changed; the bulk edits one entry per product changed (price.bulk_update, stock.bulk_update).

type Fields = Record<string, unknown>;
type ProductEntity = 'product' | 'price' | 'stock';

const PRICE_FIELDS = new Set(['price_cents', 'wholesale_price_cents', 'price_excl_vat_excise_cents']);
/** The id is the entry's entity_id; the search text is derived from fields that are recorded. */
const NOT_RECORDED = new Set(['id', 'search_text']);

/** A product's row as the log records it: is_active a boolean on both engines (SQLite stores 0/1). */
export function recorded(row: Fields): Fields {
  const fields: Fields = {};
  for (const [field, value] of Object.entries(row)) {
    if (!NOT_RECORDED.has(field)) fields[field] = field === 'is_active' ? Boolean(value) : value;
  }
  return fields;
}

// SHOP and BAR prices (`SHOP.price_cents`, as the pricing module records them) are prices too: the import records them with the product's.
const isPrice = (field: string) => PRICE_FIELDS.has(field) || field.endsWith('.price_cents') || field === PRICE_LIMITS_CONFIRMED;
const entityOf = (field: string): ProductEntity => (field === 'stock' ? 'stock' : isPrice(field) ? 'price' : 'product');

function byEntity(row: Fields): Record<ProductEntity, Fields> {
  const parts: Record<ProductEntity, Fields> = { product: {}, price: {}, stock: {} };
  for (const [field, value] of Object.entries(recorded(row))) parts[entityOf(field)][field] = value;
  return parts;
}

/** What the product screens and the import do to a product's entity. */
type ProductVerb = 'update' | 'bulk_update' | 'import' | 'deactivate';
/** The audit action of each entity's verb (decision 095: every action is one of the domain's, worded on the screens). */
const PRODUCT_ACTIONS: Record<ProductEntity, Partial<Record<ProductVerb, AuditAction>>> = {
  product: { update: 'product.update', bulk_update: 'product.bulk_update', import: 'product.import', deactivate: 'product.deactivate' },
  price: { update: 'price.update', bulk_update: 'price.bulk_update', import: 'price.import' },
  stock: { update: 'stock.update', bulk_update: 'stock.bulk_update', import: 'stock.import' },
};

/** The audit records of a product's change: one per entity named in `verbs` (an entry is left out later when its fields did not change). */
export function productChangeRecords(id: number, before: Fields, after: Fields, verbs: Partial<Record<ProductEntity, ProductVerb>>): AuditRecord[] {
  const from = byEntity(before);
  const to = byEntity(after);
  return (['product', 'price', 'stock'] as const).flatMap((entity) => {
    const verb = verbs[entity];
    const action = verb && PRODUCT_ACTIONS[entity][verb];
    return action ? [{ action, entity, entityId: id, before: from[entity], after: to[entity] }] : [];
  });
}

/** One entry per entity named in `verbs` whose fields changed (`price` → `price.update`…); none when nothing changed. */
async function auditProductChange(
  ctx: AppContext,
  trx: Tx,
  id: number,
  before: Fields,
  after: Fields,
  verbs: Partial<Record<ProductEntity, ProductVerb>>,
): Promise<void> {
  for (const record of productChangeRecords(id, before, after, verbs)) await audit(trx, ctx, record);
  const stockVerb = verbs.stock;
  if (stockVerb && typeof before.stock === 'number' && typeof after.stock === 'number')
    await recordStockMoves(trx, ctx.actor, STOCK_REASONS[stockVerb] ?? 'edit', [{ productId: id, delta: after.stock - before.stock }]);
}

/** The stock history's reason for a stock change the product screens or the import make. */
const STOCK_REASONS: Record<string, StockMoveReason> = { update: 'edit', bulk_update: 'bulk_edit', import: 'import' };

async function uniqueSlug(
  ctx: AppContext,
  input: Pick<ProductInput, 'brand' | 'name' | 'weight'>,
  exceptId?: number,
  db: Kysely<DB> | Tx = ctx.db,
): Promise<string> {
  const base = slugify(input.brand, input.name, input.weight);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await slugExists(db, candidate, exceptId))) return candidate;
  }
}

/** SKU when the administrator leaves it empty: brand, flavour and weight letters plus a random tail (HW-ALF-MIN-50-7F3A). */
async function generatedSku(ctx: AppContext, input: ProductInput): Promise<string> {
  const part = (text: string, length: number) => slugify(text).replace(/-/g, '').toUpperCase().slice(0, length) || 'X';
  for (;;) {
    const sku = `${part(input.brand, 3)}-${part(input.name, 3)}-${part(input.weight, 4)}-${randomBytes(2).toString('hex').toUpperCase()}`;
    if (!(await skuExists(ctx.db, sku))) return sku;
  }
}

export function columnsOf(input: ProductInput) {
  const retailCents = eurosToCents(input.price);
  return {
    brand: input.brand,
    name: input.name,
    flavor: input.flavor,
    weight: input.weight,
    category: input.category || null,
    description: input.description || null,
    image_url: input.image_url ?? null,
    stock: input.stock,
    min_order_quantity: input.min_order_quantity,
    price_cents: retailCents,
    wholesale_price_cents: input.wholesale_price == null ? defaultWholesaleCents(retailCents) : eurosToCents(input.wholesale_price),
    price_excl_vat_excise_cents: input.price_excl_vat_excise == null ? null : eurosToCents(input.price_excl_vat_excise),
    is_active: input.is_active,
    search_text: productSearchText({ ...input, sku: input.sku ?? '', category: input.category || null }),
    // Left out, an edit keeps the stored threshold (null: the shop default).
    ...(input.low_stock_threshold === undefined ? {} : { low_stock_threshold: input.low_stock_threshold }),
  };
}

/** A new product; a member who may not change stock (`stockFixedFor`, decision 099) adds it with none. */
export async function create(ctx: AppContext, input: ProductInput, stockFixedFor?: StaffRole): Promise<ProductView> {
  if (stockFixedFor && input.stock !== 0) throw fail('forbiddenForRole', { role: stockFixedFor });
  const sku = input.sku?.trim() ? input.sku.trim() : await generatedSku(ctx, input);
  const columns = columnsOf({ ...input, sku });
  // Two administrators may pick the same SKU or end on the same address at once: the unique
  // indexes decide; a taken SKU is said as such, a taken address is chosen anew.
  for (let attempt = 1; ; attempt++) {
    if (await skuExists(ctx.db, sku)) throw fieldError('skuTaken', 'sku', 'skuTaken');
    const now = nowIso();
    try {
      const slug = await uniqueSlug(ctx, input);
      const id = await inTransaction(ctx, async (trx) => {
        // Decision 061: a new product's public price is not below its wholesale price unless confirmed.
        const confirmed = await checkProductPrices(trx, [{ ...columns, sku, id: 0 }], input.confirm_price_limits);
        await holdGalleryPhoto(ctx, trx, columns.image_url);
        const created = await insertProduct(trx, { ...columns, sku, slug, created_at: now, updated_at: now });
        const after = recorded({ ...columns, sku, slug, ...confirmedNote(confirmed, 0) });
        await audit(trx, ctx, { action: 'product.create', entity: 'product', entityId: created, after });
        return created;
      });
      return get(ctx, { kind: 'admin' }, { id });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === 3) throw error;
    }
  }
}

/** The product's whole row, locked: edits, removal and stock moves of one product take turns (decision 016). */
async function lockedProduct(ctx: AppContext, trx: Tx, id: number): Promise<ProductBaseRow> {
  await lockProducts(trx, ctx.engine, [id]);
  const [row] = await productRows(trx, [id]);
  if (!row) throw fail('productNotFound');
  return row;
}

/** A product's edit; a role that may not change stock (`stockFixedFor`, decision 099) sends the stored one. */
export async function update(ctx: AppContext, id: number, input: ProductInput, stockFixedFor?: StaffRole): Promise<ProductView> {
  const { version, ...fields } = input;
  await inTransaction(ctx, async (trx) => {
    const existing = await lockedProduct(ctx, trx, id);
    assertVersion(existing, version);
    if (stockFixedFor && fields.stock !== existing.stock) throw fail('forbiddenForRole', { role: stockFixedFor });
    if ((fields.image_url ?? null) !== existing.image_url) await holdGalleryPhoto(ctx, trx, fields.image_url);
    const sku = fields.sku?.trim() ? fields.sku.trim() : existing.sku;
    if (await skuExists(trx, sku, id)) throw fieldError('skuTaken', 'sku', 'skuTaken');
    const slug =
      existing.brand === fields.brand && existing.name === fields.name && existing.weight === fields.weight
        ? existing.slug
        : await uniqueSlug(ctx, fields, id, trx);
    const columns = { ...columnsOf({ ...fields, sku }), sku, slug };
    const confirmed = await checkProductPrices(trx, [{ ...columns, id }], fields.confirm_price_limits, new Map([[id, existing]]));
    await updateProduct(trx, id, columns, nowIso());
    const after = { ...existing, ...columns, ...confirmedNote(confirmed, id) };
    await auditProductChange(ctx, trx, id, existing, after, { product: 'update', price: 'update', stock: 'update' });
  });
  return get(ctx, { kind: 'admin' }, { id });
}

/** A product that was ever ordered is deactivated (order lines keep pointing at it), otherwise deleted. */
export async function remove(ctx: AppContext, id: number): Promise<{ deleted: boolean; deactivated: boolean; message: string }> {
  return inTransaction(ctx, async (trx) => {
    const existing = await lockedProduct(ctx, trx, id);
    if (await wasEverOrdered(trx, id)) {
      await updateProduct(trx, id, { is_active: false }, nowIso());
      await auditProductChange(ctx, trx, id, existing, { ...existing, is_active: false }, { product: 'deactivate' });
      return { deleted: false, deactivated: true, message: CATALOG_MESSAGES.deactivated };
    }
    await deleteProduct(trx, id);
    await audit(trx, ctx, { action: 'product.delete', entity: 'product', entityId: id, before: recorded(existing) });
    return { deleted: true, deactivated: false, message: CATALOG_MESSAGES.deleted };
  });
}

/**
 * One bulk write: the products locked in id order, an unknown id or one entry whose version moved on
 * refuses the batch (nothing is written), each row written with its version moved on. The audit log
 * gets one `<entity>.bulk_update` entry per product whose field changed.
 */
async function bulkWrite<E extends { id: number; version?: number | undefined }>(
  ctx: AppContext,
  entity: 'price' | 'stock',
  updates: E[],
  columns: (entry: E) => Parameters<typeof updateProduct>[2],
  /** Price writes: the bounds of the rows as written (decision 061), answering the confirmed notes per product. */
  bounds?: (trx: Tx, before: Map<number, ProductBaseRow>) => Promise<Map<number, string>>,
): Promise<number> {
  const now = nowIso();
  await inTransaction(ctx, async (trx) => {
    const ids = updates.map((u) => u.id);
    await lockProducts(trx, ctx.engine, ids);
    const before = new Map((await productRows(trx, ids)).map((p) => [p.id, p]));
    const missing = [...new Set(ids.filter((id) => !before.has(id)))];
    if (missing.length > 0) throw unknownProducts(missing);
    for (const update of updates) assertVersion(before.get(update.id), update.version);
    const after = new Map<number, Fields>();
    for (const update of updates) {
      const written = columns(update);
      await updateProduct(trx, update.id, written, now);
      after.set(update.id, { ...(after.get(update.id) ?? before.get(update.id)), ...written });
    }
    const confirmed = (await bounds?.(trx, before)) ?? new Map<number, string>();
    for (const [id, row] of before) {
      const changed = after.get(id);
      await auditProductChange(ctx, trx, id, row, changed ? { ...changed, ...confirmedNote(confirmed, id) } : row, { [entity]: 'bulk_update' });
    }
  });
  return updates.length;
}

export function bulkPublicPrice(
  ctx: AppContext,
  updates: Array<{ id: number; price_excl_vat_excise: number | null; version?: number | undefined }>,
  confirm?: boolean,
) {
  const centsOf = (u: (typeof updates)[number]) => (u.price_excl_vat_excise === null ? null : eurosToCents(u.price_excl_vat_excise));
  return bulkWrite(
    ctx,
    'price',
    updates,
    (u) => ({ price_excl_vat_excise_cents: centsOf(u) }),
    (trx, before) => {
      const written = updates.flatMap((u) => {
        const row = before.get(u.id);
        return row ? [{ ...row, price_excl_vat_excise_cents: centsOf(u) }] : [];
      });
      return checkProductPrices(trx, written, confirm, before);
    },
  );
}

export const bulkStock = (ctx: AppContext, updates: Array<{ id: number; stock: number; version?: number | undefined }>) =>
  bulkWrite(ctx, 'stock', updates, (u) => ({ stock: u.stock }));

/**
 * A product photo uploaded (checked, re-encoded, stored): recorded as `product.photo` with the file's
 * address, not yet tied to a product (the product form's image_url does that, as product.update).
 */
export async function uploadPhoto(ctx: AppContext, bytes: Buffer): Promise<string> {
  const stored = await storeImage(bytes, { files: ctx.files, folder: 'products', maxSide: 1000 });
  await audit(ctx.db, ctx, { action: 'product.photo', entity: 'product', changes: { image_url: { from: null, to: stored.url } } });
  return stored.url;
}
