import type { FastifyInstance } from 'fastify';
import { centsToEuros } from '@shop/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldDashboardMoves, shopOrderFigures } from '../modules/dashboard/dashboard-figures.repository.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { bearer } from '../test/factories.ts';
import { expectNoServerError, parallelShop } from '../test/parallel.ts';
import { createProducts } from '../test/products.ts';
import { addToCart, checkoutBody, shopper, type Shopper } from '../test/shoppers.ts';

// Decision 066: the dashboard's order figures are moved by triggers in each order's transaction. Real
// parallel checkouts and cancels on two instances sharing one PostgreSQL database must leave them equal
// to the full aggregate (on SQLite, the one instance owning the data folder).
let t: TestApp;
let instances: FastifyInstance[];
let admin: string;
beforeAll(async () => {
  ({ t, instances, admin } = await parallelShop());
});
afterAll(async () => t.close());

async function aggregate() {
  const row = await t.db
    .selectFrom('orders')
    .select([
      sql<number>`count(*)`.as('n'),
      sql<number>`coalesce(sum(case when status in ('received', 'confirmed') then 1 else 0 end), 0)`.as('p'),
      sql<number>`coalesce(sum(case when status <> 'cancelled' then total_cents else 0 end), 0)`.as('r'),
    ])
    .executeTakeFirstOrThrow();
  return { total_orders: Number(row.n), pending_orders: Number(row.p), revenue: centsToEuros(Number(row.r)) };
}

describe('dashboard figures under parallel writes', () => {
  it('when twelve customers check out at once and half the orders are cancelled at once, then the figures equal the aggregate', async () => {
    const products = await createProducts(t.db, 3, { stock: 1_000 });
    const buyers: Shopper[] = [];
    for (let i = 0; i < 12; i++) {
      const buyer = await shopper(t.app, t.db);
      await addToCart(t.app, buyer, products[i % 3]!, 1 + i);
      buyers.push(buyer);
    }
    const placed = await Promise.all(
      buyers.map((buyer, i) =>
        instances[i % instances.length]!.inject({ method: 'POST', url: '/api/orders', headers: bearer(buyer.token), payload: checkoutBody(buyer) }),
      ),
    );
    expectNoServerError(placed);
    expect(placed.every((answer) => answer.statusCode === 201)).toBe(true);
    expect(await shopOrderFigures(t.db)).toEqual(await aggregate());

    const cancelled = await Promise.all(
      placed
        .filter((_, i) => i % 2 === 0)
        .map((answer, i) =>
          instances[i % instances.length]!.inject({ method: 'POST', url: `/api/orders/${answer.json().order.id}/cancel`, headers: bearer(admin) }),
        ),
    );
    expectNoServerError(cancelled);
    const [folding] = await Promise.all([foldDashboardMoves(t.db), foldDashboardMoves(t.db)]);
    expect(folding).toBeUndefined();
    const figures = await aggregate();
    expect(figures.total_orders).toBeGreaterThanOrEqual(12);
    expect(await shopOrderFigures(t.db)).toEqual(figures);
  });
});
