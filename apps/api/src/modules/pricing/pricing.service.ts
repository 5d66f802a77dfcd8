import { eurosToCents, type UserType } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { assertProductsExist } from '../catalog/catalog.service.ts';
import { findUserRowById } from '../users/users.repository.ts';
import {
  deleteAllCustomerPrices,
  deleteCustomerPrice,
  deleteUserTypePrice,
  listCustomerPrices,
  listUserTypePrices,
  upsertCustomerPrice,
  upsertUserTypePrice,
} from './pricing.repository.ts';

export const PRICING_MESSAGES = {
  customerNotFound: 'Customer not found',
  priceNotFound: 'No such price is set',
} as const;

/** 0, null or '' in a bulk save deletes the stored price (admin spec section 4). */
const deletes = (price: number | null | '') => price === null || price === '' || price === 0;

async function requireCustomer(ctx: AppContext, userId: number): Promise<void> {
  const row = await findUserRowById(ctx.db, userId);
  if (!row || row.is_admin || row.anonymised_at) throw new AppError('NOT_FOUND', PRICING_MESSAGES.customerNotFound);
}

export async function customerPrices(ctx: AppContext, userId: number) {
  await requireCustomer(ctx, userId);
  return listCustomerPrices(ctx.db, userId);
}

export async function saveCustomerPrices(ctx: AppContext, userId: number, prices: Array<{ productId: number; price: number | null | '' }>): Promise<{ updated: number; deleted: number }> {
  await requireCustomer(ctx, userId);
  await assertProductsExist(ctx, prices.map((p) => p.productId));
  return ctx.db.transaction().execute(async (trx) => {
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
  await requireCustomer(ctx, userId);
  if (!(await deleteCustomerPrice(ctx.db, userId, productId))) throw new AppError('NOT_FOUND', PRICING_MESSAGES.priceNotFound);
}

export async function clearCustomerPrices(ctx: AppContext, userId: number): Promise<number> {
  await requireCustomer(ctx, userId);
  return deleteAllCustomerPrices(ctx.db, userId);
}

export const userTypePrices = (ctx: AppContext) => listUserTypePrices(ctx.db);

export async function saveUserTypePrices(ctx: AppContext, updates: Array<{ productId: number; userType: UserType; price: number | null | '' }>): Promise<{ updated: number; deleted: number }> {
  await assertProductsExist(ctx, updates.map((u) => u.productId));
  return ctx.db.transaction().execute(async (trx) => {
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
  if (!(await deleteUserTypePrice(ctx.db, userType, productId))) throw new AppError('NOT_FOUND', PRICING_MESSAGES.priceNotFound);
}
