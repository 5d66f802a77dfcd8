import { z } from 'zod';
import { okAnswer } from './answer.ts';
import { addDays, daysBetween } from './vilnius-time.ts';
import { listDay, listLimit, listPage } from './list-query.ts';
import { unsetWhenEmpty } from './query-params.ts';
import { paginationSchema } from './user.schemas.ts';

/**
 * What each customer owes (decision 080): the open invoices' amounts by customer, aged by
 * days past due on a day; and a customer's own balance. Amounts in euros.
 */

/** The ageing buckets of an open amount by days past due: not due yet (or due today), 1–30, 31–60, 61–90, over 90. */
export const AGEING_BUCKETS = ['not_due', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90'] as const;
type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/**
 * The due dates that start each bucket on `asOf`, newest first: due on `asOf` or later is not due,
 * from `asOf − 30` 1–30 days, from `asOf − 60` 31–60, from `asOf − 90` 61–90, before that over 90.
 */
export function ageingThresholds(asOf: string): { notDue: string; days30: string; days60: string; days90: string } {
  return { notDue: asOf, days30: addDays(asOf, -30), days60: addDays(asOf, -60), days90: addDays(asOf, -90) };
}

/** Days an invoice due on `dueDate` is past due on `asOf` (0 when not due, or without a due date). */
export const daysPastDue = (dueDate: string | null, asOf: string): number => (dueDate === null ? 0 : Math.max(0, daysBetween(dueDate, asOf)));

/** The bucket of an amount due on `dueDate`, on `asOf`. */
export function ageingBucketOf(dueDate: string | null, asOf: string): AgeingBucket {
  const days = daysPastDue(dueDate, asOf);
  if (days === 0) return 'not_due';
  if (days <= 30) return 'days_1_30';
  if (days <= 60) return 'days_31_60';
  return days <= 90 ? 'days_61_90' : 'over_90';
}

export const RECEIVABLES_SORTS = ['company', 'open', 'overdue', 'oldest'] as const;
export type ReceivablesSort = (typeof RECEIVABLES_SORTS)[number];
export const RECEIVABLES_PAGE_SIZE = 50;
const RECEIVABLES_MAX_PAGE_SIZE = 200;
/** The most customers one CSV file lists (a wholesaler has a few thousand); the total row still counts them all. */
export const RECEIVABLES_CSV_MAX_ROWS = 10_000;

/**
 * `GET /invoices/admin/receivables` (and `receivables.csv`): `as_of` (the day days past due are
 * counted on; today in Lithuania when not given), `sort` (`overdue` by default), `order` (each sort's
 * natural one when not given: company A–Z, the largest amounts first, the oldest due date first),
 * `page`, `limit` (50, at most 200; the CSV has every customer).
 */
export const receivablesQuerySchema = z.object({
  as_of: unsetWhenEmpty(listDay),
  sort: unsetWhenEmpty(z.enum(RECEIVABLES_SORTS)).transform((sort) => sort ?? 'overdue'),
  order: unsetWhenEmpty(z.enum(['asc', 'desc'])),
  page: listPage(),
  limit: listLimit(RECEIVABLES_PAGE_SIZE, RECEIVABLES_MAX_PAGE_SIZE),
});
export type ReceivablesQuery = z.infer<typeof receivablesQuerySchema>;

/** `GET /invoices/admin/receivables.csv`: the same day and sort, every customer, the header in `lang` (English when not given). */
export const receivablesCsvQuerySchema = receivablesQuerySchema
  .pick({ as_of: true, sort: true, order: true })
  .extend({ lang: unsetWhenEmpty(z.enum(['en', 'lt'])) });

/** The order a sort reads in when none is asked: `desc` is the largest amount, or the oldest due date, first. */
export const defaultReceivablesOrder = (sort: ReceivablesSort): 'asc' | 'desc' => (sort === 'company' ? 'asc' : 'desc');

const bucketsSchema = z.object(Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, z.number()])) as Record<AgeingBucket, z.ZodNumber>);
export type AgeingAmounts = z.infer<typeof bucketsSchema>;

/** What is open over some open invoices: in all, past due on `as_of`, by bucket, how many invoices, the oldest due date. */
const openSumsFields = {
  open_amount: z.number(),
  overdue_amount: z.number(),
  buckets: bucketsSchema,
  invoices: z.number().int(),
  /** The earliest due date among them (null when none has one). */
  oldest_due_date: z.string().nullable(),
  /** Days past due of that oldest one on `as_of` (0 when it is not due). */
  oldest_days_overdue: z.number().int(),
};

const receivablesRowSchema = z.object({
  user_id: z.number().int(),
  company_name: z.string(),
  company_code: z.string(),
  /** The customer's credit limit in euros; null: none. */
  credit_limit: z.number().nullable(),
  ...openSumsFields,
});
export type ReceivablesRow = z.infer<typeof receivablesRowSchema>;

/** The total row: every customer with something open, not only the page's. */
const receivablesTotalSchema = z.object({ customers: z.number().int(), ...openSumsFields });
export type ReceivablesTotal = z.infer<typeof receivablesTotalSchema>;

export const receivablesAnswerSchema = okAnswer({
  as_of: z.string(),
  customers: z.array(receivablesRowSchema),
  total: receivablesTotalSchema,
  pagination: paginationSchema,
});
export type ReceivablesAnswer = z.infer<typeof receivablesAnswerSchema>;

/** The most payments a customer's balance lists, newest first. */
export const BALANCE_PAYMENTS = 50;
/** The most open invoices a customer's balance lists (oldest due first); the totals count them all. */
export const BALANCE_MAX_INVOICES = 500;

/** One open invoice of a customer's balance; `pdf` is the customer's own PDF address under /api. */
const balanceInvoiceSchema = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  issue_date: z.string(),
  due_date: z.string().nullable(),
  total_amount: z.number(),
  credited_amount: z.number(),
  paid_amount: z.number(),
  open_amount: z.number(),
  days_overdue: z.number().int(),
  is_overdue: z.boolean(),
  pdf: z.string(),
});
export type BalanceInvoice = z.infer<typeof balanceInvoiceSchema>;

/** One sum received from the customer (a reversal is negative), with the document it paid. */
const balancePaymentSchema = z.object({
  id: z.number().int(),
  paid_on: z.string(),
  amount: z.number(),
  reference: z.string().nullable(),
  /** The invoice's number, else the pre-invoice's it was received against. */
  document_number: z.string().nullable(),
  is_reversal: z.boolean(),
});
export type BalancePayment = z.infer<typeof balancePaymentSchema>;

/** `GET /account/balance`: the signed-in customer's open invoices, its latest payments and its totals, on today in Lithuania. */
export const accountBalanceAnswerSchema = okAnswer({
  as_of: z.string(),
  totals: z.object({
    open_amount: z.number(),
    overdue_amount: z.number(),
    open_invoices: z.number().int(),
    overdue_invoices: z.number().int(),
    credit_limit: z.number().nullable(),
  }),
  invoices: z.array(balanceInvoiceSchema),
  /** Set when the customer has more open invoices than listed. */
  invoices_capped: z.boolean(),
  payments: z.array(balancePaymentSchema),
});
export type AccountBalanceAnswer = z.infer<typeof accountBalanceAnswerSchema>;
