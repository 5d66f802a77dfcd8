import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_ADDRESS, bearer, createUser, login } from '../../test/factories.ts';
import { expectNoServerError, parallelShop, type ParallelShop } from '../../test/parallel.ts';
import { createProducts } from '../../test/products.ts';

// Decision 053 under parallel requests (two instances on PostgreSQL): a customer completing the
// billing address while an administrator ends the order gets either a refusal with nothing written,
// or an invoice with the complete address; never an invoice without one, never a lost number.
let shop: ParallelShop;
beforeAll(async () => {
  shop = await parallelShop();
});
afterAll(async () => shop.t.close());

async function confirmedOrderWithoutAddress() {
  const { t, admin } = shop;
  const user = await createUser(t.db, { billingAddress: false });
  const { token } = await login(t.app, user.email);
  const call = (who: string, method: 'POST' | 'PATCH', url: string, payload: object) => t.app.inject({ method, url, headers: bearer(who), payload });
  const address = await call(token, 'POST', '/api/users/addresses', {
    address_name: 'Baras',
    street_address: 'Pilies g. 1',
    city: 'Vilnius',
    tobacco_license: 'TL-1',
  });
  const [product] = await createProducts(t.db, 1, { stock: 50, wholesale_price_cents: 1200 });
  await call(token, 'POST', '/api/cart/add', { product_id: product, quantity: 1 });
  const order = (await call(token, 'POST', '/api/orders', { shipping_address_id: address.json().address.id, accept_tax_notice: true })).json().order;
  await call(admin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'confirmed' });
  return { token, orderId: order.id as number };
}

describe('completing the address while the order is ended', () => {
  it('when both happen at once, then the order is either refused untouched or invoiced with the complete address, and no number is lost', async () => {
    const { t, instances, admin } = shop;
    const rounds = await Promise.all(Array.from({ length: 4 }, () => confirmedOrderWithoutAddress()));
    const profile = { company_name: 'Baltic Smoke UAB', contact_person: 'Petras Petraitis', ...BILLING_ADDRESS };
    const answers = await Promise.all(
      rounds.flatMap(({ token, orderId }, i) => [
        instances[i % 2]!.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(token), payload: profile }),
        instances[(i + 1) % 2]!.inject({
          method: 'PATCH',
          url: `/api/orders/admin/${orderId}/status`,
          headers: bearer(admin),
          payload: { status: 'ended' },
        }),
      ]),
    );
    expectNoServerError(answers);
    for (const [i, { orderId }] of rounds.entries()) {
      expect(answers[2 * i]!.statusCode).toBe(200);
      const ended = answers[2 * i + 1]!;
      const invoices = await t.db.selectFrom('invoices').select('customer_snapshot').where('order_id', '=', orderId).execute();
      const order = await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
      if (ended.statusCode === 409) {
        expect(ended.json().code).toBe('BUYER_ADDRESS_MISSING');
        expect([order.status, invoices]).toEqual(['confirmed', []]);
      } else {
        expect(ended.statusCode).toBe(200);
        expect(order.status).toBe('ended');
        expect(invoices).toHaveLength(1);
        expect(JSON.parse(invoices[0]!.customer_snapshot)).toMatchObject({ address: BILLING_ADDRESS.billing_address, country: 'LT' });
      }
    }
    // Gapless: the invoices issued are numbered 1…n, whatever was refused.
    const numbers = (await t.db.selectFrom('invoices').select('invoice_number').execute()).map((row) => Number(row.invoice_number.slice(-5)));
    expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, i) => i + 1));
  });
});
