import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';
import { addToCart, checkoutBody, shopper } from '../../test/shoppers.ts';
import { type AuditFilter, auditPageQuery } from './audit.repository.ts';

// Decision 095: entries named as people name their records, frozen; filters by number, SKU, company
// and group; sign-ins hidden unless asked; the filtered view as a CSV file.
let t: TestApp;
let admin: { token: string; id: number; email: string };
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  const user = await createUser(t.db, { admin: true });
  admin = { token: (await login(t.app, user.email)).token, id: user.id, email: user.email };
});
afterAll(async () => t.close());

type Entry = {
  action: string;
  entity: string;
  entity_id: string | null;
  reference: string | null;
  label: string | null;
  changes: Record<string, { from: unknown; to: unknown }>;
};
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
const entries = async (query: string): Promise<Entry[]> => {
  const response = await get(`/api/audit-log?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().entries;
};

let unique = 0;
/** The company's name changed as an administrator changes it (its search words with it). */
async function rename(userId: number, company: string) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/users/admin/${userId}`,
    headers: bearer(admin.token),
    payload: { company_name: company },
  });
  expect(response.statusCode, response.body).toBe(200);
}
/** An order of `lines` by a new customer whose company is `company` (a name no other test uses). */
async function orderOf(company: string, lines: Array<[number, number]>) {
  const who = await shopper(t.app, t.db);
  await rename(who.userId, company);
  for (const [productId, quantity] of lines) await addToCart(t.app, who, productId, quantity);
  const response = await t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(who.token), payload: checkoutBody(who) });
  expect(response.statusCode, response.body).toBe(201);
  return { who, order: response.json().order as { id: number; version: number; order_number: string } };
}
/** New products as the log names them. */
async function productsOf(count: number, stock: number) {
  const ids = await createProducts(t.db, count, { stock });
  return t.db.selectFrom('products').select(['id', 'sku', 'name', 'version']).where('id', 'in', ids).orderBy('id').execute();
}
const companyName = (word: string) => `${word} ${process.pid} ${++unique} UAB`;

describe('the audit log read as people name things', () => {
  it('when an order is confirmed and ended, then its entries are found by its number, exact, in lower case or by its beginning, named by number and company', async () => {
    const [product] = await productsOf(1, 20);
    const company = companyName('Vakaro Dūmai');
    const { order } = await orderOf(company, [[product!.id, 2]]);
    const confirmed = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/admin/${order.id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const found = await entries(`reference=${order.order_number}`);
    expect(found.map((e) => e.action)).toEqual(['order.status']);
    expect(found[0]).toMatchObject({ reference: order.order_number, label: company, changes: { status: { from: 'received', to: 'confirmed' } } });
    expect((await entries(`reference=${order.order_number.toLowerCase()}`)).map((e) => e.action)).toEqual(['order.status']);
    const beginning = order.order_number.slice(0, -2);
    expect((await entries(`reference=${beginning}&limit=100`)).some((e) => e.reference === order.order_number)).toBe(true);
    expect(await entries(`reference=${order.order_number}9`)).toEqual([]);
  });

  it("when an order's items are edited, then the entry names each line by its SKU", async () => {
    const [first, second] = await productsOf(2, 50);
    const { order } = await orderOf(companyName('Eilutės'), [[first!.id, 8]]);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/admin/${order.id}/items`,
      headers: bearer(admin.token),
      payload: {
        version: order.version,
        items: [
          { product_id: first!.id, quantity: 10, unit_price: 20 },
          { product_id: second!.id, quantity: 1, unit_price: 20 },
        ],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [entry] = await entries(`reference=${order.order_number}&action=order.items`);
    expect(entry!.changes.items!.from).toEqual([{ product_id: first!.id, quantity: 8, sku: first!.sku }]);
    expect(entry!.changes.items!.to).toEqual([
      { product_id: first!.id, quantity: 10, unit_price: 20, sku: first!.sku },
      { product_id: second!.id, quantity: 1, unit_price: 20, sku: second!.sku },
    ]);
  });

  it('when an order is ended, then the invoice it issued is found by the invoice number', async () => {
    const [product] = await productsOf(1, 10);
    const { order } = await orderOf(companyName('Sąskaitos'), [[product!.id, 1]]);
    await t.app.inject({ method: 'PATCH', url: `/api/orders/admin/${order.id}/status`, headers: bearer(admin.token), payload: { status: 'ended' } });
    const invoice = (await get(`/api/invoices/order/${order.id}`)).json().invoice;
    const found = await entries(`reference=${encodeURIComponent(invoice.invoice_number)}`);
    expect(found.map((e) => [e.action, e.entity, e.reference])).toEqual([['invoice.issue', 'invoice', invoice.invoice_number]]);
  });

  it("when a product's stock is changed, then the entry is found by its SKU in any case and names the product", async () => {
    const [product] = await productsOf(1, 5);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/products/bulk-stock',
      headers: bearer(admin.token),
      payload: { updates: [{ id: product!.id, stock: 9, version: product!.version }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const found = await entries(`reference=${product!.sku.toLowerCase()}`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      action: 'stock.bulk_update',
      reference: product!.sku,
      label: product!.name,
      changes: { stock: { from: 5, to: 9 } },
    });
  });

  it('when the company renames itself later, then its old entries keep the name it had and are still found by company', async () => {
    const [product] = await productsOf(1, 10);
    const company = companyName('Senas Vardas');
    const renamed = companyName('Naujas Vardas');
    const { who, order } = await orderOf(company, [[product!.id, 1]]);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/admin/${order.id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'confirmed' },
    });
    await rename(who.userId, renamed);

    const [entry] = await entries(`reference=${order.order_number}`);
    expect(entry!.label).toBe(company);
    const byCompany = await entries(`company=${encodeURIComponent(renamed.toLowerCase())}&group=orders`);
    expect(byCompany.map((e) => e.reference)).toContain(order.order_number);
  });

  it('when customers sign in, then the log hides the sign-ins until the sign-ins group is chosen', async () => {
    const customer = await createUser(t.db);
    await login(t.app, customer.email);
    const signIns = (e: Entry) => e.action.startsWith('login.');
    expect((await entries('limit=100')).filter(signIns)).toEqual([]);
    const shown = await entries(`group=sign_ins&actor=${customer.id}`);
    expect(shown.map((e) => e.action)).toEqual(['login.success']);
    expect(shown[0]!.reference).toBe(customer.email);
    expect((await entries('group=orders&limit=100')).every((e) => e.action.startsWith('order.'))).toBe(true);
    expect((await get('/api/audit-log?group=everything')).statusCode).toBe(400);
  });

  it('when the filtered view is exported, then the CSV holds its entries only, and a company name cannot run as a formula', async () => {
    const [product] = await productsOf(1, 10);
    const company = `=HYPERLINK("http://x.test") ${process.pid} ${++unique}`;
    const { order } = await orderOf(company, [[product!.id, 1]]);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/admin/${order.id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'confirmed' },
    });

    const csv = await get(`/api/audit-log/export.csv?reference=${order.order_number}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('at;actor;group;action;record;record_id;reference;label;changes');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;orders;order.status;order;${order.id};${order.order_number};"'=HYPERLINK(""http://x.test"")`);
    expect((await get('/api/audit-log/export.csv?group=nothing')).statusCode).toBe(400);
  });

  it('when a customer asks for the export, then it is refused', async () => {
    const { token } = await login(t.app, (await createUser(t.db)).email);
    expect((await t.app.inject({ method: 'GET', url: '/api/audit-log/export.csv', headers: bearer(token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/audit-log/export.csv' })).statusCode).toBe(401);
  });
});

describe('the log at a million entries', () => {
  const planOf = async (filter: AuditFilter) => {
    const statement = auditPageQuery(t.db, filter, { limit: 50, offset: 0 }).compile();
    return t.db.transaction().execute(async (trx) => {
      // A test's few rows would be read whole; the question is whether an index can serve the statement.
      if (t.engine === 'postgres') await sql`set local enable_seqscan = off`.execute(trx);
      const explain = t.engine === 'postgres' ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN';
      const { rows } = await trx.executeQuery<Record<string, unknown>>(CompiledQuery.raw(`${explain} ${statement.sql}`, [...statement.parameters]));
      return rows.map((row) => String(row['QUERY PLAN'] ?? row.detail)).join('\n');
    });
  };

  it('when the log is read unfiltered, by number, by group or by company, then each is a read of its own index', async () => {
    expect(await planOf({})).toContain('audit_log_work_at_idx');
    expect(await planOf({ reference: 'ORD-2026' })).toContain('audit_log_reference_at_idx');
    expect(await planOf({ group: 'sign_ins' })).toContain('audit_log_group_at_idx');
    expect(await planOf({ customerIds: [1, 2] })).toContain('audit_log_customer_at_idx');
  });
});
