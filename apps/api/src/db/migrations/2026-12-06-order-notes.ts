import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. Decision 096: notes on an order, internal ones for staff and comments shared with
// the customer, each with its author (the name frozen as it was) and time. Never edited.

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('order_notes')
    .addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('shared', 'boolean', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', pg ? sql`timestamptz` : sql`text`, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_notes_order').on('order_notes').columns(['order_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_notes').execute();
}
