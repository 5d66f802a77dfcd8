import { type Kysely, sql } from 'kysely';

// Frozen. Concurrency (decision 016): versions against lost updates, unique constraints behind every
// "at most one" rule, and the checkout's idempotency key.

const VERSIONED = ['users', 'products', 'orders', 'user_type_prices', 'customer_prices', 'invoice_settings', 'company_info', 'settings'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of VERSIONED) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
  // One live pre-invoice per order (a cancelled one gives its place back); one invoice per order
  // already holds (invoices_order_idx).
  await sql`CREATE UNIQUE INDEX pre_invoices_one_live_per_order ON pre_invoices (order_id) WHERE status <> 'cancelled'`.execute(db);
  // A checkout sent twice with the same key places one order.
  await db.schema.alterTable('orders').addColumn('idempotency_key', 'varchar(100)').execute();
  await db.schema.createIndex('orders_idempotency_key_unique').on('orders').columns(['user_id', 'idempotency_key']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_idempotency_key_unique').execute();
  await db.schema.alterTable('orders').dropColumn('idempotency_key').execute();
  await sql`DROP INDEX pre_invoices_one_live_per_order`.execute(db);
  for (const table of VERSIONED) await db.schema.alterTable(table).dropColumn('version').execute();
}
