import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. Decision 022: every instance hears every commit to the cached tables (PostgreSQL: a notify
// trigger per table, once per statement; a transaction sends each table's notice once, at commit),
// and the catalogue's two listing orders are served by indexes.

const NOTIFYING = ['products', 'user_type_prices', 'customer_prices', 'settings', 'users', 'sessions'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index products_listing_idx on products (brand, name, weight, id)`.execute(db);
  await sql`create index products_in_stock_listing_idx on products ((stock <= 0), brand, name, weight, id)`.execute(db);
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create function shop_notify_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('shop_changes', tg_table_name);
      return null;
    end
    $$`.execute(db);
  for (const table of NOTIFYING) {
    await sql`create trigger ${sql.id(`${table}_notify_change`)} after insert or update or delete or truncate on ${sql.table(table)} for each statement execute function shop_notify_change()`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of NOTIFYING) await sql`drop trigger ${sql.id(`${table}_notify_change`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function shop_notify_change()`.execute(db);
  }
  await sql`drop index products_in_stock_listing_idx`.execute(db);
  await sql`drop index products_listing_idx`.execute(db);
}
