import { lithuanianDate } from '@shop/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';
import { placedOrder } from '../../test/shoppers.ts';

const clock = new Date('2026-11-22T10:00:00Z');
let t: TestApp;
let admin: { token: string; id: number; email: string };
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => clock });
  const user = await createUser(t.db, { admin: true });
  admin = { token: (await login(t.app, user.email)).token, id: user.id, email: user.email };
});
afterAll(async () => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const entriesOf = async (query: string) => (await call(admin.token, 'GET', `/api/audit-log?${query}`)).json().entries;

describe('the audit log', () => {
  it('when an administrator moves an order to ended, then the status change and the invoice it issued are recorded under that administrator, newest first', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 10 });
    const { order } = await placedOrder(t.app, t.db, [[product!, 2]]);
    expect((await call(admin.token, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'ended' })).statusCode).toBe(200);

    const [status] = await entriesOf(`entity=order&entity_id=${order.id}`);
    expect(status).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      action: 'order.status',
      entity: 'order',
      entity_id: String(order.id),
      changes: { status: { from: 'received', to: 'ended' } },
    });
    expect(Date.parse(status.at)).toBeGreaterThan(Date.now() - 60_000);
    const invoice = (await call(admin.token, 'GET', `/api/invoices/order/${order.id}`)).json().invoice;
    const [issued] = await entriesOf(`entity=invoice&entity_id=${invoice.id}`);
    expect(issued).toMatchObject({ action: 'invoice.issue', actor_id: admin.id, changes: { number: { from: null, to: invoice.invoice_number } } });
  });

  it('when the seller settings change one field, then only that field is recorded with its old and new value', async () => {
    const settings = (await call(admin.token, 'GET', '/api/invoices/settings')).json();
    await call(admin.token, 'PUT', '/api/invoices/settings', { company: { version: settings.company.version, phone: '+370 611 11111' } });
    const [entry] = await entriesOf('entity=invoice_settings&entity_id=seller');
    expect(entry.changes).toEqual({ phone: { from: settings.company.phone, to: '+370 611 11111' } });
  });

  it('when a write is refused, then nothing is recorded', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 10 });
    const { order } = await placedOrder(t.app, t.db, [[product!, 1]]);
    const refused = await call(admin.token, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'ended', version: 999 });
    expect(refused.statusCode).toBe(409);
    expect(await entriesOf(`entity=order&entity_id=${order.id}`)).toEqual([]);
  });

  it('when entries are filtered by actor, day and page, then only the matching ones come, with the count', async () => {
    const second = await createUser(t.db, { admin: true });
    const secondToken = (await login(t.app, second.email)).token;
    const [product] = await createProducts(t.db, 1, { stock: 20 });
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push((await placedOrder(t.app, t.db, [[product!, 1]])).order);
    for (const order of orders) await call(secondToken, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'confirmed' });

    const byActor = (await call(admin.token, 'GET', `/api/audit-log?entity=order&actor=${encodeURIComponent(second.email)}&limit=2`)).json();
    expect(byActor.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    expect(byActor.entries.map((e: { entity_id: string }) => e.entity_id)).toEqual([String(orders[2]!.id), String(orders[1]!.id)]);
    const page2 = (await call(admin.token, 'GET', `/api/audit-log?entity=order&actor=${second.id}&limit=2&page=2`)).json();
    expect(page2.entries.map((e: { entity_id: string }) => e.entity_id)).toEqual([String(orders[0]!.id)]);

    const today = lithuanianDate(new Date());
    expect((await call(admin.token, 'GET', `/api/audit-log?entity=order&actor=${second.id}&from=${today}&to=${today}`)).json().pagination.total).toBe(
      3,
    );
    expect((await call(admin.token, 'GET', `/api/audit-log?entity=order&actor=${second.id}&to=2020-01-01`)).json().pagination.total).toBe(0);
  });

  it('when anyone tries to change or delete an entry, then the API has no way and the database refuses', async () => {
    const [entry] = await entriesOf('limit=1');
    expect((await call(admin.token, 'DELETE', `/api/audit-log/${entry.id}`)).statusCode).toBe(404);
    expect((await call(admin.token, 'PUT', `/api/audit-log/${entry.id}`, { action: 'x' })).statusCode).toBe(404);
    await expect(t.db.updateTable('audit_log').set({ action: 'forged' }).where('id', '=', entry.id).execute()).rejects.toThrow(
      /cannot be changed or deleted/,
    );
    await expect(t.db.deleteFrom('audit_log').where('id', '=', entry.id).execute()).rejects.toThrow(/cannot be changed or deleted/);
    await expect(sql`delete from audit_log`.execute(t.db)).rejects.toThrow(/cannot be changed or deleted/);
    expect((await entriesOf('limit=1'))[0]).toEqual(entry);
  });

  it('when a customer or a visitor asks, or the query is malformed, then the log is refused', async () => {
    const { token } = await login(t.app, (await createUser(t.db)).email);
    expect((await call(token, 'GET', '/api/audit-log')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/audit-log' })).statusCode).toBe(401);
    expect((await call(admin.token, 'GET', '/api/audit-log?entity=spaceship')).statusCode).toBe(400);
    expect((await call(admin.token, 'GET', '/api/audit-log?from=yesterday')).statusCode).toBe(400);
    expect((await call(admin.token, 'GET', '/api/audit-log?limit=1000')).statusCode).toBe(400);
  });
});
