import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. Decisions 085-091: what keeps a buyer informed.
// - The buyer's own purchase reference, kept on the order and frozen on each document issued for it.
// - How a sent order travels: the tracking number, the carrier and the expected delivery day.
// - Whether a customer wants the mails it can do without (status changes); on for everyone.
// - What a devices list shows of a session: the browser's user agent, the address it came from, and
//   when it was last used (kept at most once a minute per session).

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  const bool = pg ? sql`boolean` : sql`integer`;
  await db.schema.alterTable('orders').addColumn('customer_reference', 'text').execute();
  await db.schema.alterTable('orders').addColumn('tracking_number', 'text').execute();
  await db.schema.alterTable('orders').addColumn('carrier', 'text').execute();
  await db.schema.alterTable('orders').addColumn('expected_delivery', 'varchar(10)').execute();
  for (const table of ['pre_invoices', 'invoices', 'credit_notes']) {
    await db.schema.alterTable(table).addColumn('customer_reference', 'text').execute();
  }
  await db.schema
    .alterTable('users')
    .addColumn('status_mails', bool, (c) => c.notNull().defaultTo(pg ? sql`true` : sql`1`))
    .execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('ip_address', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', ts).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['last_seen_at', 'ip_address', 'user_agent']) await db.schema.alterTable('sessions').dropColumn(column).execute();
  await db.schema.alterTable('users').dropColumn('status_mails').execute();
  for (const table of ['credit_notes', 'invoices', 'pre_invoices']) await db.schema.alterTable(table).dropColumn('customer_reference').execute();
  for (const column of ['expected_delivery', 'carrier', 'tracking_number', 'customer_reference']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
