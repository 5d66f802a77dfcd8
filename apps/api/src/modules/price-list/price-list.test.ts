import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createProducts } from '../../test/products.ts';
import { csvLine, toCsv } from '@shop/domain';

let t: TestApp;
let custom: number | undefined;
let typed: number | undefined;
let plain: number | undefined;
let hidden: number | undefined;
let customer: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  // Each product of its own brand, so its row is easy to find; "Ąžuolas" sorts and renders with its ogonek.
  [custom] = await createProducts(t.db, 1, { brand: 'Ąžuolas', wholesale_price_cents: 1000, stock: 40, min_order_quantity: 5 });
  [typed] = await createProducts(t.db, 1, { brand: 'Bartype', wholesale_price_cents: 1000, stock: 7 });
  [plain] = await createProducts(t.db, 1, { brand: 'Commonbrand', wholesale_price_cents: 1234 });
  [hidden] = await createProducts(t.db, 1, { brand: 'Hiddenbrand', is_active: false });
  const user = await createUser(t.db, { userType: 'BAR', language: 'lt' });
  customer = { id: user.id, token: (await login(t.app, user.email)).token };
  const now = new Date().toISOString();
  await t.db
    .insertInto('customer_prices')
    .values({ user_id: user.id, product_id: custom!, price_cents: 875, created_at: now, updated_at: now })
    .execute();
  await t.db
    .insertInto('user_type_prices')
    .values({ user_type: 'BAR', product_id: typed!, price_cents: 950, created_at: now, updated_at: now })
    .execute();
});
afterAll(async () => t.close());

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const skuOf = async (id: number) => (await t.db.selectFrom('products').select('sku').where('id', '=', id).executeTakeFirstOrThrow()).sku;
/** The CSV's rows as fields (the test's products have no quoted fields). */
const rowsOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));

describe('the price list', () => {
  it('when a customer downloads the CSV, then it is UTF-8 with a BOM, `;` and decimal commas, in their language, at their own prices, without products off sale', async () => {
    const response = await get('/api/products/price-list.csv', customer.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="kainorastis-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = rowsOf(response.body);
    expect(rows[0]).toEqual(['Prekės kodas', 'Prekės ženklas', 'Pavadinimas', 'Skonis', 'Svoris', 'Min. kiekis', 'Likutis', 'Kaina be PVM, EUR']);
    const bySku = new Map(rows.slice(1).map((row) => [row[0], row]));
    expect(bySku.get(await skuOf(custom!))).toEqual([await skuOf(custom!), 'Ąžuolas', expect.any(String), 'Mint', '50g', '5', '40', '8,75']);
    expect(bySku.get(await skuOf(typed!))?.slice(5)).toEqual(['1', '7', '9,50']);
    expect(bySku.get(await skuOf(plain!))?.[7]).toBe('12,34');
    expect(bySku.has(await skuOf(hidden!))).toBe(false);
  });

  it('when the CSV is asked for in English, then the headers are English and the numbers keep the same form', async () => {
    const response = await get('/api/products/price-list.csv?lang=en', customer.token);
    expect(response.headers['content-disposition']).toMatch(/filename="price-list-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = rowsOf(response.body);
    expect(rows[0]).toEqual(['SKU', 'Brand', 'Name', 'Flavour', 'Weight', 'Minimum order', 'Stock', 'Price excl. VAT, EUR']);
    expect(rows.find((row) => row[1] === 'Ąžuolas')?.[7]).toBe('8,75');
  });

  it('when a customer downloads the PDF, then it is an A4 table with their prices and Lithuanian letters', async () => {
    const response = await get('/api/products/price-list.pdf', customer.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/filename="kainorastis-\d{4}-\d{2}-\d{2}\.pdf"/);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Kainoraštis');
    expect(text).toContain('Ąžuolas');
    expect(text).toContain('Baltic Smoke UAB');
    expect(text).toContain(await skuOf(custom!));
    expect(text).toContain('8,75');
    expect(text).toContain('9,50');
    expect(text).not.toContain('Hiddenbrand');
    const english = await pdfText((await get('/api/products/price-list.pdf?lang=en', customer.token)).rawPayload);
    expect(english).toContain('Price list');
    expect(english).toContain('8.75');
  });

  it('when a visitor asks for either file, then 401; a bad language is 400', async () => {
    expect((await get('/api/products/price-list.csv')).statusCode).toBe(401);
    expect((await get('/api/products/price-list.pdf')).statusCode).toBe(401);
    expect((await get('/api/products/price-list.csv?lang=de', customer.token)).statusCode).toBe(400);
  });

  it('when an administrator downloads it, then it lists the wholesale prices and says so', async () => {
    const admin = await login(t.app, (await createUser(t.db, { admin: true })).email);
    const response = await get('/api/products/price-list.csv?lang=en', admin.token);
    expect(response.statusCode).toBe(200);
    const rows = rowsOf(response.body);
    expect(rows.find((row) => row[1] === 'Ąžuolas')?.[7]).toBe('10,00');
    expect(await pdfText((await get('/api/products/price-list.pdf?lang=en', admin.token)).rawPayload)).toContain('Wholesale prices');
  });

  it('when the price list paths are asked, then the catalogue’s product routes do not swallow them, and still answer their own', async () => {
    const csv = await get('/api/products/price-list.csv', customer.token);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect((await get(`/api/products/${plain}`, customer.token)).json().product.id).toBe(plain);
    expect((await get('/api/products/price-list.xls', customer.token)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await get('/api/products/price-list.xls', customer.token)).statusCode).toBeLessThan(500);
  });
});

describe('the CSV form', () => {
  /** One cell as the shop's writer writes it. */
  const csvField = (value: string | number) => csvLine([value]).slice(0, -2);

  it('when a field holds the separator, a quote, a line break or starts like a formula, then it is quoted or defused', () => {
    expect(csvField('Mint; Ice')).toBe('"Mint; Ice"');
    expect(csvField('12" bowl')).toBe('"12"" bowl"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(7)).toBe('7');
    // A negative amount stays a number; a formula starting with a minus does not pass for one.
    expect([csvField('-72,60'), csvField('-1+2'), csvField('-72,60;')]).toEqual(['-72,60', "'-1+2", `"'-72,60;"`]);
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 1],
      ]),
    ).toBe('\uFEFFa;b\r\nc;1\r\n');
  });
});
