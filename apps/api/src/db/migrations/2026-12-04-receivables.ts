import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. Decision 080: the receivables read the open invoices through the partial
// index `invoices_open`. Without statistics on the open amount, PostgreSQL takes
// `total_cents - credited_cents - paid_cents > 0` for a third of all invoices and reads the whole table
// (half a second on 456,000 invoices); statistics on the expression tell it how few are open, and the
// index is used. Kept by ANALYZE and autovacuum from then on. SQLite's planner uses the index already.

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create statistics if not exists invoices_open_amount on (total_cents - credited_cents - paid_cents) from invoices`.execute(db);
  await sql`analyze invoices`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop statistics if exists invoices_open_amount`.execute(db);
}
