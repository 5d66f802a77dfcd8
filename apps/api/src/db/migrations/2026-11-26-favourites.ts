import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. Decision 043: a customer marks products ("My products"); one row per customer
// and product, gone with either of them.

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('favourites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull())
    // The pair is the key: a double click or two tabs can never store a product twice.
    .addPrimaryKeyConstraint('favourites_pkey', ['user_id', 'product_id'])
    .execute();
  // Deleting a product removes its marks without reading the whole table.
  await db.schema.createIndex('favourites_product_idx').on('favourites').column('product_id').execute();
  // Each instance keeps a customer's marks in memory: every commit to them is heard by the others
  // (the notify function of migration 2026-11-24-change-notify).
  if (pg)
    await sql`create trigger favourites_notify_change after insert or update or delete or truncate on favourites for each statement execute function shop_notify_change()`.execute(
      db,
    );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('favourites').execute();
}
