import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. Credit notes (kreditinės sąskaitos) correct an issued invoice in a series of their
// own; the i.SAF register reads invoices and credit notes by their issue date.

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  const bool = pg ? sql`boolean` : sql`integer`;

  await db.schema
    .createTable('credit_notes')
    .addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('credit_note_number', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('issue_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('goods_returned', bool, (c) => c.notNull())
    .addColumn('issued_by', 'integer', (c) => c.references('users.id'))
    .addColumn('payment_terms', 'varchar(200)')
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('shipping_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('billing_address', 'text')
    .addColumn('shipping_address', 'text')
    .addColumn('customer_snapshot', 'text', (c) => c.notNull())
    .addColumn('seller_snapshot', 'text', (c) => c.notNull())
    .addColumn('items_snapshot', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_notes_invoice_idx').on('credit_notes').column('invoice_id').execute();
  await db.schema.createIndex('credit_notes_issue_date_idx').on('credit_notes').column('issue_date').execute();
  await db.schema.createIndex('invoices_issue_date_idx').on('invoices').column('issue_date').execute();

  await db.schema
    .alterTable('invoice_settings')
    .addColumn('credit_note_prefix', 'varchar(20)', (c) => c.notNull().defaultTo('KS'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoice_settings').dropColumn('credit_note_prefix').execute();
  await db.schema.dropIndex('invoices_issue_date_idx').execute();
  await db.schema.dropTable('credit_notes').execute();
}
