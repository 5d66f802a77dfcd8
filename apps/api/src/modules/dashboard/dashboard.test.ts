import type { OrderStatus } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const shipping = {
  address_name: 'Shop',
  street_address: 'Main 1',
  city: 'Vilnius',
  state_province: null,
  postal_code: null,
  country: 'Lithuania',
  tobacco_license: 'TL-1',
};
const billing = {
  company_name: 'Baltic Smoke UAB',
  company_reg_number: '300000001',
  vat_number: null,
  contact_person: 'Petras',
  phone: null,
  email: 'p@example.lt',
  address: null,
  city: null,
  postal_code: null,
  country: null,
};

async function order(userId: number, status: OrderStatus, totalCents: number) {
  const now = nowIso();
  await t.db
    .insertInto('orders')
    .values({
      order_number: `ORD-${userId}-${status}-${totalCents}`,
      user_id: userId,
      status,
      subtotal_cents: totalCents,
      shipping_cents: 0,
      tax_cents: 0,
      total_cents: totalCents,
      shipping_address: JSON.stringify(shipping),
      billing_address: null,
      notes: null,
      customer_snapshot: JSON.stringify(billing),
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describe('dashboard and own orders', () => {
  it('when a customer has orders, then its stats count only its own and cancelled orders are not spent', async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db);
    await order(me.id, 'received', 10_000);
    await order(me.id, 'ended', 25_050);
    await order(me.id, 'cancelled', 99_900);
    await order(other.id, 'received', 50_000);
    const { token } = await login(t.app, me.email);
    const stats = await t.app.inject({ url: '/api/dashboard/stats', headers: bearer(token) });
    expect(stats.json().stats).toEqual({ total_orders: 3, pending_orders: 1, total_spent: 350.5, cart_items: 0 });
    const orders = await t.app.inject({ url: '/api/orders', headers: bearer(token) });
    expect(orders.json().orders).toHaveLength(3);
    expect(orders.json().orders.every((o: { order_number: string }) => o.order_number.startsWith(`ORD-${me.id}-`))).toBe(true);
  });

  it('when an administrator opens the dashboard, then it sees shop-wide counts and pending approvals', async () => {
    const admin = await createUser(t.db, { admin: true });
    await createUser(t.db, { approval: 'pending' });
    const { token } = await login(t.app, admin.email);
    const stats = (await t.app.inject({ url: '/api/dashboard/stats', headers: bearer(token) })).json().stats;
    expect(stats.pending_approvals).toBeGreaterThanOrEqual(1);
    expect(stats.total_orders).toBeGreaterThanOrEqual(4);
    expect(stats).toHaveProperty('total_customers');
  });

  it('when a guest asks for orders or stats, then 401', async () => {
    expect((await t.app.inject({ url: '/api/orders' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/dashboard/stats' })).statusCode).toBe(401);
  });
});
