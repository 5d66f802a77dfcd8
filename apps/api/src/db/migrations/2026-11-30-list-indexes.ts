import type { Kysely } from 'kysely';

// Frozen. Five years of data (decision 066): a customer's own documents are read by user, newest first,
// and the administrators' orders list filters by status, newest first. Without these indexes each of
// those reads every invoice, pre-invoice or credit note of every customer, or sorts all orders of a
// status.

const BY_USER = ['invoices', 'pre_invoices', 'credit_notes'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of BY_USER) await db.schema.createIndex(`${table}_user_created_idx`).on(table).columns(['user_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('orders_status_created_idx').on('orders').columns(['status', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_status_created_idx').execute();
  for (const table of BY_USER) await db.schema.dropIndex(`${table}_user_created_idx`).execute();
}
