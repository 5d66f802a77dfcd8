import type { StockMoveReason } from '@shop/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Actor, AppContext } from '../app-context.ts';
import { fail } from '../http/app-error.ts';
import { nowIso } from '../lib/clock.ts';
import type { Engine } from './engine.ts';
import { forUpdate } from './locks.ts';
import type { DB } from './schema.ts';

// The product row as every module that writes it shares it (the catalogue, prices, orders, credit
// notes): its lock, its stock taken and put back with each change recorded as a stock move, and
// which ids name no product. It lives here, under no module, so that those modules depend on it
// and not on each other (decision 105).

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

export interface Move {
  productId: number;
  /** Units in (+) or out (−). */
  delta: number;
}

/**
 * Records stock changes in the transaction that makes them (decision 047's stock history): why, the
 * order's or credit note's number, and who — the acting person, or the customer whose order it is.
 * Changes of nothing are left out.
 */
export async function recordStockMoves(
  trx: Transaction<DB>,
  actor: Actor | undefined,
  reason: StockMoveReason,
  moves: readonly Move[],
  reference: string | null = null,
): Promise<void> {
  const at = nowIso();
  const rows = moves
    .filter((move) => move.delta !== 0)
    .map((move) => ({
      product_id: move.productId,
      delta: move.delta,
      reason,
      reference,
      actor_id: actor?.id ?? null,
      actor_email: actor?.email ?? null,
      at,
    }));
  if (rows.length > 0) await trx.insertInto('stock_moves').values(rows).execute();
}

/** The ids among `ids` that name no product (checked in chunks, so long bulk lists stay within parameter limits). */
async function missingProductIds(db: Kysely<DB>, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = new Set<number>();
  for (let i = 0; i < unique.length; i += 500) {
    for (const row of await db
      .selectFrom('products')
      .select('id')
      .where('id', 'in', unique.slice(i, i + 500))
      .execute())
      found.add(row.id);
  }
  return unique.filter((id) => !found.has(id));
}

/** The refusal of a batch that names products that do not exist (the first 20 ids). */
export const unknownProducts = (missing: number[]) => fail('productsNotFound', { ids: missing.slice(0, 20).join(', ') });

/** Refuses the whole batch when one id is unknown: nothing is written. */
export async function assertProductsExist(ctx: Pick<AppContext, 'db'>, ids: number[]): Promise<void> {
  const missing = await missingProductIds(ctx.db, ids);
  if (missing.length > 0) throw unknownProducts(missing);
}
