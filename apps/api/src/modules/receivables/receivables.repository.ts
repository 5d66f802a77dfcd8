import { type Kysely, type QueryCreator, type RawBuilder, sql } from 'kysely';
import { ageingThresholds, type ReceivablesSort } from '@shop/domain';
import type { DB } from '../../db/schema.ts';
import { OPEN_CENTS, OPEN_INVOICE } from '../payments/index.ts';

/**
 * The SQL of what each customer owes (decision 080). Every query reads only open invoices
 * (`OPEN_INVOICE`, the partial index `invoices_open`, which holds the amounts summed): its cost follows the
 * invoices with something open, never the paid ones of five years.
 */

/** Sums over open invoices in cents as the engines answer them (PostgreSQL's bigint sums are text). */
export interface OpenSumsRow {
  open: string | number | null;
  overdue: string | number | null;
  not_due: string | number | null;
  days_1_30: string | number | null;
  days_31_60: string | number | null;
  days_61_90: string | number | null;
  over_90: string | number | null;
  invoices: string | number;
  oldest: string | null;
}

/** The total row's sums, carried by every row of a page (`total_open`, …, `total_customers`). */
type TotalColumns = { [Column in (typeof SUMMED)[number] as `total_${Column}`]: string | number | null } & {
  total_oldest: string | null;
  total_customers: string | number;
};

export interface ReceivablesDbRow extends OpenSumsRow, TotalColumns {
  user_id: number;
  company_name: string | null;
  company_reg_number: string | null;
  credit_limit_cents: number | null;
}

/** The columns of `OpenSumsRow`, each summed over every customer (the oldest: the earliest). */
const SUMMED = ['open', 'overdue', 'not_due', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90', 'invoices'] as const;

/** The total row beside each customer's: window sums over every customer with something open, so one pass over the open invoices answers both. */
const totalColumns = () => [
  ...SUMMED.map((column) => sql<string | number | null>`sum(${sql.ref(`r.${column}`)}) over ()`.as(`total_${column}`)),
  sql<string | null>`min(r.oldest) over ()`.as('total_oldest'),
  sql<string | number>`count(*) over ()`.as('total_customers'),
];

/** The total row of a page's first row. */
export const totalOfRow = (row: TotalColumns): OpenSumsRow & { customers: string | number } => ({
  open: row.total_open,
  overdue: row.total_overdue,
  not_due: row.total_not_due,
  days_1_30: row.total_days_1_30,
  days_31_60: row.total_days_31_60,
  days_61_90: row.total_days_61_90,
  over_90: row.total_over_90,
  invoices: row.total_invoices ?? 0,
  oldest: row.total_oldest,
  customers: row.total_customers,
});

/** `sum(open)` of the open invoices due in [from, before) (either end left out: open). */
function sumDue<Name extends string>(from: string | null, before: string | null, name: Name) {
  const due = sql.ref('invoices.due_date');
  const conditions: RawBuilder<unknown>[] = [];
  if (from !== null) conditions.push(sql`${due} >= ${from}`);
  if (before !== null) conditions.push(sql`${due} < ${before}`);
  return sql<string | number | null>`sum(case when ${sql.join(conditions, sql` and `)} then ${OPEN_CENTS} else 0 end)`.as(name);
}

/** The columns of `OpenSumsRow` on `asOf`: a day past due is counted from the due date's next day. */
function openSums(asOf: string) {
  const t = ageingThresholds(asOf);
  return [
    sql<string | number | null>`sum(${OPEN_CENTS})`.as('open'),
    sumDue(null, t.notDue, 'overdue'),
    // Not due: due on `asOf` or later, or without a due date.
    sql<string | number | null>`sum(case when invoices.due_date is null or invoices.due_date >= ${t.notDue} then ${OPEN_CENTS} else 0 end)`.as(
      'not_due',
    ),
    sumDue(t.days30, t.notDue, 'days_1_30'),
    sumDue(t.days60, t.days30, 'days_31_60'),
    sumDue(t.days90, t.days60, 'days_61_90'),
    sumDue(null, t.days90, 'over_90'),
    sql<string | number>`count(*)`.as('invoices'),
    sql<string | null>`min(invoices.due_date)`.as('oldest'),
  ] as const;
}

/** Each customer's open invoices summed, one row per customer. */
const byCustomer = (db: QueryCreator<DB>, asOf: string) =>
  db.selectFrom('invoices').select('invoices.user_id').select(openSums(asOf)).where(OPEN_INVOICE).groupBy('invoices.user_id');

/** The order of a sort: `desc` is the largest amount, the latest company name, or the oldest due date first. */
function orderBy(sort: ReceivablesSort, order: 'asc' | 'desc') {
  const direction = sql.raw(order);
  switch (sort) {
    case 'company':
      return sql`lower(coalesce(users.company_name, '')) ${direction}, r.user_id ${direction}`;
    case 'open':
      return sql`r.open ${direction}, r.user_id asc`;
    case 'overdue':
      return sql`r.overdue ${direction}, r.open ${direction}, r.user_id asc`;
    case 'oldest':
      // The oldest due date first is `desc` (the most days past due); a customer without due dates last.
      return sql`coalesce(r.oldest, '9999-12-31') ${sql.raw(order === 'desc' ? 'asc' : 'desc')}, r.user_id asc`;
  }
}

/**
 * One page of customers with something open, with their company, code and credit limit, each row
 * carrying the total row over all of them (the statement, not run).
 */
export function receivablesPageQuery(
  db: Kysely<DB>,
  asOf: string,
  sort: ReceivablesSort,
  order: 'asc' | 'desc',
  page: { limit: number; offset: number },
) {
  return db
    .with('r', (w) => byCustomer(w, asOf))
    .selectFrom('r')
    .leftJoin('users', 'users.id', 'r.user_id')
    .selectAll('r')
    .select(['users.company_name', 'users.company_reg_number', 'users.credit_limit_cents'])
    .select(totalColumns())
    .orderBy(orderBy(sort, order))
    .limit(page.limit)
    .offset(page.offset);
}

export const receivablesPage = (...args: Parameters<typeof receivablesPageQuery>): Promise<ReceivablesDbRow[]> =>
  receivablesPageQuery(...args).execute();

/** Every customer's open invoices in one sum, and how many customers have something open (the statement, not run): a page past the last has no row to carry it. */
export function receivablesTotalQuery(db: Kysely<DB>, asOf: string) {
  return db
    .selectFrom('invoices')
    .select(openSums(asOf))
    .select(sql<string | number>`count(distinct invoices.user_id)`.as('customers'))
    .where(OPEN_INVOICE);
}

export const receivablesTotal = (db: Kysely<DB>, asOf: string): Promise<OpenSumsRow & { customers: string | number }> =>
  receivablesTotalQuery(db, asOf).executeTakeFirstOrThrow();

/** One customer's open invoices, oldest due first (the index's order), at most `limit`. */
export async function openInvoiceRows(db: Kysely<DB>, userId: number, limit: number) {
  return db
    .selectFrom('invoices')
    .select(['id', 'invoice_number', 'issue_date', 'due_date', 'total_cents', 'credited_cents', 'paid_cents'])
    .where('invoices.user_id', '=', userId)
    .where(OPEN_INVOICE)
    .orderBy('invoices.due_date')
    .orderBy('invoices.id')
    .limit(limit)
    .execute();
}

/** One customer's open invoices summed on `asOf` (its balance's totals). */
export async function customerOpenSums(db: Kysely<DB>, userId: number, asOf: string): Promise<OpenSumsRow & { overdue_invoices: string | number }> {
  return db
    .selectFrom('invoices')
    .select(openSums(asOf))
    .select(sql<string | number>`count(case when invoices.due_date < ${asOf} then 1 end)`.as('overdue_invoices'))
    .where('invoices.user_id', '=', userId)
    .where(OPEN_INVOICE)
    .executeTakeFirstOrThrow();
}

/** A customer's latest payments and reversals, newest first, with the number of the document each was received against. */
export async function latestPayments(db: Kysely<DB>, userId: number, limit: number) {
  return db
    .selectFrom('payments')
    .leftJoin('invoices', 'invoices.id', 'payments.invoice_id')
    .leftJoin('pre_invoices', 'pre_invoices.id', 'payments.pre_invoice_id')
    .select([
      'payments.id',
      'payments.paid_on',
      'payments.amount_cents',
      'payments.reference',
      'payments.reverses_id',
      'invoices.invoice_number',
      'pre_invoices.pre_invoice_number',
    ])
    .where('payments.user_id', '=', userId)
    .orderBy('payments.paid_on', 'desc')
    .orderBy('payments.id', 'desc')
    .limit(limit)
    .execute();
}

/** A customer's credit limit in cents (null: none). */
export async function creditLimitOf(db: Kysely<DB>, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('credit_limit_cents').where('id', '=', userId).executeTakeFirst();
  return row?.credit_limit_cents ?? null;
}
