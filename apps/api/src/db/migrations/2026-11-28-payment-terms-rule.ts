import { type Kysely, sql } from 'kysely';
import { documentPaymentTerms, paymentTermsLineText, paymentTermsRuleOf, paymentTermsText, storedPaymentTermsRule } from '@shop/domain';

// Frozen in what it does (decision 054): payment terms are a rule chosen by administrators,
// not a text read for days. Customers, the shop's default and every invoice and pre-invoice get a
// `payment_terms_rule` (JSON text; null on a customer or the settings = the shop's default). The texts
// the shop's vocabulary recognises become rules and their text the rule's; the rest keep their text
// with no rule, which the screens flag to the administrators. Old invoices get the due date their rule
// gives (a "100 % prepayment" customer's was 100 days out), old pre-invoices the line they ask.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('payment_terms_rule', 'varchar(100)').execute();
  await db.schema.alterTable('invoice_settings').addColumn('default_payment_terms_rule', 'varchar(100)').execute();
  await db.schema.alterTable('invoices').addColumn('payment_terms_rule', 'varchar(100)').execute();
  await db.schema.alterTable('pre_invoices').addColumn('payment_terms_rule', 'varchar(100)').execute();
  await convertPaymentTerms(db);
}

/** The conversion of the stored texts (exported for its test, which stores old texts first). */
export async function convertPaymentTerms(db: Kysely<unknown>): Promise<void> {
  const users = await sql<{ id: number; payment_terms: string }>`
    select id, payment_terms from users where payment_terms is not null and payment_terms_rule is null`.execute(db);
  for (const user of users.rows) {
    const rule = paymentTermsRuleOf(user.payment_terms);
    if (!user.payment_terms.trim()) await sql`update users set payment_terms = null where id = ${user.id}`.execute(db);
    else if (rule)
      await sql`update users set payment_terms_rule = ${storedPaymentTermsRule(rule)}, payment_terms = ${paymentTermsText(rule)} where id = ${user.id}`.execute(
        db,
      );
  }

  const settings = await sql<{ id: number; default_payment_terms: string }>`
    select id, default_payment_terms from invoice_settings where default_payment_terms_rule is null`.execute(db);
  for (const row of settings.rows) {
    const rule = paymentTermsRuleOf(row.default_payment_terms);
    if (rule)
      await sql`update invoice_settings set default_payment_terms_rule = ${storedPaymentTermsRule(rule)}, default_payment_terms = ${paymentTermsText(rule)} where id = ${row.id}`.execute(
        db,
      );
  }

  const invoices = await sql<{ id: number; payment_terms: string | null; issue_date: string }>`
    select id, payment_terms, issue_date from invoices where payment_terms_rule is null`.execute(db);
  for (const invoice of invoices.rows) {
    const rule = paymentTermsRuleOf(invoice.payment_terms);
    if (!rule) continue;
    const { dueDate, line } = documentPaymentTerms({ kind: 'invoice', rule, issueDate: invoice.issue_date });
    await sql`update invoices set payment_terms_rule = ${storedPaymentTermsRule(rule)}, payment_terms = ${paymentTermsLineText(line)}, due_date = ${dueDate}
      where id = ${invoice.id}`.execute(db);
  }

  const preInvoices = await sql<{ id: number; payment_terms: string | null; issue_date: string; valid_until: string; prepayment_percentage: number }>`
    select id, payment_terms, issue_date, valid_until, prepayment_percentage from pre_invoices where payment_terms_rule is null`.execute(db);
  for (const pre of preInvoices.rows) {
    const rule = paymentTermsRuleOf(pre.payment_terms);
    const { dueDate, line } = documentPaymentTerms({
      kind: 'pre_invoice',
      issueDate: pre.issue_date,
      validUntil: pre.valid_until,
      prepaymentPercentage: Number(pre.prepayment_percentage),
    });
    await sql`update pre_invoices set payment_terms_rule = ${storedPaymentTermsRule(rule)}, payment_terms = ${paymentTermsLineText(line)}, due_date = ${dueDate}
      where id = ${pre.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pre_invoices').dropColumn('payment_terms_rule').execute();
  await db.schema.alterTable('invoices').dropColumn('payment_terms_rule').execute();
  await db.schema.alterTable('invoice_settings').dropColumn('default_payment_terms_rule').execute();
  await db.schema.alterTable('users').dropColumn('payment_terms_rule').execute();
}
