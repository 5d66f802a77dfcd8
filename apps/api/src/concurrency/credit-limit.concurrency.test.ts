import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/build-test-app.ts';
import { bearer } from '../test/factories.ts';
import { expectNoServerError, parallelShop } from '../test/parallel.ts';
import { createProducts } from '../test/products.ts';
import { addToCart, checkoutBody, shopper, type Shopper } from '../test/shoppers.ts';

// Decision 082: a credit limit holds when one customer checks out from two tabs at once, through two
// instances sharing one PostgreSQL database (on SQLite, the one instance that owns the data folder).
let t: TestApp;
let instances: FastifyInstance[];
let admin: string;
beforeAll(async () => {
  ({ t, instances, admin } = await parallelShop());
});
afterAll(async () => t.close());

const LIMIT = 400;
/** 20 units of a 10 € product: 242 € with VAT, under the limit alone; two such orders (484 €) are over it. */
const UNITS = 20;

async function limitedCustomer(): Promise<Shopper> {
  const who = await shopper(t.app, t.db);
  const { version } = (await t.app.inject({ method: 'GET', url: `/api/users/admin/${who.userId}`, headers: bearer(admin) })).json().user;
  const set = await t.app.inject({
    method: 'PUT',
    url: `/api/users/admin/${who.userId}`,
    headers: bearer(admin),
    payload: { credit_limit: LIMIT, version },
  });
  expect(set.statusCode).toBe(200);
  return who;
}

const placedTotals = async (userId: number) =>
  (await t.db.selectFrom('orders').select('total_cents').where('user_id', '=', userId).where('status', '<>', 'cancelled').execute()).map(
    (row) => row.total_cents,
  );

describe('credit limit under parallel checkouts of one customer', () => {
  it('when two tabs on two instances each check out an order the limit allows alone but not both, then never both are placed and what is owed stays within the limit', async () => {
    const [product] = (await createProducts(t.db, 1, { stock: 100_000, wholesale_price_cents: 1000 })) as [number];
    const customers = await Promise.all(Array.from({ length: 8 }, limitedCustomer));
    for (const who of customers) await addToCart(t.app, who, product, UNITS);
    const checkout = (instance: FastifyInstance, who: Shopper) =>
      instance.inject({ method: 'POST', url: '/api/orders', headers: bearer(who.token), payload: checkoutBody(who) });
    // Per customer at once: the first tab checks out its cart; the second fills the cart again and checks out.
    const rounds = await Promise.all(
      customers.map(async (who) => {
        const [first, second] = await Promise.all([
          checkout(instances[0]!, who),
          (async () => {
            await addToCart(instances[1]!, who, product, UNITS);
            return checkout(instances[1]!, who);
          })(),
        ]);
        return { who, answers: [first, second] as LightMyRequestResponse[] };
      }),
    );
    for (const { who, answers } of rounds) {
      expectNoServerError(answers);
      const refused = answers.filter((a) => a.statusCode !== 201);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      // Refused for the limit only: the first tab found its cart, or the cart both tabs filled (484 €).
      for (const answer of refused) expect(answer.json().code).toBe('CREDIT_LIMIT_EXCEEDED');
      const totals = await placedTotals(who.userId);
      expect(totals.length).toBe(answers.length - refused.length);
      expect(totals.reduce((sum, cents) => sum + cents, 0)).toBeLessThanOrEqual(LIMIT * 100);
    }
  });
});
