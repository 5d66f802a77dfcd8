import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. Decision 052: the months an administrator marked as filed with VMI (i.SAF). Once a
// month is filed, its invoices are final: a correction is a credit note, never a cancellation.

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('isaf_periods')
    .addColumn('month', 'varchar(7)', (c) => c.primaryKey())
    .addColumn('closed_at', pg ? sql`timestamptz` : sql`text`, (c) => c.notNull())
    .addColumn('closed_by', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('isaf_periods').execute();
}
