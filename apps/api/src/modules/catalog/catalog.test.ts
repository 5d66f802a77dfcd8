import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';

let t: TestApp;
let admin: string;
let shop: { token: string; id: number };
let bar: { token: string; id: number };
let regular: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  const users = await Promise.all([
    createUser(t.db, { admin: true }),
    createUser(t.db, { userType: 'SHOP' }),
    createUser(t.db, { userType: 'BAR' }),
    createUser(t.db),
  ]);
  admin = (await login(t.app, users[0].email)).token;
  shop = { token: (await login(t.app, users[1].email)).token, id: users[1].id };
  bar = { token: (await login(t.app, users[2].email)).token, id: users[2].id };
  regular = (await login(t.app, users[3].email)).token;
});
afterAll(async () => t.close());

const validProduct = (overrides: Record<string, unknown> = {}) => ({
  brand: 'Al Fakher',
  name: 'Double Apple',
  flavor: 'Apple, anise',
  weight: '50g',
  price: 24.2,
  stock: 40,
  min_order_quantity: 5,
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/products', headers: bearer(admin), payload: validProduct(overrides) });
  expect(response.statusCode).toBe(201);
  return response.json().product;
};
const getAs = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });

describe('creating products', () => {
  it('when SKU and wholesale price are left empty, then a SKU is generated, wholesale is 75 % of retail without VAT and the slug comes from brand, name and weight', async () => {
    const product = await create();
    expect(product.sku).toMatch(/^ALF-DOU-50G-[0-9A-F]{4}$/);
    expect(product.wholesale_price).toBe(15);
    expect(product.slug).toBe('al-fakher-double-apple-50g');
    expect((await create()).slug).toBe('al-fakher-double-apple-50g-2');
  });

  it('when required fields are missing or prices negative, then the texts name each field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(admin),
      payload: { price: -1, stock: -2, min_order_quantity: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toMatchObject({
      brand: 'Brand is required',
      name: 'Name is required',
      flavor: 'Flavor is required',
      weight: 'Weight is required',
      price: 'Price must be more than 0 €',
      stock: 'Stock must be a whole number of at least 0',
      min_order_quantity: 'Minimum order quantity must be a whole number of at least 1',
    });
  });

  it('when the image address is not an uploaded file, then it is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(admin),
      payload: validProduct({ image_url: 'javascript:alert(1)' }),
    });
    expect(response.statusCode).toBe(400);
  });

  it('when a customer or a visitor tries to create, change or delete, then 403 and 401', async () => {
    const product = await create();
    expect((await t.app.inject({ method: 'POST', url: '/api/products', headers: bearer(regular), payload: validProduct() })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/products/${product.id}`, payload: validProduct() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: bearer(shop.token) })).statusCode).toBe(403);
  });

  it('when the SKU is taken, then 409', async () => {
    await create({ sku: 'DUP-1' });
    const response = await t.app.inject({ method: 'POST', url: '/api/products', headers: bearer(admin), payload: validProduct({ sku: 'DUP-1' }) });
    expect(response.statusCode).toBe(409);
  });
});

describe('three views of one product', () => {
  it('when a visitor looks, then it sees the public price and no stock, SKU, minimum or wholesale fields', async () => {
    const product = await create({ price_excl_vat_excise: 16.5 });
    const view = (await getAs(`/api/products/slug/${product.slug}`)).json().product;
    expect(view).toMatchObject({ display_price: 16.5, price_level: 'price_excl_vat' });
    for (const hidden of ['stock', 'sku', 'min_order_quantity', 'wholesale_price', 'original_wholesale_price', 'effective_price', 'in_stock'])
      expect(view).not.toHaveProperty(hidden);
  });

  it('when no public price is set, then the visitor sees the retail price', async () => {
    const product = await create({ price: 19.99 });
    expect((await getAs(`/api/products/${product.id}`)).json().product).toMatchObject({ display_price: 19.99, price_level: 'retail' });
  });

  it('when a BAR customer has a custom price, then the custom price wins; SHOP without a type price pays wholesale', async () => {
    const product = await create({ wholesale_price: 10 });
    await t.app.inject({
      method: 'POST',
      url: '/api/pricing/admin/bulk-user-type-prices',
      headers: bearer(admin),
      payload: { updates: [{ productId: product.id, userType: 'BAR', price: 11 }] },
    });
    const barBefore = (await getAs(`/api/products/${product.id}`, bar.token)).json().product;
    expect(barBefore).toMatchObject({
      effective_price: 11,
      price_level: 'user_type',
      price_source: 'BAR price',
      price_user_type: 'BAR',
      original_wholesale_price: 10,
      stock: 40,
      sku: expect.any(String),
      min_order_quantity: 5,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/pricing/admin/customer/${bar.id}/bulk`,
      headers: bearer(admin),
      payload: { prices: [{ productId: product.id, price: 9.5 }] },
    });
    expect((await getAs(`/api/products/${product.id}`, bar.token)).json().product).toMatchObject({ effective_price: 9.5, price_level: 'custom' });
    expect((await getAs(`/api/products/${product.id}`, shop.token)).json().product).toMatchObject({ effective_price: 10, price_level: 'wholesale' });
    expect((await getAs(`/api/products/${product.id}`, regular)).json().product).not.toHaveProperty('wholesale_price');
  });

  it('when a customer lists the catalogue, then products in stock come first', async () => {
    await createProducts(t.db, 2, { brand: 'Sortbrand', stock: 0 });
    await createProducts(t.db, 2, { brand: 'Sortbrand', stock: 5 });
    const stocks = (await getAs('/api/products?brand=Sortbrand', regular)).json().products.map((p: { stock: number }) => p.stock);
    expect(stocks).toEqual([5, 5, 0, 0]);
  });

  it('when a page of the catalogue is asked for, then it holds that many products and the total of all matches', async () => {
    await createProducts(t.db, 5, { brand: 'Pagebrand' });
    const page = (await getAs('/api/products?brand=Pagebrand&limit=2&offset=2', regular)).json();
    expect(page.products).toHaveLength(2);
    expect(page.total).toBe(5);
    const last = (await getAs('/api/products?brand=Pagebrand&limit=2&offset=4', regular)).json();
    expect([last.products.length, last.total]).toEqual([1, 5]);
    expect((await getAs('/api/products?brand=Pagebrand')).json().total).toBe(5);
  });

  it('when the administrator looks, then wholesale price, active flag and timestamps are there too', async () => {
    const product = await create();
    expect((await getAs(`/api/products/${product.id}`, admin)).json().product).toMatchObject({
      wholesale_price: expect.any(Number),
      is_active: true,
      created_at: expect.any(String),
    });
  });

  it('when a product is inactive, then the catalogue hides it and only the admin list shows it', async () => {
    const [id] = await createProducts(t.db, 1, { brand: 'Hiddenbrand', is_active: false });
    expect((await getAs('/api/products?brand=Hiddenbrand', regular)).json().products).toEqual([]);
    expect((await getAs(`/api/products/${id}`, regular)).statusCode).toBe(404);
    expect((await getAs('/api/products/admin/all?brand=Hiddenbrand', admin)).json().products).toHaveLength(1);
  });
});

describe('the visitor switch', () => {
  it('when the catalogue is hidden from visitors, then visitors get no product data and customers still do', async () => {
    const product = await create({ brand: 'Switchbrand' });
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/admin',
      headers: bearer(admin),
      payload: { catalogue_visible_to_visitors: false },
    });
    expect(off.json().settings.catalogue_visible_to_visitors).toBe(false);
    const list = await getAs('/api/products');
    expect([list.statusCode, list.json().code]).toEqual([403, 'CATALOGUE_HIDDEN']);
    expect((await getAs(`/api/products/slug/${product.slug}`)).statusCode).toBe(403);
    expect((await getAs('/api/products/brands/list')).json().brands).toEqual([]);
    expect((await getAs('/api/products', regular)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/settings/admin', headers: bearer(regular), payload: { catalogue_visible_to_visitors: true } }))
        .statusCode,
    ).toBe(403);
    await t.app.inject({ method: 'PUT', url: '/api/settings/admin', headers: bearer(admin), payload: { catalogue_visible_to_visitors: true } });
    expect((await getAs('/api/products')).statusCode).toBe(200);
  });
});

describe('changing and deleting products', () => {
  it('when a product was never ordered, then delete removes it; an ordered one is deactivated', async () => {
    const fresh = await create();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/products/${fresh.id}`, headers: bearer(admin) })).json()).toMatchObject({
      deleted: true,
    });
    expect((await getAs(`/api/products/${fresh.id}`, admin)).statusCode).toBe(404);
    const ordered = await create();
    const now = new Date().toISOString();
    const order = await t.db
      .insertInto('orders')
      .values({
        order_number: `ORD-P-${ordered.id}`,
        user_id: shop.id,
        status: 'received',
        subtotal_cents: 1,
        shipping_cents: 0,
        tax_cents: 0,
        total_cents: 1,
        shipping_address: '{}',
        billing_address: null,
        notes: null,
        customer_snapshot: '{}',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('order_items')
      .values({
        order_id: order.id,
        product_id: ordered.id,
        sku: 'x',
        brand: 'x',
        name: 'x',
        flavor: 'x',
        weight: 'x',
        quantity: 1,
        unit_price_cents: 1,
        total_price_cents: 1,
      })
      .execute();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/products/${ordered.id}`, headers: bearer(admin) })).json()).toMatchObject({
      deleted: false,
      deactivated: true,
    });
    expect((await getAs(`/api/products/${ordered.id}`, admin)).json().product.is_active).toBe(false);
  });

  it('when stock and public prices are saved in bulk, then all change; one unknown id changes nothing', async () => {
    const ids = await createProducts(t.db, 3, { brand: 'Bulkbrand' });
    const stock = await t.app.inject({
      method: 'PUT',
      url: '/api/products/bulk-stock',
      headers: bearer(admin),
      payload: { updates: ids.map((id, i) => ({ id, stock: i * 10 })) },
    });
    expect(stock.json().updated).toBe(3);
    const price = await t.app.inject({
      method: 'PUT',
      url: '/api/products/bulk-price',
      headers: bearer(admin),
      payload: {
        updates: [
          { id: ids[0], price_excl_vat_excise: 17.77 },
          { id: ids[1], price_excl_vat_excise: null },
        ],
      },
    });
    expect(price.json().updated).toBe(2);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/products/bulk-stock',
      headers: bearer(admin),
      payload: {
        updates: [
          { id: ids[0], stock: 999 },
          { id: 987654, stock: 1 },
        ],
      },
    });
    expect([refused.statusCode, refused.json().error]).toEqual([404, 'Product not found: 987654']);
    const list = (await getAs('/api/products/admin/all?brand=Bulkbrand', admin)).json().products;
    expect(list.map((p: { stock: number }) => p.stock).sort((a: number, b: number) => a - b)).toEqual([0, 10, 20]);
    expect(list.find((p: { id: number }) => p.id === ids[0]).price_excl_vat_excise).toBe(17.77);
    const negative = await t.app.inject({
      method: 'PUT',
      url: '/api/products/bulk-price',
      headers: bearer(admin),
      payload: { updates: [{ id: ids[0], price_excl_vat_excise: -1 }] },
    });
    expect(negative.statusCode).toBe(400);
  });

  it('when the admin list is sorted, then each of the six orders holds', async () => {
    await createProducts(t.db, 1, { brand: 'Sortprice', price_cents: 500 });
    await createProducts(t.db, 1, { brand: 'Sortprice', price_cents: 100 });
    await createProducts(t.db, 1, { brand: 'Sortprice', price_cents: 900 });
    const prices = async (sort: string) =>
      (await getAs(`/api/products/admin/all?brand=Sortprice&sort=${sort}`, admin)).json().products.map((p: { price: number }) => p.price);
    expect(await prices('price_asc')).toEqual([1, 5, 9]);
    expect(await prices('price_desc')).toEqual([9, 5, 1]);
    expect((await prices('newest'))[0]).toBe(9);
    expect((await prices('oldest'))[0]).toBe(5);
    expect((await getAs('/api/products/admin/all?sort=cheapest', admin)).statusCode).toBe(400);
  });
});

describe('query count', () => {
  it('when the catalogue grows from 10 to 999 products (one answer holds at most 1,000) with hundreds of custom prices, then a customer list costs the same number of statements', async () => {
    const fresh = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '100' });
    try {
      // Only the requests' statements are counted: the outbox worker and the jobs stay quiet.
      await Promise.all([fresh.app.jobs.stop(), fresh.app.mailOutbox.stop()]);
      const customer = await createUser(fresh.db, { userType: 'BAR' });
      const { token } = await login(fresh.app, customer.email);
      const guestAndCustomer = async () => {
        const counts = [];
        for (const headers of [{}, bearer(token)]) {
          // A cold cache: what a request costs right after any change.
          fresh.database.changes.changed(['catalogue', 'accounts']);
          counts.push(await fresh.countQueries(() => fresh.app.inject({ url: '/api/products', headers })));
        }
        return counts;
      };
      const ids = await createProducts(fresh.db, 10);
      const small = await guestAndCustomer();
      ids.push(...(await createProducts(fresh.db, 989)));
      const large = await guestAndCustomer();
      const now = new Date().toISOString();
      for (let i = 0; i < 300; i += 100) {
        await fresh.db
          .insertInto('customer_prices')
          .values(
            ids.slice(i, i + 100).map((product_id) => ({ user_id: customer.id, product_id, price_cents: 999, created_at: now, updated_at: now })),
          )
          .execute();
      }
      const withCustom = await guestAndCustomer();
      expect(large).toEqual(small);
      expect(withCustom).toEqual(small);
      const body = (await fresh.app.inject({ url: '/api/products', headers: bearer(token) })).json();
      expect(body.products).toHaveLength(999);
      expect(body.products.filter((p: { price_level: string }) => p.price_level === 'custom')).toHaveLength(300);
    } finally {
      await fresh.close();
    }
  });
});
