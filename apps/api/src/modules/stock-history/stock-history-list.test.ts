import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, staffToken } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';

// Decision 099: the warehouse's own stock history — every product's stock changes, newest first,
// paged on the server, by product and period.
let t: TestApp;
let warehouse: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  warehouse = await staffToken(t.app, t.db, 'warehouse');
});
afterAll(async () => t.close());

const list = (query: string, token = warehouse) => t.app.inject({ url: `/api/products/admin/stock-history?${query}`, headers: bearer(token) });
const setStock = (id: number, stock: number) =>
  t.app.inject({ method: 'PUT', url: '/api/products/bulk-stock', headers: bearer(warehouse), payload: { updates: [{ id, stock }] } });
const productOf = (id: number) => t.db.selectFrom('products').select(['sku', 'brand', 'name']).where('id', '=', id).executeTakeFirstOrThrow();

describe('the stock history of every product', () => {
  it('when the warehouse changes two products’ stock, then the list shows each change newest first with SKU, name, change, reason and who', async () => {
    const [a, b] = await createProducts(t.db, 2, { stock: 5 });
    await setStock(a!, 8);
    await setStock(b!, 1);
    await setStock(a!, 6);
    const answer = await list('limit=3');
    expect(answer.statusCode).toBe(200);
    const [pa, pb] = [await productOf(a!), await productOf(b!)];
    const warehouseEmail = answer.json().moves[0].actor_email;
    expect(warehouseEmail).toMatch(/^warehouse/);
    expect(answer.json().moves.map((m: Record<string, unknown>) => [m.product_id, m.sku, m.brand, m.name, m.delta, m.reason, m.actor_email])).toEqual(
      [
        [a, pa.sku, pa.brand, pa.name, -2, 'bulk_edit', warehouseEmail],
        [b, pb.sku, pb.brand, pb.name, -4, 'bulk_edit', warehouseEmail],
        [a, pa.sku, pa.brand, pa.name, 3, 'bulk_edit', warehouseEmail],
      ],
    );
    expect(answer.json().pagination).toMatchObject({ page: 1, limit: 3 });
  });

  it('when filtered by a SKU, then only that product’s changes come, a page at a time', async () => {
    const [a, b] = await createProducts(t.db, 2, { stock: 0 });
    for (const stock of [1, 2, 3]) await setStock(a!, stock);
    await setStock(b!, 9);
    const { sku } = await productOf(a!);
    const first = (await list(`product=${sku}&limit=2`)).json();
    expect(first.moves.map((m: { product_id: number }) => m.product_id)).toEqual([a, a]);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    const second = (await list(`product=${sku.toLowerCase()}&limit=2&page=2`)).json();
    expect(second.moves).toHaveLength(1);
    expect((await list('product=no-such-product-anywhere')).json()).toMatchObject({ moves: [], pagination: { total: 0 } });
  });

  it('when filtered by a period, then only the changes of those days in Lithuania come', async () => {
    const [a] = await createProducts(t.db, 1, { stock: 0 });
    await t.db
      .insertInto('stock_moves')
      .values([
        // 2026-03-09 23:30 in Vilnius (UTC+2): the 9th, not the 10th.
        { product_id: a!, delta: 1, reason: 'edit', reference: null, actor_id: null, actor_email: null, at: '2026-03-09T21:30:00.000Z' },
        // 2026-03-10 00:30 in Vilnius.
        { product_id: a!, delta: 2, reason: 'edit', reference: null, actor_id: null, actor_email: null, at: '2026-03-09T22:30:00.000Z' },
        { product_id: a!, delta: 3, reason: 'edit', reference: null, actor_id: null, actor_email: null, at: '2026-03-11T10:00:00.000Z' },
      ])
      .execute();
    const { sku } = await productOf(a!);
    const deltas = async (query: string) => (await list(`product=${sku}&${query}`)).json().moves.map((m: { delta: number }) => m.delta);
    expect(await deltas('from=2026-03-10&to=2026-03-10')).toEqual([2]);
    expect(await deltas('from=2026-03-10')).toEqual([3, 2]);
    expect(await deltas('to=2026-03-09')).toEqual([1]);
  });

  it('when sales or the accountant asks, then 403 FORBIDDEN_FOR_ROLE; hostile queries are 400, never 5xx', async () => {
    for (const role of ['sales', 'accountant'] as const) {
      const refused = await list('', await staffToken(t.app, t.db, role));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN_FOR_ROLE');
    }
    expect((await list('', await staffToken(t.app, t.db, 'owner'))).statusCode).toBe(200);
    for (const query of [
      'from=yesterday',
      'limit=1000',
      'page=0',
      `product=${'x'.repeat(101)}`,
      'to=2026-13-45',
      'to=2026-02-30',
      'from=2026-03-02&to=2026-03-01',
    ])
      expect((await list(query)).statusCode, query).toBe(400);
    expect((await list('product=%27%3B drop table stock_moves;--')).statusCode).toBe(200);
  });
});
