import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. Decision 078: money received. A ledger of payments (never edited or deleted; a
// reversal is a negative entry naming the one it reverses), what each invoice and pre-invoice has been
// paid and credited kept beside its total so an open amount is one subtraction, the reminders sent,
// the bank statement entries already applied, and a customer's credit limit.
//
// Existing documents keep what their status said: a pre-invoice paid (or converted after being paid)
// gets a payment of its prepayment on its paid date, carried to the invoice that converted it; an
// invoice marked paid gets a payment of what was still open, on its paid date (else its issue date).

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable('payments')
    .addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id'))
    .addColumn('pre_invoice_id', 'integer', (c) => c.references('pre_invoices.id'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('paid_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('note', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('reverses_id', 'integer', (c) => c.unique().references('payments.id'))
    .addColumn('bank_entry_ref', 'text')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_invoice').on('payments').columns(['invoice_id', 'id']).execute();
  await db.schema.createIndex('payments_pre_invoice').on('payments').columns(['pre_invoice_id', 'id']).execute();
  await db.schema.createIndex('payments_paid_on').on('payments').columns(['paid_on', 'id']).execute();
  await db.schema.createIndex('payments_user').on('payments').columns(['user_id', 'paid_on']).execute();

  for (const table of ['invoices', 'pre_invoices'] as const)
    await db.schema
      .alterTable(table)
      .addColumn('paid_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('credited_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('credit_limit_cents', 'integer').execute();

  await db.schema
    .createTable('payment_reminders')
    .addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('sent_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('open_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addUniqueConstraint('payment_reminders_once', ['invoice_id', 'sequence'])
    .execute();

  await db.schema
    .createTable('bank_entries')
    .addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('entry_ref', 'text', (c) => c.notNull().unique())
    .addColumn('booked_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('payer', 'text')
    .addColumn('text', 'text')
    .addColumn('payment_id', 'integer', (c) => c.references('payments.id'))
    .addColumn('applied_by', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  // Open invoices, by customer and due date: what receivables, reminders and credit limits read.
  await sql`create index invoices_open on invoices (user_id, due_date)
    where status <> 'cancelled' and total_cents - credited_cents - paid_cents > 0`.execute(db);

  const now = new Date().toISOString();
  await sql`update invoices set credited_cents = coalesce((select -sum(c.total_cents) from credit_notes c where c.invoice_id = invoices.id), 0)
    where exists (select 1 from credit_notes c where c.invoice_id = invoices.id)`.execute(db);
  await sql`insert into payments (user_id, pre_invoice_id, invoice_id, amount_cents, paid_on, source, created_at)
    select user_id, id, case when status = 'converted' then converted_invoice_id end, prepayment_cents, paid_date, 'migrated', ${now}
    from pre_invoices where paid_date is not null and status in ('paid', 'converted') and prepayment_cents > 0`.execute(db);
  await sql`update pre_invoices set paid_cents = (select sum(p.amount_cents) from payments p where p.pre_invoice_id = pre_invoices.id)
    where exists (select 1 from payments p where p.pre_invoice_id = pre_invoices.id)`.execute(db);
  await sql`update invoices set paid_cents = (select sum(p.amount_cents) from payments p where p.invoice_id = invoices.id)
    where exists (select 1 from payments p where p.invoice_id = invoices.id)`.execute(db);
  await sql`insert into payments (user_id, invoice_id, amount_cents, paid_on, source, created_at)
    select user_id, id, total_cents - credited_cents - paid_cents, coalesce(paid_date, issue_date), 'migrated', ${now}
    from invoices where status = 'paid' and total_cents - credited_cents - paid_cents > 0`.execute(db);
  await sql`update invoices set paid_cents = (select sum(p.amount_cents) from payments p where p.invoice_id = invoices.id)
    where status = 'paid' and exists (select 1 from payments p where p.invoice_id = invoices.id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists invoices_open`.execute(db);
  for (const table of ['bank_entries', 'payment_reminders', 'payments']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('users').dropColumn('credit_limit_cents').execute();
  await db.schema.alterTable('invoices').dropColumn('credited_cents').execute();
  for (const table of ['invoices', 'pre_invoices']) await db.schema.alterTable(table).dropColumn('paid_cents').execute();
}
