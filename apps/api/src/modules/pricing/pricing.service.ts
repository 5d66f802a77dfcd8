import { eurosToCents, type UserType } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { fail, staleWrite } from '../../http/app-error.ts';
import { assertProductsExist } from '../catalog/catalog.service.ts';
import { lockProducts } from '../orders/stock.repository.ts';
import { findUserRowById, lockUser } from '../users/users.repository.ts';
import {
  deleteAllCustomerPrices,
  deleteCustomerPrice,
  deleteUserTypePrice,
  listCustomerPrices,
  listUserTypePrices,
  upsertCustomerPrice,
  upsertUserTypePrice,
} from './pricing.repository.ts';

/** 0, null or '' in a bulk save deletes the stored price (admin spec section 4). */
const deletes = (price: number | null | '') => price === null || price === '' || price === 0;

async function requireCustomer(ctx: AppContext, userId: number): Promise<void> {
  const row = await findUserRowById(ctx.db, userId);
  if (!row || row.is_admin || row.anonymised_at) throw fail('customerNotFound');
}

/** A customer's prices belong to the customer: their saves lock the customer's row first (decision 016). */
async function lockCustomer(ctx: AppContext, trx: Tx, userId: number): Promise<void> {
  const row = await lockUser(trx, ctx.engine, userId);
  if (!row || row.is_admin || row.anonymised_at) throw fail('customerNotFound');
}

/** Every entry that sent a version must find the stored price at it (0: none stored); one stale entry refuses the batch. */
function assertPriceVersions<E extends { version?: number | undefined }, K>(entries: E[], keyOf: (entry: E) => K, stored: Map<K, number>): void {
  for (const entry of entries) {
    if (entry.version !== undefined && (stored.get(keyOf(entry)) ?? 0) !== entry.version) throw staleWrite();
  }
}

export async function customerPrices(ctx: AppContext, userId: number) {
  await requireCustomer(ctx, userId);
  return listCustomerPrices(ctx.db, userId);
}

export async function saveCustomerPrices(
  ctx: AppContext,
  userId: number,
  prices: Array<{ productId: number; price: number | null | ''; version?: number | undefined }>,
): Promise<{ updated: number; deleted: number }> {
  await assertProductsExist(
    ctx,
    prices.map((p) => p.productId),
  );
  return inTransaction(ctx, async (trx) => {
    await lockCustomer(ctx, trx, userId);
    const stored = new Map((await listCustomerPrices(trx, userId)).map((p) => [p.product_id, p.version]));
    assertPriceVersions(prices, (p) => p.productId, stored);
    let updated = 0;
    let deleted = 0;
    for (const { productId, price } of prices) {
      if (deletes(price)) deleted += (await deleteCustomerPrice(trx, userId, productId)) ? 1 : 0;
      else {
        await upsertCustomerPrice(trx, userId, productId, eurosToCents(price as number));
        updated += 1;
      }
    }
    return { updated, deleted };
  });
}

export async function removeCustomerPrice(ctx: AppContext, userId: number, productId: number): Promise<void> {
  await inTransaction(ctx, async (trx) => {
    await lockCustomer(ctx, trx, userId);
    if (!(await deleteCustomerPrice(trx, userId, productId))) throw fail('priceNotFound');
  });
}

export async function clearCustomerPrices(ctx: AppContext, userId: number): Promise<number> {
  return inTransaction(ctx, async (trx) => {
    await lockCustomer(ctx, trx, userId);
    return deleteAllCustomerPrices(trx, userId);
  });
}

export const userTypePrices = (ctx: AppContext) => listUserTypePrices(ctx.db);

/** SHOP and BAR prices belong to their product: a save locks its products (in id order) first. */
export async function saveUserTypePrices(
  ctx: AppContext,
  updates: Array<{ productId: number; userType: UserType; price: number | null | ''; version?: number | undefined }>,
): Promise<{ updated: number; deleted: number }> {
  const productIds = updates.map((u) => u.productId);
  await assertProductsExist(ctx, productIds);
  return inTransaction(ctx, async (trx) => {
    await lockProducts(trx, ctx.engine, productIds);
    const stored = new Map((await listUserTypePrices(trx, [...new Set(productIds)])).map((p) => [`${p.user_type}:${p.product_id}`, p.version]));
    assertPriceVersions(updates, (u) => `${u.userType}:${u.productId}`, stored);
    let updated = 0;
    let deleted = 0;
    for (const { productId, userType, price } of updates) {
      if (deletes(price)) deleted += (await deleteUserTypePrice(trx, userType, productId)) ? 1 : 0;
      else {
        await upsertUserTypePrice(trx, userType, productId, eurosToCents(price as number));
        updated += 1;
      }
    }
    return { updated, deleted };
  });
}

export async function removeUserTypePrice(ctx: AppContext, userType: UserType, productId: number): Promise<void> {
  await inTransaction(ctx, async (trx) => {
    await lockProducts(trx, ctx.engine, [productId]);
    if (!(await deleteUserTypePrice(trx, userType, productId))) throw fail('priceNotFound');
  });
}
