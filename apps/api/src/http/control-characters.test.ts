import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS } from '@shop/domain';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { adminAndCustomerTokens, bearer } from '../test/factories.ts';
import { multipartBody } from '../test/multipart.ts';

// Decision 108: text with a control character (a NUL above all, which PostgreSQL cannot store) is a
// 400 naming the field, on both engines, wherever it comes: a query, a body, a path, a CSV cell; line
// breaks only in text that has lines. Every date is a real day, and a period does not end before it starts.

let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  ({ admin, customer } = await adminAndCustomerTokens(t.app, t.db));
});
afterAll(async () => t.close());

const NUL = '\u0000';

async function refusedField(response: { statusCode: number; json: () => { reason?: string; detail_reasons?: Record<string, string> } }) {
  expect(response.statusCode).toBe(400);
  const answer = response.json();
  expect(answer.reason).toBe('invalidFields');
  return answer.detail_reasons ?? {};
}

const product = { brand: 'Ctrlbrand', name: 'Clean', flavor: 'Mint', weight: '50g', price: 10, stock: 5 };

describe('control characters in what a client sends', () => {
  it.each([
    ['the public search', `/api/products?search=${encodeURIComponent(`mint${NUL}`)}`, null, 'search'],
    ['an administrators’ order filter', `/api/orders/admin/all?search=${encodeURIComponent(`a${NUL}b`)}`, 'admin', 'search'],
    ['the audit log filter', `/api/audit-log?actor=${encodeURIComponent(`a${NUL}`)}`, 'admin', 'actor'],
    ['a line break in a query', `/api/products?search=${encodeURIComponent('a\nb')}`, null, 'search'],
    ['a route parameter', `/api/auth/sessions/${encodeURIComponent(`a${NUL}`)}`, 'customer', 'id'],
  ])('when %s holds one, then 400 naming the field as controlCharacters', async (_name, url, who, field) => {
    const token = who === 'admin' ? admin : who === 'customer' ? customer : null;
    const method = url.startsWith('/api/auth/sessions/') ? 'DELETE' : 'GET';
    const response = await t.app.inject({ method, url, headers: token ? bearer(token) : {} });
    expect((await refusedField(response))[field]).toBe('controlCharacters');
  });

  it('when a login e-mail holds a NUL, then 400 on the field, and no sign-in is tried', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `a${NUL}@example.lt`, password: 'whatever1' } });
    expect((await refusedField(response)).email).toBe('controlCharacters');
  });

  it('when a profile field holds a NUL or a line break, then 400 on that field and nothing is saved', async () => {
    const me = (await t.app.inject({ url: '/api/auth/me', headers: bearer(customer) })).json().user;
    for (const company_name of [`Firm${NUL}`, 'Firm\nTwo']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: bearer(customer),
        payload: { ...me, company_name, version: me.version },
      });
      expect((await refusedField(response)).company_name).toBe('controlCharacters');
    }
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(customer) })).json().user.company_name).toBe(me.company_name);
  });

  it('when a product’s name has a line break, then 400; its description may have lines and a tab, not a NUL', async () => {
    const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/products', headers: bearer(admin), payload });
    expect((await refusedField(await post({ ...product, name: 'Two\nlines' }))).name).toBe('controlCharacters');
    expect((await refusedField(await post({ ...product, description: `Bad${NUL}` }))).description).toBe('controlCharacters');
    const made = await post({ ...product, description: 'First line\r\nSecond\tline' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().product.description).toBe('First line\r\nSecond\tline');
  });

  it('when a note on an order holds a NUL in any field of the body, then 400, nested fields too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/admin/999999/notes',
      headers: bearer(admin),
      payload: { body: `note${NUL}` },
    });
    expect((await refusedField(response)).body).toBe('controlCharacters');
    const nested = await t.app.inject({
      method: 'PUT',
      url: '/api/products/bulk-price',
      headers: bearer(admin),
      payload: { updates: [{ id: 1, price: `1${NUL}` }] },
    });
    expect((await refusedField(nested))['updates.0.price']).toBe('controlCharacters');
  });

  it('when an imported product’s cell holds a NUL, then its line is refused naming the column, and nothing is imported', async () => {
    const header = PRODUCT_CSV_COLUMNS.join(';');
    const cells = (sku: string, name: string) =>
      PRODUCT_CSV_COLUMNS.map(
        (column) =>
          ({ sku, name, brand: 'Ctrlbrand', flavor: 'Mint', weight: '50g', price: '10', is_active: 'true', stock: '5', min_order_quantity: '1' })[
            column as 'sku'
          ] ?? '',
      ).join(';');
    const file = `${header}\r\n${cells('CTRL-1', 'Fine')}\r\n${cells('CTRL-2', `Bad${NUL}name`)}\r\n${cells(`CTRL${NUL}3`, 'Fine')}\r\n`;
    const { payload, headers } = multipartBody([{ field: 'file', filename: 'products.csv', contentType: 'text/csv', content: file }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products/admin/import?dry_run=false',
      headers: { ...headers, ...bearer(admin) },
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().reason).toBe('importHasErrors');
    const errors = response.json().errors as Array<{ line: number; field: string; reason: string }>;
    expect(errors.map(({ line, field, reason }) => [line, field, reason])).toEqual([
      [3, 'name', 'controlCharacters'],
      [4, 'sku', 'controlCharacters'],
    ]);
    expect(await t.db.selectFrom('products').select('id').where('sku', '=', 'CTRL-1').executeTakeFirst()).toBeUndefined();
  });

  it('when text with a NUL slips past every schema to the database, then 400 controlCharacters on PostgreSQL, never a 500', async () => {
    const app = await buildApp({ config: t.config, database: t.database, serveWeb: false });
    // A route with no schema, as a last line of defence must catch: the database itself meets the NUL.
    app.get('/api/unchecked/:name', async (request) => {
      const { name } = request.params as { name: string };
      return { found: await t.db.selectFrom('products').select('id').where('name', '=', name).execute() };
    });
    await app.ready();
    try {
      const response = await app.inject({ url: `/api/unchecked/${encodeURIComponent(`a${NUL}b`)}` });
      if (t.engine === 'postgres') expect([response.statusCode, response.json().reason]).toEqual([400, 'controlCharacters']);
      else expect(response.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('dates in filters', () => {
  it.each([
    ['a month 13', '/api/audit-log?from=2026-13-01', 'from', 'dateInvalid'],
    ['30 February', '/api/audit-log?to=2026-02-30', 'to', 'dateInvalid'],
    ['a period that ends before it starts', '/api/audit-log?from=2026-03-02&to=2026-03-01', 'to', 'periodOrder'],
    ['30 February in the audit CSV', '/api/audit-log/export.csv?from=2026-02-30', 'from', 'dateInvalid'],
    ['an order list from after its to', '/api/orders/admin/all?from=2026-05-02&to=2026-05-01', 'to', 'periodOrder'],
    ['a bug report list from 31 April', '/api/bug-reports/admin?startDate=2026-04-31', 'startDate', 'dateInvalid'],
    ['a bug report list ending before it starts', '/api/bug-reports/admin?startDate=2026-04-02&endDate=2026-04-01', 'endDate', 'periodOrder'],
  ])('when an administrator filters by %s, then 400 on the field', async (_name, url, field, reason) => {
    const response = await t.app.inject({ url, headers: bearer(admin) });
    expect((await refusedField(response))[field]).toBe(reason);
  });

  it('when the audit log is filtered by a real leap day and a one-day period, then it answers', async () => {
    for (const url of ['/api/audit-log?from=2028-02-29&to=2028-02-29', '/api/audit-log?from=2026-01-01'])
      expect((await t.app.inject({ url, headers: bearer(admin) })).statusCode, url).toBe(200);
  });
});
