import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/build-test-app.ts';
import { bearer, createUser } from '../test/factories.ts';
import { burst, expectNoServerError, parallelShop, tally } from '../test/parallel.ts';
import { createProducts } from '../test/products.ts';

// Decision 061: a public price lowered and a reseller price raised at the same moment, by two
// administrators on two instances, never end with the reseller price above the public price: both
// writes lock the product, so the second sees the first and is refused.
let t: TestApp;
let instances: FastifyInstance[];
let admin: string;
let secondAdmin: string;
beforeAll(async () => {
  ({ t, instances, admin, secondAdmin } = await parallelShop());
});
afterAll(async () => t.close());

/** Public 55 €, wholesale 45 €. */
const product = async () =>
  (await createProducts(t.db, 1, { price_cents: 8000, wholesale_price_cents: 4500, price_excl_vat_excise_cents: 5500 }))[0] ?? 0;

async function pricesOf(productId: number) {
  const row = await t.db.selectFrom('products').select('price_excl_vat_excise_cents').where('id', '=', productId).executeTakeFirstOrThrow();
  const shop = await t.db.selectFrom('user_type_prices').select('price_cents').where('product_id', '=', productId).executeTakeFirst();
  const customer = await t.db.selectFrom('customer_prices').select('price_cents').where('product_id', '=', productId).executeTakeFirst();
  return { public: row.price_excl_vat_excise_cents ?? 0, shop: shop?.price_cents ?? null, customer: customer?.price_cents ?? null };
}

describe('price bounds under parallel writes', () => {
  it('when the public price is lowered while SHOP prices above it are saved, then never both land: the bound holds', async () => {
    for (let round = 0; round < 4; round++) {
      const id = await product();
      const [lower, raise] = await Promise.all([
        burst(instances, 4, {
          token: admin,
          method: 'PUT',
          url: '/api/products/bulk-price',
          payload: { updates: [{ id, price_excl_vat_excise: 48 }] },
        }),
        burst(instances, 4, {
          token: secondAdmin,
          method: 'POST',
          url: '/api/pricing/admin/bulk-user-type-prices',
          payload: { updates: [{ productId: id, userType: 'SHOP', price: 50 }] },
        }),
      ]);
      expectNoServerError([...lower, ...raise]);
      const prices = await pricesOf(id);
      expect(prices.shop === null || prices.shop <= prices.public).toBe(true);
      // One side won: its requests all succeeded, the other side's were refused with the bound named.
      const refused = [...lower, ...raise].filter((response) => response.statusCode === 400).map((response) => response.json().reason);
      expect(refused.every((reason) => reason === 'shopPriceAbovePublic')).toBe(true);
      expect(tally([...lower, ...raise])[200]).toBeGreaterThanOrEqual(4);
    }
  });

  it('when the public price is lowered while a customer price above it is saved, then the customer price never ends above the public price', async () => {
    for (let round = 0; round < 4; round++) {
      const id = await product();
      const customer = await createUser(t.db);
      const [lower, raise] = await Promise.all([
        burst(instances, 4, {
          token: admin,
          method: 'PUT',
          url: '/api/products/bulk-price',
          payload: { updates: [{ id, price_excl_vat_excise: 48 }] },
        }),
        burst(instances, 4, {
          token: secondAdmin,
          method: 'POST',
          url: `/api/pricing/admin/customer/${customer.id}/bulk`,
          payload: { prices: [{ productId: id, price: 52 }] },
        }),
      ]);
      expectNoServerError([...lower, ...raise]);
      const prices = await pricesOf(id);
      expect(prices.customer === null || prices.customer <= prices.public).toBe(true);
    }
  });

  it('when the same confirmed price is saved in parallel, then every save succeeds and each change is audited once', async () => {
    const id = await product();
    const responses = await burst(instances, 6, {
      token: admin,
      method: 'POST',
      url: '/api/pricing/admin/bulk-user-type-prices',
      payload: { updates: [{ productId: id, userType: 'BAR', price: 60 }], confirm_price_limits: true },
    });
    expectNoServerError(responses);
    expect(tally(responses)).toEqual({ 200: 6 });
    const entries = (await t.app.inject({ method: 'GET', url: `/api/audit-log?entity=price&entity_id=${id}`, headers: bearer(admin) })).json()
      .entries;
    // The first save changed the price (and notes the confirmation); the rest changed nothing but confirm again.
    expect(entries.filter((entry: { changes: Record<string, unknown> }) => 'BAR.price_cents' in entry.changes)).toHaveLength(1);
  });
});
