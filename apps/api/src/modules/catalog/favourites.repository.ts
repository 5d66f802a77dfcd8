import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * A customer's marked products ("My products", decision 043). Per user, so never part of
 * the shared catalogue cache: favourites.service.ts keeps each customer's beside its session.
 */

/** The ids of the products a customer marked, in id order. */
export async function favouriteIds(db: Kysely<DB>, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('favourites').select('product_id').where('user_id', '=', userId).orderBy('product_id').execute();
  return rows.map((row) => row.product_id);
}

/** Whether a product exists and is on sale (no lock: the foreign key refuses a mark of a product deleted meanwhile). */
export async function productForFavourite(trx: Transaction<DB>, productId: number): Promise<{ is_active: boolean } | undefined> {
  const row = await trx.selectFrom('products').select('is_active').where('id', '=', productId).executeTakeFirst();
  return row && { is_active: Boolean(row.is_active) };
}

/** Marks a product; a mark that is already there stays as it was (a double click, two tabs). */
export async function insertFavourite(trx: Transaction<DB>, userId: number, productId: number, now: string): Promise<void> {
  await trx
    .insertInto('favourites')
    .values({ user_id: userId, product_id: productId, created_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'product_id']).doNothing())
    .execute();
}

export async function deleteFavourite(trx: Transaction<DB>, userId: number, productId: number): Promise<void> {
  await trx.deleteFrom('favourites').where('user_id', '=', userId).where('product_id', '=', productId).execute();
}
