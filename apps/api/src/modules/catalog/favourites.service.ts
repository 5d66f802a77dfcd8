import { createHash } from 'node:crypto';
import type { FavouriteAnswer, User } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { isConstraintViolation } from '../../db/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { fail } from '../../http/app-error.ts';
import { nowIso } from '../../lib/clock.ts';
import type { Viewer } from './catalog.repository.ts';
import { deleteFavourite, favouriteIds, insertFavourite, productForFavourite } from './favourites.repository.ts';

/**
 * "My products" (decision 043): a signed-in customer marks products with a star and filters
 * the catalogue by them. Marking and unmarking are idempotent: the state asked for is the state
 * after, however often the request comes (a double click, two tabs); the pair's key keeps one row.
 */

/** A customer's marks, and a digest of them that names the customer's kept catalogue answers. */
export interface Marks {
  ids: ReadonlySet<number>;
  /** '' for none. */
  digest: string;
}

/** Only customers have marked products: a visitor is asked to log in, an administrator is refused. */
export function assertMayHaveFavourites(viewer: Viewer): asserts viewer is Extract<Viewer, { kind: 'customer' }> {
  if (viewer.kind === 'visitor') throw fail('authRequired');
  if (viewer.kind === 'admin') throw fail('adminsHaveNoFavourites');
}

const viewerOfUser = (user: User): Viewer =>
  user.is_admin ? { kind: 'admin' } : { kind: 'customer', userId: user.id, userType: user.user_type ?? null };

function marksOf(ids: number[]): Marks {
  return { ids: new Set(ids), digest: ids.length ? createHash('sha256').update(ids.join(',')).digest('base64url').slice(0, 22) : '' };
}

/**
 * The caller's marked products (null for visitors and administrators, who have none). Kept per
 * customer under the version of the accounts group, beside the sessions, never in a shared entry:
 * a commit to `favourites` moves that version here at once and on other instances through their
 * notify trigger, as a session's end does.
 */
export function favouritesOf(ctx: AppContext, viewer: Viewer): Promise<Marks | null> {
  if (viewer.kind !== 'customer') return Promise.resolve(null);
  const version = ctx.catalogCache.version('accounts');
  return ctx.catalogCache.remember('accounts', version, `favourites:${viewer.userId}`, async () =>
    marksOf(await favouriteIds(ctx.db, viewer.userId)),
  );
}

/** PUT /api/products/:id/favourite: marks a product the customer can see (an unknown or withdrawn one is 404). */
export async function mark(ctx: AppContext, user: User, productId: number): Promise<FavouriteAnswer> {
  assertMayHaveFavourites(viewerOfUser(user));
  try {
    await inTransaction(ctx, async (trx) => {
      const product = await productForFavourite(trx, productId);
      if (!product?.is_active) throw fail('productNotFound');
      await insertFavourite(trx, user.id, productId, nowIso());
    });
  } catch (error) {
    // The product was deleted between the check and the write: its foreign key refused the mark.
    if (isConstraintViolation(error)) throw fail('productNotFound');
    throw error;
  }
  return { success: true, product_id: productId, is_favourite: true };
}

/** DELETE /api/products/:id/favourite: unmarks a product; a withdrawn product can still be unmarked, an unknown one is 404. */
export async function unmark(ctx: AppContext, user: User, productId: number): Promise<FavouriteAnswer> {
  assertMayHaveFavourites(viewerOfUser(user));
  await inTransaction(ctx, async (trx) => {
    if (!(await productForFavourite(trx, productId))) throw fail('productNotFound');
    await deleteFavourite(trx, user.id, productId);
  });
  return { success: true, product_id: productId, is_favourite: false };
}
