import { eurosToCents, type BoundedPriceOwner, type UserType } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { fail, staleWrite } from '../../http/app-error.ts';
import { audit, changesBetween } from '../audit/index.ts';
import { assertProductsExist, lockProducts } from '../../db/products.ts';
import { findUserRowById, lockUser } from '../users/index.ts';
import { checkResellerPrices, PRICE_LIMITS_CONFIRMED } from './price-bounds.ts';
import {
  countCatalogueAndTypePrices,
  countCustomerPrices,
  deleteAllCustomerPrices,
  deleteCustomerPrice,
  deleteUserTypePrice,
  listCustomerPrices,
  listUserTypePrices,
  storedCustomerPrices,
  storedUserTypePrices,
  upsertCustomerPrice,
  upsertUserTypePrice,
} from './pricing.repository.ts';

// The audit log: every price an administrator sets or removes is a `price` entry under its
// product's id, one per product changed, in the transaction of the write; the field names whose price
// it is, in cents as stored: `SHOP.price_cents`, `BAR.price_cents`, `customer_<user id>.price_cents`
// (the product's own prices are recorded by the catalogue as `price_cents`…). `price.delete` when every
// changed price of the product was removed, `price.update` otherwise.

const userTypeField = (userType: UserType) => `${userType}.price_cents`;
const customerField = (userId: number) => `customer_${userId}.price_cents`;

/** Prices per product as stored when the write began, and as it left them. */
class PriceChanges {
  readonly #before = new Map<number, Record<string, number | string | null>>();
  readonly #after = new Map<number, Record<string, number | string | null>>();

  constructor(stored: Array<{ productId: number; field: string; cents: number }>) {
    for (const { productId, field, cents } of stored) this.#before.set(productId, { ...this.#before.get(productId), [field]: cents });
  }

  /** The price `field` of a product is now `cents` (null: removed). */
  set(productId: number, field: string, cents: number | string | null): void {
    this.#after.set(productId, { ...(this.#after.get(productId) ?? this.#before.get(productId)), [field]: cents });
  }

  /** Prices above their bound the administrator confirmed (decision 061), noted in each product's entry. */
  confirmed(notes: Map<number, string>): void {
    for (const [productId, note] of notes) this.set(productId, PRICE_LIMITS_CONFIRMED, note);
  }

  /** One entry per product whose prices changed; none for a save that left them as they were. */
  async record(ctx: AppContext, trx: Tx): Promise<void> {
    for (const [productId, after] of [...this.#after].sort(([a], [b]) => a - b)) {
      const changes = changesBetween(this.#before.get(productId), after);
      const removed = Object.values(changes).every((change) => change.to === null);
      await audit(trx, ctx, { action: removed ? 'price.delete' : 'price.update', entity: 'price', entityId: productId, changes });
    }
  }
}

/** A customer's prices as stored (the caller locked the customer), and what the write changes in them. */
async function customerPricesToChange(trx: Tx, userId: number) {
  const stored = await storedCustomerPrices(trx, userId);
  return { stored, changes: new PriceChanges(stored.map((p) => ({ productId: p.product_id, field: customerField(userId), cents: p.price_cents }))) };
}

/** The SHOP and BAR prices of products as stored (the caller locked the products), and what the write changes in them. */
async function userTypePricesToChange(trx: Tx, productIds: number[]) {
  const stored = await storedUserTypePrices(trx, [...new Set(productIds)]);
  return {
    stored,
    changes: new PriceChanges(stored.map((p) => ({ productId: p.product_id, field: userTypeField(p.user_type), cents: p.price_cents }))),
  };
}

/** 0, null or '' in a bulk save deletes the stored price. */
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

/** The prices a save writes (not deletes), checked against their products' public prices (decision 061); the products are locked. */
async function checkWrittenPrices(
  ctx: AppContext,
  trx: Tx,
  written: Array<{ productId: number; owner: BoundedPriceOwner; price: number | null | '' }>,
  confirm: boolean | undefined,
): Promise<Map<number, string>> {
  const products = await lockProducts(
    trx,
    ctx.engine,
    written.map((w) => w.productId),
  );
  const prices = written.flatMap(({ productId, owner, price }) =>
    deletes(price) ? [] : [{ productId, owner, cents: eurosToCents(price as number) }],
  );
  return checkResellerPrices(new Map(products.map((row) => [row.id, row])), prices, confirm);
}

/**
 * The stat cards' counts: every product and the SHOP and BAR prices set, kept until the catalogue
 * (products or prices) changes, so paging the screens counts nothing again.
 */
const catalogueCounts = (ctx: AppContext) =>
  ctx.catalogCache.remember('catalogue', ctx.catalogCache.version('catalogue'), 'pricing-counts', () => countCatalogueAndTypePrices(ctx.reads));

/** A customer's prices of the products of the page shown (decision 077), with their count and the catalogue's. */
export async function customerPrices(ctx: AppContext, userId: number, productIds: number[]) {
  await requireCustomer(ctx, userId);
  const [prices, custom, { products }] = await Promise.all([
    listCustomerPrices(ctx.reads, userId, productIds),
    countCustomerPrices(ctx.reads, userId),
    catalogueCounts(ctx),
  ]);
  return { customerPrices: prices, counts: { products, custom } };
}

export async function saveCustomerPrices(
  ctx: AppContext,
  userId: number,
  prices: Array<{ productId: number; price: number | null | ''; version?: number | undefined }>,
  confirm?: boolean,
): Promise<{ updated: number; deleted: number }> {
  await assertProductsExist(
    ctx,
    prices.map((p) => p.productId),
  );
  return inTransaction(ctx, async (trx) => {
    await lockCustomer(ctx, trx, userId);
    // The customer first, then its products in id order (decision 016): a public price cannot move under the check.
    const confirmed = await checkWrittenPrices(
      ctx,
      trx,
      prices.map((p) => ({ ...p, owner: 'customer' as const })),
      confirm,
    );
    const { stored, changes } = await customerPricesToChange(trx, userId);
    assertPriceVersions(prices, (p) => p.productId, new Map(stored.map((p) => [p.product_id, p.version])));
    changes.confirmed(confirmed);
    let updated = 0;
    let deleted = 0;
    for (const { productId, price } of prices) {
      if (deletes(price)) {
        deleted += (await deleteCustomerPrice(trx, userId, productId)) ? 1 : 0;
        changes.set(productId, customerField(userId), null);
      } else {
        const cents = eurosToCents(price as number);
        await upsertCustomerPrice(trx, userId, productId, cents);
        changes.set(productId, customerField(userId), cents);
        updated += 1;
      }
    }
    await changes.record(ctx, trx);
    return { updated, deleted };
  });
}

export async function removeCustomerPrice(ctx: AppContext, userId: number, productId: number): Promise<void> {
  await inTransaction(ctx, async (trx) => {
    await lockCustomer(ctx, trx, userId);
    const { changes } = await customerPricesToChange(trx, userId);
    if (!(await deleteCustomerPrice(trx, userId, productId))) throw fail('priceNotFound');
    changes.set(productId, customerField(userId), null);
    await changes.record(ctx, trx);
  });
}

export async function clearCustomerPrices(ctx: AppContext, userId: number): Promise<number> {
  return inTransaction(ctx, async (trx) => {
    await lockCustomer(ctx, trx, userId);
    const { stored, changes } = await customerPricesToChange(trx, userId);
    const deleted = await deleteAllCustomerPrices(trx, userId);
    for (const { product_id } of stored) changes.set(product_id, customerField(userId), null);
    await changes.record(ctx, trx);
    return deleted;
  });
}

/** The SHOP and BAR prices of the products of the page shown (decision 077), with the stat cards' counts. */
export async function userTypePrices(ctx: AppContext, productIds: number[]) {
  const [prices, counts] = await Promise.all([listUserTypePrices(ctx.reads, productIds), catalogueCounts(ctx)]);
  return { userTypePrices: prices, counts };
}

/** SHOP and BAR prices belong to their product: a save locks its products (in id order) first. */
export async function saveUserTypePrices(
  ctx: AppContext,
  updates: Array<{ productId: number; userType: UserType; price: number | null | ''; version?: number | undefined }>,
  confirm?: boolean,
): Promise<{ updated: number; deleted: number }> {
  const productIds = updates.map((u) => u.productId);
  await assertProductsExist(ctx, productIds);
  return inTransaction(ctx, async (trx) => {
    const confirmed = await checkWrittenPrices(
      ctx,
      trx,
      updates.map((u) => ({ ...u, owner: u.userType })),
      confirm,
    );
    const { stored, changes } = await userTypePricesToChange(trx, productIds);
    assertPriceVersions(updates, (u) => `${u.userType}:${u.productId}`, new Map(stored.map((p) => [`${p.user_type}:${p.product_id}`, p.version])));
    changes.confirmed(confirmed);
    let updated = 0;
    let deleted = 0;
    for (const { productId, userType, price } of updates) {
      if (deletes(price)) {
        deleted += (await deleteUserTypePrice(trx, userType, productId)) ? 1 : 0;
        changes.set(productId, userTypeField(userType), null);
      } else {
        const cents = eurosToCents(price as number);
        await upsertUserTypePrice(trx, userType, productId, cents);
        changes.set(productId, userTypeField(userType), cents);
        updated += 1;
      }
    }
    await changes.record(ctx, trx);
    return { updated, deleted };
  });
}

export async function removeUserTypePrice(ctx: AppContext, userType: UserType, productId: number): Promise<void> {
  await inTransaction(ctx, async (trx) => {
    await lockProducts(trx, ctx.engine, [productId]);
    const { changes } = await userTypePricesToChange(trx, [productId]);
    if (!(await deleteUserTypePrice(trx, userType, productId))) throw fail('priceNotFound');
    changes.set(productId, userTypeField(userType), null);
    await changes.record(ctx, trx);
  });
}
