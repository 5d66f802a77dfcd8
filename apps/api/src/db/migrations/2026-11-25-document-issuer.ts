import type { Kysely } from 'kysely';

// Frozen. Documents name who issued them ("Sąskaitą išrašė": name and position), frozen at
// issue like the rest; the settings give the position and the name for documents no administrator issued.

const DOCUMENTS = ['invoices', 'pre_invoices', 'credit_notes'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of DOCUMENTS) await db.schema.alterTable(table).addColumn('issuer_snapshot', 'text').execute();
  await db.schema.alterTable('invoice_settings').addColumn('issuer_name', 'varchar(200)').execute();
  await db.schema.alterTable('invoice_settings').addColumn('issuer_position', 'varchar(100)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoice_settings').dropColumn('issuer_position').execute();
  await db.schema.alterTable('invoice_settings').dropColumn('issuer_name').execute();
  for (const table of DOCUMENTS) await db.schema.alterTable(table).dropColumn('issuer_snapshot').execute();
}
