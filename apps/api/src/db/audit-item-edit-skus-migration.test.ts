import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { bearer, createUser, login } from '../test/factories.ts';
import { createProducts } from '../test/products.ts';
import { placedOrder } from '../test/shoppers.ts';
import { up } from './migrations/2026-12-07-audit-item-edit-skus.ts';

// Decision 099: item edits logged before entries named their lines' products read with SKUs too,
// and the log keeps refusing to be changed afterwards.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
});
afterAll(async () => t.close());

const skuOf = async (id: number) => (await t.db.selectFrom('products').select('sku').where('id', '=', id).executeTakeFirstOrThrow()).sku;

describe('the audit-item-edit-skus migration', () => {
  it('when old item edits name products by id only, then each line gets its SKU — a deleted product’s from its deletion — and other entries stay as they were', async () => {
    const [kept, other, gone] = await createProducts(t.db, 3, { stock: 50 });
    const { order } = await placedOrder(t.app, t.db, [[kept!, 1]]);
    const [keptSku, otherSku, goneSku] = [await skuOf(kept!), await skuOf(other!), await skuOf(gone!)];
    const admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/products/${gone}`, headers: bearer(admin) })).json().deleted).toBe(true);

    const at = new Date().toISOString();
    const oldItemEdit = {
      items: {
        from: [
          { product_id: kept!, quantity: 8 },
          { product_id: gone!, quantity: 1 },
        ],
        to: [
          { product_id: kept!, quantity: 10, unit_price: 12.5 },
          { product_id: other!, quantity: 2, unit_price: 3 },
          { product_id: 999_999_999, quantity: 1, unit_price: 1 },
        ],
      },
      total_cents: { from: 100, to: 200 },
    };
    const untouched = JSON.stringify({ status: { from: 'pending', to: 'confirmed' } });
    await t.db
      .insertInto('audit_log')
      .values([
        { at, action: 'order.items', entity: 'order', entity_id: String(order.id), changes: JSON.stringify(oldItemEdit) },
        { at, action: 'order.status', entity: 'order', entity_id: String(order.id), changes: untouched },
      ])
      .execute();

    await up(t.db as unknown as Kysely<unknown>);

    const rows = await t.db.selectFrom('audit_log').select(['action', 'changes']).where('at', '=', at).orderBy('id').execute();
    expect(JSON.parse(rows[0]!.changes)).toEqual({
      items: {
        from: [
          { product_id: kept, quantity: 8, sku: keptSku },
          { product_id: gone, quantity: 1, sku: goneSku },
        ],
        to: [
          { product_id: kept, quantity: 10, unit_price: 12.5, sku: keptSku },
          { product_id: other, quantity: 2, unit_price: 3, sku: otherSku },
          // No product and no deletion names it: it keeps its id.
          { product_id: 999_999_999, quantity: 1, unit_price: 1 },
        ],
      },
      total_cents: { from: 100, to: 200 },
    });
    expect(rows[1]!.changes).toBe(untouched);
    await expect(t.db.updateTable('audit_log').set({ action: 'forged' }).where('at', '=', at).execute()).rejects.toThrow(
      /cannot be changed or deleted/,
    );
  });

  it('when the API reads the log afterwards, then the old item edit carries the SKUs the screen words as "SKU: 8 → 10"', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 5 });
    const { order } = await placedOrder(t.app, t.db, [[product!, 1]]);
    const at = new Date().toISOString();
    const changes = { items: { from: [{ product_id: product!, quantity: 8 }], to: [{ product_id: product!, quantity: 10, unit_price: 2 }] } };
    await t.db
      .insertInto('audit_log')
      .values({ at, action: 'order.items', entity: 'order', entity_id: String(order.id), changes: JSON.stringify(changes) })
      .execute();
    await up(t.db as unknown as Kysely<unknown>);
    const admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
    const log = (await t.app.inject({ url: `/api/audit-log?entity=order&entity_id=${order.id}&action=order.items`, headers: bearer(admin) })).json();
    const sku = await skuOf(product!);
    expect(log.entries[0].changes.items).toEqual({
      from: [{ product_id: product, quantity: 8, sku }],
      to: [{ product_id: product, quantity: 10, unit_price: 2, sku }],
    });
  });
});
