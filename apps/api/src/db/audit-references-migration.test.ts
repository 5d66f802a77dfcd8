import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { createProducts } from '../test/products.ts';
import { placedOrder } from '../test/shoppers.ts';
import { down, up } from './migrations/2026-12-06-audit-references.ts';

// Decision 095: entries written before references existed get them from their records when the
// migration runs, and keep refusing to be changed afterwards.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the audit-references migration', () => {
  it('when entries from before it name an order, a product and a sign-in by id, then it fills their numbers, names and groups', async () => {
    const [productId] = await createProducts(t.db, 1, { stock: 10 });
    const { order, who } = await placedOrder(t.app, t.db, [[productId!, 1]]);
    const product = await t.db.selectFrom('products').select(['sku', 'name']).where('id', '=', productId!).executeTakeFirstOrThrow();
    const company = await t.db.selectFrom('users').select('company_name').where('id', '=', who.userId).executeTakeFirstOrThrow();

    const untyped = t.db as unknown as Kysely<unknown>;
    await down(untyped);
    const at = new Date().toISOString();
    const old = (action: string, entity: string, entityId: number) => ({ at, action, entity, entity_id: String(entityId), changes: '{}' });
    await t.db
      .insertInto('audit_log')
      .values([old('order.status', 'order', order.id), old('price.update', 'price', productId!), old('login.success', 'session', who.userId)])
      .execute();
    await up(untyped);

    const rows = await t.db
      .selectFrom('audit_log')
      .select(['action', 'reference', 'label', 'customer_id', 'action_group'])
      .where('at', '=', at)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { action: 'order.status', reference: order.order_number, label: company.company_name, customer_id: who.userId, action_group: 'orders' },
      { action: 'price.update', reference: product.sku, label: product.name, customer_id: null, action_group: 'prices' },
      { action: 'login.success', reference: who.email, label: company.company_name, customer_id: who.userId, action_group: 'sign_ins' },
    ]);
    await expect(t.db.updateTable('audit_log').set({ action: 'forged' }).where('at', '=', at).execute()).rejects.toThrow(
      /cannot be changed or deleted/,
    );
  });
});
