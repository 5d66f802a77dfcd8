import type { LowStockProduct } from '@shop/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';
import { LOW_STOCK_CHECK_MS, LOW_STOCK_JOB } from './stock-alerts.job.ts';
import { mailLowStock } from './stock-alerts.service.ts';

/** 08:00 and 06:30 of 10 March 2026 in Vilnius (UTC+2 in winter), and 08:00 the next day. */
const MORNING = new Date('2026-03-10T06:00:00Z');
const EARLY = new Date('2026-03-10T04:30:00Z');
const NEXT_MORNING = new Date('2026-03-11T06:00:00Z');

const productBody = (overrides: Record<string, unknown> = {}) => ({
  brand: 'Alfakher',
  name: 'Double Apple',
  flavor: 'Apple',
  weight: '50g',
  price: 12,
  stock: 5,
  ...overrides,
});

async function adminToken(t: TestApp, language: 'en' | 'lt' = 'en') {
  const row = await createUser(t.db, { admin: true, language });
  return { ...row, token: (await login(t.app, row.email)).token };
}

async function lowStockList(t: TestApp, token: string): Promise<{ products: LowStockProduct[]; default_threshold: number }> {
  const response = await t.app.inject({ url: '/api/products/admin/low-stock', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const putSettings = (t: TestApp, token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/admin', headers: bearer(token), payload });

describe('low-stock thresholds and the administrators’ list', () => {
  let t: TestApp;
  let admin: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t);
  });
  afterAll(async () => t.close());

  it('when a product is saved with a threshold, then the admin answer carries it, an edit that leaves it out keeps it, null gives it back to the shop default, and customers never see it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(admin.token),
      payload: productBody({ sku: 'LS-OWN-1', low_stock_threshold: 7 }),
    });
    expect(created.statusCode).toBe(201);
    const product = created.json().product;
    expect(product.low_stock_threshold).toBe(7);

    const kept = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: bearer(admin.token),
      payload: productBody({ sku: 'LS-OWN-1', stock: 6, version: product.version }),
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().product).toMatchObject({ stock: 6, low_stock_threshold: 7 });

    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: bearer(admin.token),
      payload: productBody({ sku: 'LS-OWN-1', stock: 6, low_stock_threshold: null, version: kept.json().product.version }),
    });
    expect(cleared.json().product.low_stock_threshold).toBeNull();

    const customer = await createUser(t.db);
    const seen = await t.app.inject({ url: `/api/products/${product.id}`, headers: bearer((await login(t.app, customer.email)).token) });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().product).not.toHaveProperty('low_stock_threshold');
  });

  it('when a threshold is negative, a fraction, text or above 100000, then the product is refused with 400 and says what is wrong', async () => {
    for (const low_stock_threshold of [-1, 2.5, 'ten', 100_001]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: bearer(admin.token),
        payload: productBody({ low_stock_threshold }),
      });
      expect(response.statusCode, String(low_stock_threshold)).toBe(400);
      expect(response.json().details.low_stock_threshold).toBe('The low-stock alert level must be a whole number from 0 to 100000');
    }
  });

  it('when products sit at, below and above their own threshold or the shop default, then the list holds the active ones at or below it, lowest stock first, with the threshold that applies', async () => {
    await t.db.updateTable('products').set({ is_active: false }).execute();
    const [atDefault, aboveDefault, ownAbove, ownAt, soldOut, inactive] = await createProducts(t.db, 6);
    const stocks: Array<[number | undefined, number, number | null]> = [
      [atDefault, 10, null],
      [aboveDefault, 11, null],
      [ownAbove, 4, 3],
      [ownAt, 25, 30],
      [soldOut, 0, null],
      [inactive, 1, null],
    ];
    for (const [id, stock, low_stock_threshold] of stocks) {
      await t.db.updateTable('products').set({ stock, low_stock_threshold }).where('id', '=', id!).execute();
    }
    await t.db.updateTable('products').set({ is_active: false }).where('id', '=', inactive!).execute();

    const list = await lowStockList(t, admin.token);
    expect(list.default_threshold).toBe(10);
    expect(list.products.map((p) => [p.id, p.stock, p.threshold, p.uses_default])).toEqual([
      [soldOut, 0, 10, true],
      [atDefault, 10, 10, true],
      [ownAt, 25, 30, false],
    ]);
    expect(list.products[0]).toMatchObject({ sku: expect.any(String), name: expect.any(String), brand: 'Testbrand', weight: '50g' });

    // The shop default moves the products that have none of their own, only them.
    expect((await putSettings(t, admin.token, { low_stock_default: 11 })).statusCode).toBe(200);
    expect((await lowStockList(t, admin.token)).products.map((p) => p.id)).toEqual([soldOut, atDefault, aboveDefault, ownAt]);
    expect((await putSettings(t, admin.token, { low_stock_default: 0 })).statusCode).toBe(200);
    expect((await lowStockList(t, admin.token)).products.map((p) => p.id)).toEqual([soldOut, ownAt]);
    expect((await putSettings(t, admin.token, { low_stock_default: 10 })).statusCode).toBe(200);
  });

  it('when a customer or a visitor asks for the low-stock list, then it is refused', async () => {
    const customer = await createUser(t.db);
    const asCustomer = await t.app.inject({ url: '/api/products/admin/low-stock', headers: bearer((await login(t.app, customer.email)).token) });
    expect(asCustomer.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/products/admin/low-stock' })).statusCode).toBe(401);
  });

  it('when the shop default is saved, then it counts in the one settings version: saved with the version read it raises it by one, a stale version is 409, an unchanged value raises nothing', async () => {
    const before = (await t.app.inject({ url: '/api/settings' })).json().settings;
    expect(before).toMatchObject({ low_stock_default: 10, catalogue_visible_to_visitors: true });

    const saved = await putSettings(t, admin.token, { low_stock_default: 25, version: before.version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toMatchObject({ low_stock_default: 25, version: before.version + 1 });

    // A screen that read the switches before the default changed is refused, and changes nothing.
    const stale = await putSettings(t, admin.token, { catalogue_visible_to_visitors: false, version: before.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_WRITE');
    const unchanged = await putSettings(t, admin.token, { low_stock_default: 25, version: before.version + 1 });
    expect(unchanged.json().settings).toMatchObject({ low_stock_default: 25, catalogue_visible_to_visitors: true, version: before.version + 1 });

    const audit = await t.app.inject({ url: '/api/audit-log?entity=settings&entity_id=low_stock_default', headers: bearer(admin.token) });
    expect(audit.json().entries.map((entry: { changes: unknown }) => entry.changes)).toContainEqual({ low_stock_default: { from: 10, to: 25 } });
    expect((await putSettings(t, admin.token, { low_stock_default: 10 })).statusCode).toBe(200);
  });

  it('when the shop default is negative, a fraction, text or above 100000, then the settings refuse it with 400', async () => {
    for (const low_stock_default of [-1, 0.5, '10', 100_001, null]) {
      const response = await putSettings(t, admin.token, { low_stock_default });
      expect(response.statusCode, String(low_stock_default)).toBe(400);
    }
    expect((await putSettings(t, admin.token, { low_stock_default: 100_000 })).statusCode).toBe(200);
    expect((await putSettings(t, admin.token, { low_stock_default: 10 })).statusCode).toBe(200);
  });
});

describe('the daily low-stock mail to administrators', () => {
  let t: TestApp;
  afterEach(async () => t.close());

  /** A shop with an English and a Lithuanian administrator, a deactivated one, and a customer. */
  async function shop() {
    t = await createTestApp();
    // Its timers stopped: each test runs the job itself, at the moments it names.
    await t.app.jobs.stop();
    const en = await createUser(t.db, { admin: true, language: 'en' });
    const lt = await createUser(t.db, { admin: true, language: 'lt' });
    const inactive = await createUser(t.db, { admin: true, active: false });
    const customer = await createUser(t.db);
    return { en, lt, inactive, customer };
  }

  const ctxOf = (test: TestApp) => ({ db: test.db, engine: test.engine, config: test.config });
  const mailsTo = async (email: string) => (await t.outbox()).filter((mail) => mail.to.includes(email));

  it('when products are low, then each active administrator gets one mail in their language listing them with a link to the products page, once that day, and again the next day', async () => {
    const people = await shop();
    const [first, second] = await createProducts(t.db, 2, { stock: 3 });
    await createProducts(t.db, 1, { stock: 50 });
    await t.db.updateTable('products').set({ stock: 0 }).where('id', '=', second!).execute();
    const [a, b] = await t.db.selectFrom('products').select(['id', 'sku']).where('id', 'in', [first!, second!]).orderBy('id').execute();

    expect(await mailLowStock(ctxOf(t), MORNING)).toBe(2);
    const english = await mailsTo(people.en.email);
    expect(english).toHaveLength(1);
    expect(english[0]!.subject).toBe('Low stock: 2 products');
    expect(english[0]!.text).toContain(`${b!.sku} — Testbrand`);
    expect(english[0]!.text).toContain(': 0 left (alert at 10)');
    // Lowest stock first.
    expect(english[0]!.text.indexOf(b!.sku)).toBeLessThan(english[0]!.text.indexOf(a!.sku));
    expect(english[0]!.text).toContain('http://shop.test/admin/products');

    const lithuanian = await mailsTo(people.lt.email);
    expect(lithuanian).toHaveLength(1);
    expect(lithuanian[0]!.subject).toBe('Mažas likutis: 2 prekės');
    expect(lithuanian[0]!.text).toContain(': liko 3 vnt. (riba 10)');
    expect(lithuanian[0]!.text).toContain('Atidaryti prekes: http://shop.test/admin/products');
    expect(await mailsTo(people.inactive.email)).toEqual([]);
    expect(await mailsTo(people.customer.email)).toEqual([]);

    // The same day again, even later: nobody is mailed twice.
    expect(await mailLowStock(ctxOf(t), new Date(MORNING.getTime() + 5 * LOW_STOCK_CHECK_MS))).toBe(0);
    expect(await mailsTo(people.en.email)).toHaveLength(1);

    expect(await mailLowStock(ctxOf(t), NEXT_MORNING)).toBe(2);
    expect(await mailsTo(people.en.email)).toHaveLength(2);
    expect(await mailsTo(people.lt.email)).toHaveLength(2);
  });

  it('when nothing is low, or it is before 07:00 in Lithuania, then nothing is sent; a product that runs low later that day is mailed then', async () => {
    const people = await shop();
    const [product] = await createProducts(t.db, 1, { stock: 40 });
    expect(await mailLowStock(ctxOf(t), MORNING)).toBe(0);
    expect(await t.outbox()).toEqual([]);

    await t.db.updateTable('products').set({ stock: 1 }).where('id', '=', product!).execute();
    expect(await mailLowStock(ctxOf(t), EARLY)).toBe(0);
    expect(await t.outbox()).toEqual([]);

    expect(await mailLowStock(ctxOf(t), new Date(MORNING.getTime() + LOW_STOCK_CHECK_MS))).toBe(2);
    expect((await mailsTo(people.lt.email))[0]!.subject).toBe('Mažas likutis: 1 prekė');
    expect((await mailsTo(people.en.email))[0]!.subject).toBe('Low stock: 1 product');
  });

  it('when two instances run the job at the same moment, then each administrator still gets one mail', async () => {
    const people = await shop();
    await createProducts(t.db, 12, { stock: 2 });
    const other = await t.peerDatabase();
    const counts = await Promise.all([
      mailLowStock(ctxOf(t), MORNING),
      mailLowStock({ db: other.db, engine: other.engine, config: t.config }, MORNING),
    ]);
    expect(counts.toSorted()).toEqual([0, 2]);
    expect(await mailsTo(people.en.email)).toHaveLength(1);
    const lithuanian = await mailsTo(people.lt.email);
    expect(lithuanian).toHaveLength(1);
    expect(lithuanian[0]!.subject).toBe('Mažas likutis: 12 prekių');
  });

  it('when the periodic job is due, then it runs once per interval across instances and mails the administrators', async () => {
    const people = await shop();
    await createProducts(t.db, 1, { stock: 0 });
    const run = () => mailLowStock(ctxOf(t), MORNING).then(() => undefined);
    const now = Date.now();
    expect(await t.app.jobs.runIfDue(LOW_STOCK_JOB, LOW_STOCK_CHECK_MS, run, now)).toBe(true);
    expect(await t.app.jobs.runIfDue(LOW_STOCK_JOB, LOW_STOCK_CHECK_MS, run, now + 60_000)).toBe(false);
    expect(await mailsTo(people.en.email)).toHaveLength(1);
  });
});
