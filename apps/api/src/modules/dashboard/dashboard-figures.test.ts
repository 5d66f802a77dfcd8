import { centsToEuros, type OrderStatus } from '@shop/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { foldDashboardMoves, rebuildDashboardFigures, shopOrderFigures } from './dashboard-figures.repository.ts';

// Decision 066: the administrators' order figures are kept by the orders' triggers, not aggregated per view.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The figures as a full aggregate of every order (what the dashboard showed before). */
async function aggregate() {
  const row = await t.db
    .selectFrom('orders')
    .select([
      sql<number>`count(*)`.as('n'),
      sql<number>`coalesce(sum(case when status in ('received', 'confirmed') then 1 else 0 end), 0)`.as('p'),
      sql<number>`coalesce(sum(case when status <> 'cancelled' then total_cents else 0 end), 0)`.as('r'),
    ])
    .executeTakeFirstOrThrow();
  return { total_orders: Number(row.n), pending_orders: Number(row.p), revenue: centsToEuros(Number(row.r)) };
}

async function insertOrders(userId: number, rows: Array<[OrderStatus, number]>) {
  const now = nowIso();
  const inserted = await t.db
    .insertInto('orders')
    .values(
      rows.map(([status, cents], i) => ({
        order_number: `ORD-FIG-${userId}-${i}`,
        user_id: userId,
        status,
        subtotal_cents: cents,
        shipping_cents: 0,
        tax_cents: 0,
        total_cents: cents,
        shipping_address: '{}',
        billing_address: null,
        notes: null,
        customer_snapshot: '{}',
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  return inserted.map((row) => row.id);
}

describe('the dashboard figures', () => {
  it('when orders are added, moved, repriced, cancelled and deleted, then the figures equal the full aggregate, folded or not', async () => {
    const buyer = await createUser(t.db);
    const ids = await insertOrders(buyer.id, [
      ['received', 10_000],
      ['confirmed', 2_550],
      ['ended', 99_999],
      ['cancelled', 5_000],
      ['received', 1],
    ]);
    expect(await shopOrderFigures(t.db)).toEqual(await aggregate());
    await t.db.updateTable('orders').set({ status: 'sent' }).where('id', '=', ids[0]!).execute();
    await t.db.updateTable('orders').set({ total_cents: 3_000 }).where('id', '=', ids[1]!).execute();
    await t.db.updateTable('orders').set({ status: 'cancelled' }).where('id', 'in', [ids[2]!, ids[1]!]).execute();
    await t.db.updateTable('orders').set({ status: 'received' }).where('id', '=', ids[3]!).execute();
    await t.db.updateTable('orders').set({ order_number: 'ORD-FIG-RENAMED' }).where('id', '=', ids[4]!).execute();
    await t.db.deleteFrom('orders').where('id', '=', ids[4]!).execute();
    expect(await shopOrderFigures(t.db)).toEqual(await aggregate());
    await foldDashboardMoves(t.db);
    expect(await t.db.selectFrom('dashboard_figure_moves').select('id').execute()).toEqual([]);
    expect(await shopOrderFigures(t.db)).toEqual(await aggregate());
  });

  it('when the figures row was written around the triggers, then a rebuild sets it to the aggregate again', async () => {
    await t.db.updateTable('dashboard_figures').set({ total_orders: 999, pending_orders: -3, revenue_cents: 1 }).where('id', '=', 1).execute();
    expect(await shopOrderFigures(t.db)).not.toEqual(await aggregate());
    await rebuildDashboardFigures(t.db);
    expect(await shopOrderFigures(t.db)).toEqual(await aggregate());
  });

  it('when an administrator opens the dashboard, then it shows the kept figures', async () => {
    const admin = await createUser(t.db, { admin: true });
    const { token } = await login(t.app, admin.email);
    const stats = (await t.app.inject({ url: '/api/dashboard/stats', headers: bearer(token) })).json().stats;
    const expected = await aggregate();
    expect({ total_orders: stats.total_orders, pending_orders: stats.pending_orders, revenue: stats.revenue }).toEqual(expected);
  });
});
