import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Engine } from '../../db/engine.ts';
import { forUpdate } from '../../db/locks.ts';
import { nowIso } from '../../lib/clock.ts';

/** Products locked for the rest of the transaction, in id order (no deadlocks): order edits, product edits, bulk writes, SHOP/BAR prices. */
export async function lockProducts(trx: Transaction<DB>, engine: Engine, ids: number[]) {
  if (ids.length === 0) return [];
  const query = trx
    .selectFrom('products')
    .select([
      'id',
      'sku',
      'slug',
      'brand',
      'name',
      'flavor',
      'weight',
      'image_url',
      'stock',
      'min_order_quantity',
      'is_active',
      'price_cents',
      'wholesale_price_cents',
      'price_excl_vat_excise_cents',
      'version',
    ])
    .where('id', 'in', [...new Set(ids)])
    .orderBy('id');
  return forUpdate(query, engine).execute();
}

// Stock moves are part of the product's history: they move its version on too, so an administrator's
// form opened before a checkout cannot write the old stock back (decision 016).

/** Takes units out of stock only if they are there (and, for a checkout, the product is still on sale): the guard in the WHERE keeps stock from going below zero. */
export async function takeStock(trx: Transaction<DB>, productId: number, quantity: number, options: { onlyActive?: boolean } = {}): Promise<boolean> {
  let query = trx
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', quantity), version: eb('version', '+', 1), updated_at: nowIso() }))
    .where('id', '=', productId)
    .where('stock', '>=', quantity);
  if (options.onlyActive) query = query.where('is_active', '=', true);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Puts units back (cancel, fewer units on an edit). */
export async function returnStock(trx: Transaction<DB>, productId: number, quantity: number): Promise<void> {
  await trx
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', quantity), version: eb('version', '+', 1), updated_at: nowIso() }))
    .where('id', '=', productId)
    .execute();
}

/** Whether a product is still sold, and how many units it has now. */
export async function productAvailability(
  trx: Transaction<DB>,
  productId: number,
): Promise<{ is_active: boolean | number; stock: number } | undefined> {
  return trx.selectFrom('products').select(['is_active', 'stock']).where('id', '=', productId).executeTakeFirst();
}
