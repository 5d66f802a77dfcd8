import { z } from 'zod';
import { okAnswer } from './answer.ts';
import { centsToEuros, eurosToCents, inCents, type Cents } from './money.ts';

/**
 * Credit limits and stopping a late payer (decision 082). A customer may owe at
 * most its credit limit: open invoices plus orders not invoiced yet plus the order being placed. A
 * customer paying in advance (prepayment terms) is owed nothing before it pays, so only the invoices
 * it has received count. While one of its invoices is overdue longer than the shop allows
 * (`block_overdue_days`), it places no order at all. One function decides, for the checkout on the
 * server and for the cart's notice in the browser: `creditRefusalOf`.
 */

/** The highest limit an administrator may set (euros): far above a wholesaler's customer, and within the column's integer cents. */
const MAX_CREDIT_LIMIT_EUROS = 10_000_000;

/** PUT /api/users/admin/:id `credit_limit`: euros from 0 (nothing on credit) in whole cents; null: no limit. */
export const creditLimitField = z
  .number({ error: 'creditLimitInvalid' })
  .finite('creditLimitInvalid')
  .min(0, 'creditLimitInvalid')
  .max(MAX_CREDIT_LIMIT_EUROS, 'creditLimitInvalid')
  .refine(inCents, 'amountInCents')
  .nullable();

/** The invoice that stops checkout: its number and how many days past its due date it is. */
const overdueBlockSchema = z.object({ number: z.string(), days: z.number().int(), allowed_days: z.number().int() });

/** What a customer owes against its limit, in euros (GET /api/cart/credit, GET /api/users/admin/:id/credit). */
const creditStandingSchema = z.object({
  /** Null: no limit. */
  credit_limit: z.number().nullable(),
  /** Still to be paid on the customer's invoices. */
  open_amount: z.number(),
  /** Of it, past the due date. */
  overdue_amount: z.number(),
  /** Orders neither cancelled nor invoiced yet, their totals. */
  uninvoiced_amount: z.number(),
  /** Whether orders not invoiced yet (and a new one) count against the limit: not for a prepayment customer. */
  orders_counted: z.boolean(),
  /** What can still be ordered within the limit (0 when it is used up); null without a limit. */
  available: z.number().nullable(),
  /** Set while an invoice is overdue longer than the shop allows: checkout is stopped. */
  blocked_by_overdue: overdueBlockSchema.nullable(),
});
export type CreditStanding = z.infer<typeof creditStandingSchema>;

export const creditStandingAnswerSchema = okAnswer({ credit: creditStandingSchema });

/** The same figures in cents, as the server reads them. */
export interface CreditFigures {
  limitCents: Cents | null;
  openCents: Cents;
  overdueCents: Cents;
  uninvoicedCents: Cents;
  ordersCounted: boolean;
  overdue: { number: string; days: number; allowedDays: number } | null;
}

/** What already counts against the limit: open invoices, and unless the customer prepays, its orders not invoiced yet. */
const owedCentsOf = (f: CreditFigures): Cents => f.openCents + (f.ordersCounted ? f.uninvoicedCents : 0);

export function creditStandingOf(f: CreditFigures): CreditStanding {
  return {
    credit_limit: f.limitCents === null ? null : centsToEuros(f.limitCents),
    open_amount: centsToEuros(f.openCents),
    overdue_amount: centsToEuros(f.overdueCents),
    uninvoiced_amount: centsToEuros(f.uninvoicedCents),
    orders_counted: f.ordersCounted,
    available: f.limitCents === null ? null : centsToEuros(Math.max(f.limitCents - owedCentsOf(f), 0)),
    blocked_by_overdue: f.overdue && { number: f.overdue.number, days: f.overdue.days, allowed_days: f.overdue.allowedDays },
  };
}

const euros = (cents: Cents) => centsToEuros(cents).toFixed(2);

export type CreditLimitRefusal =
  | { reason: 'overdueInvoices'; params: { number: string; days: number } }
  | { reason: 'creditLimitReached'; params: { limit: string; open: string } }
  | { reason: 'creditLimitExceeded'; params: { limit: string; open: string; order: string; available: string } };

/**
 * Why an order of `orderCents` may not be placed, or null when it may. An invoice overdue longer
 * than allowed stops every order; otherwise what is owed plus the order (not counted for a
 * prepayment customer) may reach the limit exactly, never pass it. Used up already by what is owed,
 * the refusal says so without naming the order ("reached"); else it names the order and what is
 * still available (a limit of 0: nothing is sold on credit).
 */
export function creditRefusalOf(f: CreditFigures, orderCents: Cents): CreditLimitRefusal | null {
  if (f.overdue) return { reason: 'overdueInvoices', params: { number: f.overdue.number, days: f.overdue.days } };
  if (f.limitCents === null) return null;
  const owed = owedCentsOf(f);
  const adds = f.ordersCounted ? orderCents : 0;
  if (owed + adds <= f.limitCents) return null;
  if (owed > 0 && owed >= f.limitCents) return { reason: 'creditLimitReached', params: { limit: euros(f.limitCents), open: euros(owed) } };
  return {
    reason: 'creditLimitExceeded',
    params: { limit: euros(f.limitCents), open: euros(owed), order: euros(adds), available: euros(f.limitCents - owed) },
  };
}

/** The figures back from a standing the API answered (the cart's notice asks the same question the checkout will). */
export function creditFiguresOf(standing: CreditStanding): CreditFigures {
  const block = standing.blocked_by_overdue;
  return {
    limitCents: standing.credit_limit === null ? null : eurosToCents(standing.credit_limit),
    openCents: eurosToCents(standing.open_amount),
    overdueCents: eurosToCents(standing.overdue_amount),
    uninvoicedCents: eurosToCents(standing.uninvoiced_amount),
    ordersCounted: standing.orders_counted,
    overdue: block && { number: block.number, days: block.days, allowedDays: block.allowed_days },
  };
}
