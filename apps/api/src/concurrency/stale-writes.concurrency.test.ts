import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/build-test-app.ts';
import { BILLING_ADDRESS, bearer, createUser, login } from '../test/factories.ts';
import { burst, expectNoServerError, parallelShop, tally } from '../test/parallel.ts';
import { createProducts } from '../test/products.ts';
import { addToCart, checkoutBody, shopper } from '../test/shoppers.ts';

// Two administrators (or two tabs) editing the same record: the later save that was opened before
// the earlier one landed is refused with 409 STALE_WRITE instead of silently overwriting it.
let t: TestApp;
let instances: FastifyInstance[];
let admin: string;
beforeAll(async () => {
  ({ t, instances, admin } = await parallelShop());
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const product = (overrides: Record<string, unknown> = {}) => ({
  brand: 'Alfakher',
  name: 'Double Apple',
  flavor: 'Apple',
  weight: '250g',
  price: 20,
  stock: 40,
  min_order_quantity: 1,
  ...overrides,
});
const expectStale = (response: { statusCode: number; json: () => { code: string; error: string } }) =>
  expect([response.statusCode, response.json().code, response.json().error]).toEqual([
    409,
    'STALE_WRITE',
    'This was changed by someone else since you opened it',
  ]);

describe('lost updates', () => {
  it("when two administrators save the same product form, then the second is refused and the first one's change stays", async () => {
    const created = (await call('POST', '/api/products', product())).json().product;
    expect(created.version).toBe(1);
    const first = await call('PUT', `/api/products/${created.id}`, product({ name: 'Double Apple Gold', version: created.version }));
    expect([first.statusCode, first.json().product.version]).toEqual([200, 2]);
    expectStale(await call('PUT', `/api/products/${created.id}`, product({ price: 25, version: created.version })));
    expect((await call('GET', `/api/products/admin/all?search=Gold`)).json().products[0]).toMatchObject({ name: 'Double Apple Gold', price: 20 });
    // An API client that sends no version keeps working.
    expect((await call('PUT', `/api/products/${created.id}`, product({ price: 25 }))).statusCode).toBe(200);
  });

  it('when a checkout takes stock after the product form was opened, then saving the form is refused rather than writing the old stock back', async () => {
    const [id] = await createProducts(t.db, 1, { stock: 30 });
    const opened = (await call('GET', `/api/products/${id}`)).json().product;
    const buyer = await shopper(t.app, t.db);
    await addToCart(t.app, buyer, id!, 5);
    expect((await call('POST', '/api/orders', checkoutBody(buyer), buyer.token)).statusCode).toBe(201);
    expectStale(await call('PUT', `/api/products/${id}`, product({ stock: opened.stock, version: opened.version })));
    expect((await t.db.selectFrom('products').select('stock').where('id', '=', id!).executeTakeFirstOrThrow()).stock).toBe(25);
  });

  it('when the same product save is sent 10 times at once with one version, then exactly one lands', async () => {
    const created = (await call('POST', '/api/products', product({ name: 'Burst' }))).json().product;
    const answers = await burst(instances, 10, {
      token: admin,
      method: 'PUT',
      url: `/api/products/${created.id}`,
      payload: product({ name: 'Burst', stock: 7, version: created.version }),
    });
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 200: 1, 409: 9 });
  });

  it('when bulk stock sends a version that moved on, then the whole batch is refused and nothing is written', async () => {
    const [a, b] = await createProducts(t.db, 2, { stock: 10 });
    const list = (await call('GET', '/api/products/admin/all?limit=200')).json().products as Array<{ id: number; version: number }>;
    const va = list.find((p) => p.id === a)!.version;
    const vb = list.find((p) => p.id === b)!.version;
    expect((await call('PUT', '/api/products/bulk-stock', { updates: [{ id: b, stock: 11, version: vb }] })).statusCode).toBe(200);
    expectStale(
      await call('PUT', '/api/products/bulk-stock', {
        updates: [
          { id: a, stock: 50, version: va },
          { id: b, stock: 60, version: vb },
        ],
      }),
    );
    const stocks = await t.db.selectFrom('products').select(['id', 'stock']).where('id', 'in', [a!, b!]).orderBy('id').execute();
    expect(stocks.map((s) => s.stock)).toEqual([10, 11]);
  });

  it("when an administrator edits a customer opened before another edit, then 409; the customer's own profile is guarded the same way", async () => {
    const customer = await createUser(t.db);
    const opened = (await call('GET', `/api/users/admin/${customer.id}`)).json().user;
    expect((await call('PUT', `/api/users/admin/${customer.id}`, { payment_terms: 'Net 14 days', version: opened.version })).statusCode).toBe(200);
    expectStale(await call('PUT', `/api/users/admin/${customer.id}`, { user_type: 'BAR', version: opened.version }));
    const { token, user } = await login(t.app, customer.email);
    expect(user.version).toBe(opened.version + 1);
    const profile = { company_name: 'Naujas Pavadinimas UAB', contact_person: 'Ona Onaitė', ...BILLING_ADDRESS, version: user.version };
    expect((await call('PUT', '/api/auth/profile', profile, token)).statusCode).toBe(200);
    expectStale(await call('PUT', '/api/auth/profile', profile, token));
  });

  it('when two administrators save the visitor switch or the seller settings from stale screens, then the second is refused', async () => {
    const shop = (await call('GET', '/api/settings')).json().settings;
    const payments = {
      payment_reminders_enabled: true,
      payment_reminder_interval_days: 7,
      block_overdue_days: null,
      pre_invoice_on_confirm: 'prepayment',
      require_staff_mfa: false,
    };
    expect(shop).toEqual({ catalogue_visible_to_visitors: true, require_verified_licence: false, low_stock_default: 10, ...payments, version: 0 });
    expect((await call('PUT', '/api/settings/admin', { catalogue_visible_to_visitors: false, version: 0 })).json().settings).toEqual({
      catalogue_visible_to_visitors: false,
      require_verified_licence: false,
      low_stock_default: 10,
      ...payments,
      version: 1,
    });
    expectStale(await call('PUT', '/api/settings/admin', { catalogue_visible_to_visitors: true, version: 0 }));
    // The switches share one version: a screen opened before the licence switch moved is stale for either.
    expect((await call('PUT', '/api/settings/admin', { require_verified_licence: true, version: 1 })).json().settings.version).toBe(2);
    expectStale(await call('PUT', '/api/settings/admin', { catalogue_visible_to_visitors: true, version: 1 }));
    await call('PUT', '/api/settings/admin', { catalogue_visible_to_visitors: true, require_verified_licence: false, version: 2 });

    const seller = (await call('GET', '/api/invoices/settings')).json();
    expect([seller.settings.version, seller.company.version]).toEqual([0, 0]);
    const saved = await call('PUT', '/api/invoices/settings', { company: { name: 'Dūmų Sandėlis UAB', version: 0 } });
    expect([saved.statusCode, saved.json().company.version, saved.json().settings.version]).toEqual([200, 1, 0]);
    expectStale(await call('PUT', '/api/invoices/settings', { company: { name: 'Kita UAB', version: 0 } }));
    expect((await call('PUT', '/api/invoices/settings', { settings: { invoice_prefix: 'DS', version: 0 } })).statusCode).toBe(200);
    expect((await call('GET', '/api/company/info')).json().company.name).toBe('Dūmų Sandėlis UAB');
  });

  it('when a bulk price save carries a price version that moved on, then the batch is refused; version 0 means "none was set"', async () => {
    const customer = await createUser(t.db);
    const [a, b] = await createProducts(t.db, 2);
    const url = `/api/pricing/admin/customer/${customer.id}/bulk`;
    expect((await call('POST', url, { prices: [{ productId: a, price: 9.5, version: 0 }] })).statusCode).toBe(200);
    expectStale(
      await call('POST', url, {
        prices: [
          { productId: a, price: 8, version: 0 },
          { productId: b, price: 7, version: 0 },
        ],
      }),
    );
    const stored = (await call('GET', `/api/pricing/admin/customer/${customer.id}?product_ids=${a},${b}`)).json().customerPrices;
    expect(stored).toEqual([{ product_id: a, price: 9.5, version: 1 }]);
    expect((await call('POST', url, { prices: [{ productId: a, price: 8, version: 1 }] })).statusCode).toBe(200);

    const typeUrl = '/api/pricing/admin/bulk-user-type-prices';
    expect((await call('POST', typeUrl, { updates: [{ productId: b, userType: 'SHOP', price: 6, version: 0 }] })).statusCode).toBe(200);
    expectStale(await call('POST', typeUrl, { updates: [{ productId: b, userType: 'SHOP', price: 5, version: 0 }] }));
    const types = (await call('GET', `/api/pricing/admin/user-type-prices?product_ids=${b}`)).json().userTypePrices;
    expect(types).toEqual([{ user_type: 'SHOP', product_id: b, price: 6, version: 1 }]);
  });

  it('when a customer adds five default addresses at once, then exactly one is the default', async () => {
    const buyer = await shopper(t.app, t.db);
    const body = (n: number) => ({
      address_name: `Shop ${n}`,
      street_address: 'Gedimino pr. 1',
      city: 'Vilnius',
      country: 'Lithuania',
      tobacco_license: `TL-${n}`,
      is_default: true,
    });
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n, i) =>
        instances[i % instances.length]!.inject({ method: 'POST', url: '/api/users/addresses', headers: bearer(buyer.token), payload: body(n) }),
      ),
    );
    expectNoServerError(answers);
    const defaults = await t.db.selectFrom('addresses').select('id').where('user_id', '=', buyer.userId).where('is_default', '=', true).execute();
    expect(defaults).toHaveLength(1);
  });
});
