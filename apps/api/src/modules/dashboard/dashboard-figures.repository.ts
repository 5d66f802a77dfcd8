import { centsToEuros } from '@shop/domain';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * The shop's order figures as the dashboard shows them (decision 066): the row the orders' triggers
 * keep plus the moves not yet folded into it, in one statement (one snapshot). No view aggregates the
 * orders. Waiting: `received` or `confirmed`; revenue: the totals of orders not cancelled.
 */
export async function shopOrderFigures(db: Kysely<DB>) {
  const moved = (column: 'total_orders' | 'pending_orders' | 'revenue_cents') =>
    sql<number | string>`${sql.ref(`f.${column}`)} + (select coalesce(sum(${sql.ref(`m.${column}`)}), 0) from dashboard_figure_moves as m)`;
  const row = await db
    .selectFrom('dashboard_figures as f')
    .select([moved('total_orders').as('total_orders'), moved('pending_orders').as('pending_orders'), moved('revenue_cents').as('revenue_cents')])
    .where('f.id', '=', 1)
    .executeTakeFirstOrThrow();
  return { total_orders: Number(row.total_orders), pending_orders: Number(row.pending_orders), revenue: centsToEuros(Number(row.revenue_cents)) };
}

/**
 * Adds the moves to the row and deletes them, in one statement: a move written meanwhile is not in
 * this statement's snapshot and stays for the next fold; two folds never add one move twice (the
 * second waits on the first's deletes, then finds them gone).
 */
export async function foldDashboardMoves(db: Kysely<DB>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return; // SQLite's triggers change the row itself
  await sql`with folded as (delete from dashboard_figure_moves returning total_orders, pending_orders, revenue_cents),
    sums as (select coalesce(sum(total_orders), 0) as n, coalesce(sum(pending_orders), 0) as p, coalesce(sum(revenue_cents), 0) as r from folded)
    update dashboard_figures set total_orders = total_orders + sums.n, pending_orders = pending_orders + sums.p,
      revenue_cents = revenue_cents + sums.r from sums where id = 1`.execute(db);
}

/**
 * Sets the figures to the aggregate of every order (for a loader that wrote orders around the triggers,
 * or a repair). On PostgreSQL the orders are share-locked meanwhile: writers in flight commit first,
 * new ones wait, so no change falls between the count and the write.
 */
export async function rebuildDashboardFigures(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`lock table orders in share mode`.execute(trx);
    await trx.deleteFrom('dashboard_figure_moves').execute();
    await trx
      .updateTable('dashboard_figures')
      .set((eb) => ({
        total_orders: eb.selectFrom('orders').select(eb.fn.countAll<number>().as('n')),
        pending_orders: eb.selectFrom('orders').select(eb.fn.countAll<number>().as('n')).where('status', 'in', ['received', 'confirmed']),
        revenue_cents: eb.selectFrom('orders').select(sql<number>`coalesce(sum(total_cents), 0)`.as('n')).where('status', '!=', 'cancelled'),
      }))
      .where('id', '=', 1)
      .execute();
  });
}
