import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. Every change of a product's stock, with who, when and why (an order, its edit or
// cancel, a credit note's returned goods, the product form, the bulk edit, an import).

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('stock_moves')
    .addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(20)', (c) => c.notNull())
    .addColumn('reference', 'varchar(60)')
    .addColumn('actor_id', 'integer')
    .addColumn('actor_email', 'varchar(254)')
    .addColumn('at', pg ? sql`timestamptz` : sql`text`, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stock_moves_product_idx').on('stock_moves').columns(['product_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stock_moves').execute();
}
