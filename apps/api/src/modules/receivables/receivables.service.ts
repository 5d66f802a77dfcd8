import {
  AGEING_BUCKETS,
  BALANCE_MAX_INVOICES,
  BALANCE_PAYMENTS,
  centsToEuros,
  daysPastDue,
  defaultReceivablesOrder,
  lithuanianDate,
  RECEIVABLES_CSV_MAX_ROWS,
  type AccountBalanceAnswer,
  type AgeingAmounts,
  type ReceivablesAnswer,
  type ReceivablesQuery,
  type ReceivablesRow,
  type ReceivablesTotal,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { paginationOf } from '../../db/bounded-count.ts';
import { openCentsOf } from '../payments/index.ts';
import {
  creditLimitOf,
  customerOpenSums,
  latestPayments,
  openInvoiceRows,
  receivablesPage,
  receivablesTotal,
  totalOfRow,
  type OpenSumsRow,
  type ReceivablesDbRow,
} from './receivables.repository.ts';

/**
 * What each customer owes and a customer's own balance (decision 080): read from the open
 * invoices only, on the reads connection, the amounts as the payments ledger keeps them beside each
 * invoice (decision 078). `as_of` is the day days past due are counted on; the amounts are what is
 * open now.
 */

const euros = (cents: string | number | null) => centsToEuros(Number(cents ?? 0));

function sumsOf(row: OpenSumsRow, asOf: string) {
  const buckets = Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, euros(row[bucket])])) as AgeingAmounts;
  return {
    open_amount: euros(row.open),
    overdue_amount: euros(row.overdue),
    buckets,
    invoices: Number(row.invoices),
    oldest_due_date: row.oldest,
    oldest_days_overdue: daysPastDue(row.oldest, asOf),
  };
}

const customerRow = (row: ReceivablesDbRow, asOf: string): ReceivablesRow => ({
  user_id: row.user_id,
  company_name: row.company_name ?? '',
  company_code: row.company_reg_number ?? '',
  credit_limit: row.credit_limit_cents === null ? null : centsToEuros(row.credit_limit_cents),
  ...sumsOf(row, asOf),
});

const asOfOf = (ctx: AppContext, asOf: string | undefined) => asOf ?? lithuanianDate(ctx.now());

/** The total row: carried by the page's rows (one pass over the open invoices), read on its own for a page without rows. */
async function totalOf(ctx: AppContext, asOf: string, rows: readonly ReceivablesDbRow[]): Promise<ReceivablesTotal> {
  const total = rows[0] ? totalOfRow(rows[0]) : await receivablesTotal(ctx.reads, asOf);
  return { customers: Number(total.customers), ...sumsOf(total, asOf) };
}

/** One page of the customers with something open, sorted as asked, and the total row over all of them. */
export async function receivables(ctx: AppContext, query: ReceivablesQuery): Promise<Omit<ReceivablesAnswer, 'success'>> {
  const asOf = asOfOf(ctx, query.as_of);
  const order = query.order ?? defaultReceivablesOrder(query.sort);
  const rows = await receivablesPage(ctx.reads, asOf, query.sort, order, { limit: query.limit, offset: (query.page - 1) * query.limit });
  const total = await totalOf(ctx, asOf, rows);
  return {
    as_of: asOf,
    customers: rows.map((row) => customerRow(row, asOf)),
    total,
    pagination: paginationOf(query.page, query.limit, { total: total.customers, capped: false }),
  };
}

/** Every customer with something open (at most RECEIVABLES_CSV_MAX_ROWS) and the total row, for the CSV. */
export async function allReceivables(
  ctx: AppContext,
  query: Pick<ReceivablesQuery, 'as_of' | 'sort' | 'order'>,
): Promise<{ asOf: string; rows: ReceivablesRow[]; total: ReceivablesTotal }> {
  const asOf = asOfOf(ctx, query.as_of);
  const order = query.order ?? defaultReceivablesOrder(query.sort);
  const rows = await receivablesPage(ctx.reads, asOf, query.sort, order, { limit: RECEIVABLES_CSV_MAX_ROWS, offset: 0 });
  return { asOf, rows: rows.map((row) => customerRow(row, asOf)), total: await totalOf(ctx, asOf, rows) };
}

/** The signed-in customer's balance on today: its open invoices (oldest due first), its latest payments, its totals. */
export async function accountBalance(ctx: AppContext, userId: number): Promise<Omit<AccountBalanceAnswer, 'success'>> {
  const today = lithuanianDate(ctx.now());
  const [sums, invoices, payments, creditLimit] = await Promise.all([
    customerOpenSums(ctx.reads, userId, today),
    openInvoiceRows(ctx.reads, userId, BALANCE_MAX_INVOICES + 1),
    latestPayments(ctx.reads, userId, BALANCE_PAYMENTS),
    creditLimitOf(ctx.reads, userId),
  ]);
  return {
    as_of: today,
    totals: {
      open_amount: euros(sums.open),
      overdue_amount: euros(sums.overdue),
      open_invoices: Number(sums.invoices),
      overdue_invoices: Number(sums.overdue_invoices),
      credit_limit: creditLimit === null ? null : centsToEuros(creditLimit),
    },
    invoices: invoices.slice(0, BALANCE_MAX_INVOICES).map((row) => {
      const days = daysPastDue(row.due_date, today);
      return {
        id: row.id,
        invoice_number: row.invoice_number,
        issue_date: row.issue_date,
        due_date: row.due_date,
        total_amount: centsToEuros(row.total_cents),
        credited_amount: centsToEuros(row.credited_cents),
        paid_amount: centsToEuros(row.paid_cents),
        open_amount: centsToEuros(openCentsOf({ asked_cents: row.total_cents, credited_cents: row.credited_cents, paid_cents: row.paid_cents })),
        days_overdue: days,
        is_overdue: days > 0,
        pdf: `/invoices/${row.id}/pdf`,
      };
    }),
    invoices_capped: invoices.length > BALANCE_MAX_INVOICES,
    payments: payments.map((payment) => ({
      id: payment.id,
      paid_on: payment.paid_on,
      amount: centsToEuros(payment.amount_cents),
      reference: payment.reference,
      document_number: payment.invoice_number ?? payment.pre_invoice_number ?? null,
      is_reversal: payment.reverses_id !== null,
    })),
  };
}
