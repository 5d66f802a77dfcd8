import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. Decision 066: the administrators' dashboard read every order on each view (count,
// waiting, revenue). Those three figures are now kept by triggers on orders, in the transaction of every
// insert, delete and update, so no write path can forget them and every instance reads the same:
// - `dashboard_figures`, one row (id 1); a view adds `dashboard_figure_moves` to it;
// - PostgreSQL: one statement-level trigger per event appends the statement's change as one row of
//   `dashboard_figure_moves` (appends never wait on each other: no hot row locked until commit, no
//   deadlock with the orders' and products' locks; a bulk insert of thousands of orders is one move).
//   A periodic job folds the moves into the row;
// - SQLite: row triggers change the row itself (one writer at a time); the moves stay empty.
// Waiting: status `received` or `confirmed`. Revenue: totals of orders not `cancelled` (orderStats'
// rule on this day).

const WAITING = `('received', 'confirmed')`;
const pending = (row: string) => `(case when ${row}.status in ${WAITING} then 1 else 0 end)`;
const revenue = (row: string) => `(case when ${row}.status <> 'cancelled' then ${row}.total_cents else 0 end)`;

/** One move per statement: the orders it added (`new_rows`) minus the ones it removed (`old_rows`). */
const movesOf = (parts: string[]) => `insert into dashboard_figure_moves (total_orders, pending_orders, revenue_cents)
  select sum(n), sum(p), sum(r) from (${parts.join(' union all ')}) as d
  having sum(n) <> 0 or sum(p) <> 0 or sum(r) <> 0;`;
const added = `select 1 as n, ${pending('o')} as p, ${revenue('o')} as r from new_rows as o`;
const removed = `select -1 as n, -${pending('o')} as p, -${revenue('o')} as r from old_rows as o`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('dashboard_figures')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('total_orders', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('pending_orders', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('revenue_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('dashboard_figure_moves')
    .addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('total_orders', 'bigint', (c) => c.notNull())
    .addColumn('pending_orders', 'bigint', (c) => c.notNull())
    .addColumn('revenue_cents', 'bigint', (c) => c.notNull())
    .execute();
  if (pg) {
    await sql`lock table orders in share mode`.execute(db);
    await sql
      .raw(
        `create function dashboard_figures_move() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then ${movesOf([added])}
          elsif tg_op = 'DELETE' then ${movesOf([removed])}
          else ${movesOf([added, removed])}
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql`create trigger dashboard_figures_insert after insert on orders referencing new table as new_rows
      for each statement execute function dashboard_figures_move()`.execute(db);
    await sql`create trigger dashboard_figures_delete after delete on orders referencing old table as old_rows
      for each statement execute function dashboard_figures_move()`.execute(db);
    await sql`create trigger dashboard_figures_update after update on orders referencing old table as old_rows new table as new_rows
      for each statement execute function dashboard_figures_move()`.execute(db);
  } else {
    const move = (sign: '+' | '-', row: string) =>
      `update dashboard_figures set total_orders = total_orders ${sign} 1, pending_orders = pending_orders ${sign} ${pending(row)}, revenue_cents = revenue_cents ${sign} ${revenue(row)} where id = 1;`;
    await sql.raw(`create trigger dashboard_figures_insert after insert on orders begin ${move('+', 'new')} end`).execute(db);
    await sql.raw(`create trigger dashboard_figures_delete after delete on orders begin ${move('-', 'old')} end`).execute(db);
    await sql
      .raw(`create trigger dashboard_figures_update after update of status, total_cents on orders begin ${move('-', 'old')} ${move('+', 'new')} end`)
      .execute(db);
  }
  await sql
    .raw(
      `insert into dashboard_figures (id, total_orders, pending_orders, revenue_cents) select 1, count(*),
        coalesce(sum(${pending('orders')}), 0), coalesce(sum(${revenue('orders')}), 0) from orders`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'delete', 'update'])
    await sql.raw(`drop trigger dashboard_figures_${event}${db.getExecutor().adapter instanceof PostgresAdapter ? ' on orders' : ''}`).execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`drop function dashboard_figures_move()`.execute(db);
  await db.schema.dropTable('dashboard_figure_moves').execute();
  await db.schema.dropTable('dashboard_figures').execute();
}
