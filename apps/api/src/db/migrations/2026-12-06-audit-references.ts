import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. Decision 095: an audit entry names what it touched as people do, frozen when it
// is made: `reference` (an order's or a document's number, a SKU…), `label` (the company's or the
// product's name), `customer_id` (the company it concerns) and `action_group` (what an operator
// filters by; sign-ins are a group of their own). Each filter is one index range read, newest first:
// lower(reference) (PostgreSQL: the column in "C" collation, so a beginning is a range), the group,
// the company, and everything but sign-ins (a partial index: the log's default view).
// Existing entries are filled from their records where one join does it; the log refuses updates, so
// its guard is lifted for the fill alone, inside this migration.

const GROUP_OF_PREFIX: ReadonlyArray<readonly [string, string]> = [
  ['order', 'orders'],
  ['pre_invoice', 'documents'],
  ['invoice_settings', 'settings'],
  ['invoice', 'documents'],
  ['credit_note', 'documents'],
  ['isaf_period', 'documents'],
  ['user', 'customers'],
  ['licence', 'customers'],
  ['product', 'products'],
  ['price', 'prices'],
  ['stock', 'stock'],
  ['payment', 'payments'],
  ['bank_statement', 'payments'],
  ['settings', 'settings'],
  ['translation', 'settings'],
  ['staff', 'staff'],
  ['login', 'sign_ins'],
  ['logout', 'sign_ins'],
  ['mfa', 'sign_ins'],
  ['password', 'sign_ins'],
];

/** [entity, table, reference column, label column, customer column] filled by one join on the record's id. */
const RECORDS: ReadonlyArray<readonly [string, string, string, string, string | null]> = [
  ['order', 'orders', 'order_number', 'buyer_company', 'user_id'],
  ['pre_invoice', 'pre_invoices', 'pre_invoice_number', 'buyer_name', 'user_id'],
  ['invoice', 'invoices', 'invoice_number', 'buyer_name', 'user_id'],
  ['credit_note', 'credit_notes', 'credit_note_number', 'buyer_name', 'user_id'],
  ['product', 'products', 'sku', 'name', null],
  ['price', 'products', 'sku', 'name', null],
  ['stock', 'products', 'sku', 'name', null],
  ['user', 'users', 'email', 'company_name', 'id'],
  ['session', 'users', 'email', 'company_name', 'id'],
];

const KEPT_AS_REFERENCE = ['bank_statement', 'isaf_period', 'settings', 'invoice_settings', 'translation'];

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`alter table audit_log add column reference varchar(80) ${pg ? sql`collate "C"` : sql``}`.execute(db);
  await db.schema.alterTable('audit_log').addColumn('label', 'varchar(200)').execute();
  await db.schema.alterTable('audit_log').addColumn('customer_id', 'integer').execute();
  await db.schema
    .alterTable('audit_log')
    .addColumn('action_group', 'varchar(20)', (c) => c.notNull().defaultTo('other'))
    .execute();

  if (pg) await sql`alter table audit_log disable trigger audit_log_append_only`.execute(db);
  else for (const event of ['update', 'delete']) await sql.raw(`drop trigger audit_log_no_${event}`).execute(db);

  const cases = GROUP_OF_PREFIX.map(([prefix, group]) => sql`when action = ${prefix} or action like ${`${prefix}.%`} then ${group}`);
  await sql`update audit_log set action_group = case ${sql.join(cases, sql` `)} else 'other' end`.execute(db);
  for (const [entity, table, reference, label, customer] of RECORDS)
    await sql`
      update audit_log set
        reference = substr(r.${sql.ref(reference)}, 1, 80),
        label = substr(r.${sql.ref(label)}, 1, 200),
        customer_id = ${customer ? sql`r.${sql.ref(customer)}` : sql`null`}
      from ${sql.table(table)} r
      where audit_log.entity = ${entity} and audit_log.entity_id = cast(r.id as varchar(60))`.execute(db);
  await sql`update audit_log set reference = entity_id where entity in (${sql.join(KEPT_AS_REFERENCE)})`.execute(db);

  if (pg) await sql`alter table audit_log enable trigger audit_log_append_only`.execute(db);
  else
    for (const event of ['UPDATE', 'DELETE'])
      await sql
        .raw(
          `CREATE TRIGGER audit_log_no_${event.toLowerCase()} BEFORE ${event} ON audit_log BEGIN SELECT RAISE(ABORT, 'audit log entries cannot be changed or deleted'); END`,
        )
        .execute(db);

  await sql`create index audit_log_reference_at_idx on audit_log (lower(reference), at, id)`.execute(db);
  await db.schema.createIndex('audit_log_group_at_idx').on('audit_log').columns(['action_group', 'at', 'id']).execute();
  await db.schema.createIndex('audit_log_customer_at_idx').on('audit_log').columns(['customer_id', 'at', 'id']).execute();
  await sql`create index audit_log_work_at_idx on audit_log (at, id) where action_group <> 'sign_ins'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['audit_log_work_at_idx', 'audit_log_customer_at_idx', 'audit_log_group_at_idx', 'audit_log_reference_at_idx'])
    await db.schema.dropIndex(index).execute();
  for (const column of ['action_group', 'customer_id', 'label', 'reference']) await db.schema.alterTable('audit_log').dropColumn(column).execute();
}
