import { randomBytes } from 'node:crypto';
import { defaultWholesaleCents, eurosToCents, slugify, type ProductInput, type ProductView } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { DB } from '../../db/schema.ts';
import { foldForSearch } from '../../db/search-text.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { fail, fieldError, assertVersion } from '../../http/app-error.ts';
import { nowIso } from '../../lib/clock.ts';
import { holdGalleryPhoto } from '../gallery/gallery.service.ts';
import { lockProducts } from '../orders/stock.repository.ts';
import { CATALOG_MESSAGES, get } from './catalog.reader.ts';
import { deleteProduct, insertProduct, missingProductIds, skuExists, slugExists, updateProduct, wasEverOrdered } from './catalog.repository.ts';

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

function columnsOf(input: ProductInput) {
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
    search_text: foldForSearch(input.brand, input.name, input.flavor, input.weight, input.sku, input.category),
  };
}

export async function create(ctx: AppContext, input: ProductInput): Promise<ProductView> {
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
        await holdGalleryPhoto(ctx, trx, columns.image_url);
        return insertProduct(trx, { ...columns, sku, slug, created_at: now, updated_at: now });
      });
      return get(ctx, { kind: 'admin' }, { id });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === 3) throw error;
    }
  }
}

/** The product's row, locked: edits, removal and stock moves of one product take turns (decision 016). */
async function lockedProduct(ctx: AppContext, trx: Tx, id: number) {
  const [row] = await lockProducts(trx, ctx.engine, [id]);
  if (!row) throw fail('productNotFound');
  return row;
}

export async function update(ctx: AppContext, id: number, input: ProductInput): Promise<ProductView> {
  const { version, ...fields } = input;
  await inTransaction(ctx, async (trx) => {
    const existing = await lockedProduct(ctx, trx, id);
    assertVersion(existing, version);
    if ((fields.image_url ?? null) !== existing.image_url) await holdGalleryPhoto(ctx, trx, fields.image_url);
    const sku = fields.sku?.trim() ? fields.sku.trim() : existing.sku;
    if (await skuExists(trx, sku, id)) throw fieldError('skuTaken', 'sku', 'skuTaken');
    const slug =
      existing.brand === fields.brand && existing.name === fields.name && existing.weight === fields.weight
        ? existing.slug
        : await uniqueSlug(ctx, fields, id, trx);
    await updateProduct(trx, id, { ...columnsOf({ ...fields, sku }), sku, slug }, nowIso());
  });
  return get(ctx, { kind: 'admin' }, { id });
}

/** A product that was ever ordered is deactivated (order lines keep pointing at it), otherwise deleted. */
export async function remove(ctx: AppContext, id: number): Promise<{ deleted: boolean; deactivated: boolean; message: string }> {
  return inTransaction(ctx, async (trx) => {
    await lockedProduct(ctx, trx, id);
    if (await wasEverOrdered(trx, id)) {
      await updateProduct(trx, id, { is_active: false }, nowIso());
      return { deleted: false, deactivated: true, message: CATALOG_MESSAGES.deactivated };
    }
    await deleteProduct(trx, id);
    return { deleted: true, deactivated: false, message: CATALOG_MESSAGES.deleted };
  });
}

/**
 * One bulk write: the products locked in id order, an unknown id or one entry whose version moved on
 * refuses the batch (nothing is written), each row written with its version moved on.
 */
async function bulkWrite<E extends { id: number; version?: number | undefined }>(
  ctx: AppContext,
  updates: E[],
  columns: (entry: E) => Parameters<typeof updateProduct>[2],
): Promise<number> {
  const now = nowIso();
  await inTransaction(ctx, async (trx) => {
    const locked = new Map(
      (
        await lockProducts(
          trx,
          ctx.engine,
          updates.map((u) => u.id),
        )
      ).map((p) => [p.id, p]),
    );
    const missing = [...new Set(updates.map((u) => u.id).filter((id) => !locked.has(id)))];
    if (missing.length > 0) throw unknownProducts(missing);
    for (const update of updates) assertVersion(locked.get(update.id), update.version);
    for (const update of updates) {
      await updateProduct(trx, update.id, columns(update), now);
    }
  });
  return updates.length;
}

export const bulkPublicPrice = (
  ctx: AppContext,
  updates: Array<{ id: number; price_excl_vat_excise: number | null; version?: number | undefined }>,
) =>
  bulkWrite(ctx, updates, (u) => ({ price_excl_vat_excise_cents: u.price_excl_vat_excise === null ? null : eurosToCents(u.price_excl_vat_excise) }));

export const bulkStock = (ctx: AppContext, updates: Array<{ id: number; stock: number; version?: number | undefined }>) =>
  bulkWrite(ctx, updates, (u) => ({ stock: u.stock }));

const unknownProducts = (missing: number[]) => fail('productsNotFound', { ids: missing.slice(0, 20).join(', ') });

/** Refuses the whole batch when one id is unknown: nothing is written. */
export async function assertProductsExist(ctx: AppContext, ids: number[]): Promise<void> {
  const missing = await missingProductIds(ctx.db, ids);
  if (missing.length > 0) throw unknownProducts(missing);
}
