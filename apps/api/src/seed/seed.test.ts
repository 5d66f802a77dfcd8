import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { bearer, login } from '../test/factories.ts';
import { seedOnStart } from './seed.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('start-up data', () => {
  it('when ADMIN_EMAIL and ADMIN_PASSWORD are set and no administrator exists, then that administrator can log in; a second start adds none', async () => {
    t = await createTestApp();
    const config = { ...t.config, seedDemo: false, adminEmail: 'owner@example.lt', adminPassword: 'owner-password-1' };
    const database = { ...t.database, close: async () => {} };
    expect((await seedOnStart(config, database)).adminCreated).toBe(true);
    expect((await seedOnStart({ ...config, adminEmail: 'second@example.lt' }, database)).adminCreated).toBe(false);
    const { user } = await login(t.app, 'owner@example.lt', 'owner-password-1');
    expect(user.role).toBe('admin');
  });

  it('when demo data is seeded, then every printed demo login works with its role and type', async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '100' });
    const { demoLogins } = await seedOnStart({ ...t.config, seedDemo: true }, { ...t.database, close: async () => {} });
    expect(demoLogins.map((l) => l.email)).toEqual([
      'admin@example.com',
      'shop@example.com',
      'bar@example.com',
      'customer@example.com',
      'sales@example.com',
      'warehouse@example.com',
      'accountant@example.com',
    ]);
    const signedIn = [];
    for (const demo of demoLogins) signedIn.push((await login(t.app, demo.email, demo.password)).user);
    expect(signedIn.map((user) => [user.user_type, user.staff_role])).toEqual([
      [null, 'owner'],
      ['SHOP', null],
      ['BAR', null],
      [null, null],
      [null, 'sales'],
      [null, 'warehouse'],
      [null, 'accountant'],
    ]);
  });

  it('when demo data is seeded, then about 80 products of 8 brands with images, some sold out, the BAR customer sees custom prices, and the gallery holds the brand banners', async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '100' });
    await seedOnStart({ ...t.config, seedDemo: true }, { ...t.database, close: async () => {} });
    const { token } = await login(t.app, 'bar@example.com', 'demo1234');
    const products = (await t.app.inject({ url: '/api/products', headers: { authorization: `Bearer ${token}` } })).json().products;
    expect(products.length).toBeGreaterThanOrEqual(75);
    expect(new Set(products.map((p: { brand: string }) => p.brand)).size).toBe(8);
    expect(products.some((p: { stock: number }) => p.stock === 0)).toBe(true);
    expect(products.some((p: { price_level: string }) => p.price_level === 'custom')).toBe(true);
    expect(products.some((p: { price_level: string }) => p.price_level === 'user_type')).toBe(true);
    for (const product of products.slice(0, 5)) expect((await t.app.inject({ url: product.image_url })).headers['content-type']).toBe('image/webp');
    const admin = await login(t.app, 'admin@example.com', 'admin1234');
    const gallery = (await t.app.inject({ url: '/api/gallery?search=banner', headers: { authorization: `Bearer ${admin.token}` } })).json();
    expect(gallery.pagination.total).toBe(8);
    expect(gallery.images[0]).toMatchObject({ folder_name: 'Brand banners', seo_description: expect.stringMatching(/^High-quality image: /) });
  });

  it('when demo data is seeded, then the demo customers have orders in several statuses with pre-invoices and invoices, numbered and mailed like real ones; seeding again adds none', async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '100' });
    const database = { ...t.database, close: async () => {} };
    await seedOnStart({ ...t.config, seedDemo: true }, database);
    const counts = async () =>
      Promise.all(
        (['orders', 'order_items', 'pre_invoices', 'invoices', 'addresses', 'mail_outbox'] as const).map(async (table) =>
          Number(
            (
              await t!.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const first = await counts();

    const statuses = new Set<string>();
    for (const email of ['shop@example.com', 'bar@example.com', 'customer@example.com']) {
      const { token } = await login(t.app, email, 'demo1234');
      const get = async (url: string) => (await t!.app.inject({ url, headers: bearer(token) })).json();
      const { orders } = await get('/api/orders');
      expect(orders.length).toBeGreaterThanOrEqual(3);
      for (const order of orders) {
        statuses.add(order.status);
        expect(order.order_number).toMatch(/^ORD-\d{6}-\d{4}$/);
        expect(order.shipping_address.tobacco_license).toMatch(/^TL-/);
        // The lines are the products' snapshots at the customer's prices; the totals add up.
        const lines = order.items.reduce((sum: number, item: { total_price: number }) => sum + item.total_price, 0);
        expect(order.subtotal).toBeCloseTo(lines, 2);
      }
      const { invoices } = await get('/api/invoices');
      const { preInvoices } = await get('/api/pre-invoices');
      expect(invoices.length + preInvoices.length).toBeGreaterThanOrEqual(2);
      // Each document carries its order's amounts.
      for (const invoice of invoices) expect(invoice.total_amount).toBe(orders.find((o: { id: number }) => o.id === invoice.order_id).total_amount);
    }
    expect([...statuses]).toEqual(expect.arrayContaining(['received', 'confirmed', 'processing', 'sent', 'ended', 'cancelled']));
    const [orders = 0, , preInvoices = 0, invoices = 0, , mails = 0] = first;
    expect(orders).toBe(9);
    expect(preInvoices).toBeGreaterThanOrEqual(3);
    expect(invoices).toBeGreaterThanOrEqual(3);
    // The mails of each order and document wait in the outbox.
    expect(mails).toBeGreaterThan(orders);

    await seedOnStart({ ...t.config, seedDemo: true }, database);
    expect(await counts()).toEqual(first);
  });

  it('when SEED_DEMO is unset on PostgreSQL or on a database with users, then no demo data is added', async () => {
    t = await createTestApp();
    const database = { ...t.database, close: async () => {} };
    const config = loadConfig({ DATA_DIR: t.config.dataDir });
    await seedOnStart({ ...config, seedDemo: undefined }, { ...database, engine: 'postgres' });
    const none = await t.db.selectFrom('users').select('id').execute();
    expect(none).toHaveLength(0);
  });
});
