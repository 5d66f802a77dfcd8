import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. Decision 042: "order again" remembers each request for a day, so a double click, a retry with
// the same Idempotency-Key or a second request for the same order seconds later adds the lines once.

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('reorder_requests')
    .addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'varchar(100)')
    .addColumn('report', 'text', (c) => c.notNull())
    .addColumn('created_at', pg ? sql`timestamptz` : sql`text`, (c) => c.notNull())
    .execute();
  // At most one request per customer and key (keys are optional: NULLs never clash).
  await db.schema.createIndex('reorder_requests_key_unique').on('reorder_requests').columns(['user_id', 'idempotency_key']).unique().execute();
  await db.schema.createIndex('reorder_requests_order_idx').on('reorder_requests').columns(['user_id', 'order_id', 'created_at']).execute();
  await db.schema.createIndex('reorder_requests_order_fk_idx').on('reorder_requests').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reorder_requests').execute();
}
