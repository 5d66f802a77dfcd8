import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/build-test-app.ts';
import { bearer } from '../test/factories.ts';
import { expectNoServerError, expectStockConserved, parallelShop } from '../test/parallel.ts';
import { createProducts } from '../test/products.ts';
import { addToCart, checkoutBody, shopper } from '../test/shoppers.ts';

// Decision 058 under real parallel requests: a checkout with the version of the cart its page showed
// races a change of that cart in another tab. Whichever takes the cart's lock first wins; an order is
// never anything but the cart the page showed.
let t: TestApp;
let instances: FastifyInstance[];
beforeAll(async () => {
  ({ t, instances } = await parallelShop());
});
afterAll(async () => t.close());

describe('checkout with a cart version while another tab changes the cart', () => {
  it('when 8 customers each check out while their other tab adds a line, then every order is exactly the cart shown, or 409 CART_CHANGED and nothing', async () => {
    const [a, b] = await createProducts(t.db, 2, { stock: 500, wholesale_price_cents: 1250 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => shopper(t.app, t.db)));
    for (const buyer of buyers) await addToCart(t.app, buyer, a!, 3);
    const shown = await Promise.all(
      buyers.map(async (buyer) => (await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(buyer.token) })).json()),
    );

    const answers = await Promise.all(
      buyers.flatMap((buyer, i) => [
        instances[i % instances.length]!.inject({
          method: 'POST',
          url: '/api/orders',
          headers: bearer(buyer.token),
          payload: { ...checkoutBody(buyer), cart_version: shown[i].cart_version },
        }),
        instances[(i + 1) % instances.length]!.inject({
          method: 'POST',
          url: '/api/cart/add',
          headers: bearer(buyer.token),
          payload: { product_id: b, quantity: 2 },
        }),
      ]),
    );
    expectNoServerError(answers);

    for (const [i, buyer] of buyers.entries()) {
      const checkout = answers[2 * i]!;
      const orders = await t.db.selectFrom('orders').select(['id', 'total_cents']).where('user_id', '=', buyer.userId).execute();
      if (checkout.statusCode === 201) {
        expect(checkout.json().order.total_amount).toBe(shown[i].cart.total);
        expect(checkout.json().order.items).toEqual([expect.objectContaining({ product_id: a, quantity: 3 })]);
        expect(orders).toHaveLength(1);
      } else {
        expect([checkout.statusCode, checkout.json().code]).toEqual([409, 'CART_CHANGED']);
        expect(orders).toEqual([]);
      }
      expect(answers[2 * i + 1]!.statusCode).toBe(200);
    }
    await expectStockConserved(t.db, a!, 500);
    await expectStockConserved(t.db, b!, 500);
  });
});
