import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. Decision 047: a product's own low-stock threshold (null: the shop default, the
// `low_stock_default` setting), and one row per administrator and Lithuanian day the low-stock mail
// went to, so the daily mail is sent at most once a day whatever runs the job.

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  await db.schema.alterTable('products').addColumn('low_stock_threshold', 'integer').execute();
  await db.schema
    .createTable('low_stock_mails')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('products', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    // The pair is the key: two instances, or the job run twice, can never mail an administrator twice a day.
    .addPrimaryKeyConstraint('low_stock_mails_pkey', ['day', 'user_id'])
    .execute();
  // Deleting a user removes its rows without reading the whole table.
  await db.schema.createIndex('low_stock_mails_user_idx').on('low_stock_mails').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('low_stock_mails').execute();
  await db.schema.alterTable('products').dropColumn('low_stock_threshold').execute();
}
