import {
  creditRefusalOf,
  creditStandingOf,
  daysBetween,
  DEFAULT_PAYMENT_TERMS_RULE,
  lithuanianDate,
  parseStoredPaymentTermsRule,
  type CreditFigures,
  type CreditLimitRefusal,
  type CreditStanding,
  type User,
} from '@shop/domain';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { DB, UserRow } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { fail } from '../../http/app-error.ts';
import { getSettings, readInvoiceSettings, readSetting } from '../settings/index.ts';
import { openInvoicesOf } from '../payments/index.ts';
import { findUserRowById, lockUser } from '../users/index.ts';
import { creditLimitOf, firstDueOpenInvoiceOf, uninvoicedOrdersCentsOf } from './credit.repository.ts';

/** What of an account the limit reads. */
type Customer = Pick<UserRow, 'id' | 'credit_limit_cents' | 'payment_terms_rule'>;

/**
 * Whether the customer pays in advance: its own terms, or the shop's default when it has none (the
 * rule its next invoice would be issued with, decision 054).
 */
export async function paysInAdvance(db: Kysely<DB>, customer: Customer): Promise<boolean> {
  const own = parseStoredPaymentTermsRule(customer.payment_terms_rule);
  const rule = own ?? (await readInvoiceSettings(db)).default_payment_terms_rule ?? DEFAULT_PAYMENT_TERMS_RULE;
  return rule.code === 'prepayment';
}

/**
 * The customer's figures on `today`. Orders not invoiced yet are read before the open invoices: an
 * invoice issued between the two reads is then counted twice (refusing too early), never not at all.
 */
async function figuresOf(db: Kysely<DB>, customer: Customer, today: string, blockDays: number | null): Promise<CreditFigures> {
  const uninvoicedCents = await uninvoicedOrdersCentsOf(db, customer.id);
  const open = await openInvoicesOf(db, customer.id, today);
  const first = blockDays === null || open.overdueCents <= 0 ? undefined : await firstDueOpenInvoiceOf(db, customer.id);
  const days = first ? daysBetween(first.due_date, today) : 0;
  return {
    limitCents: customer.credit_limit_cents,
    openCents: open.openCents,
    overdueCents: open.overdueCents,
    uninvoicedCents,
    ordersCounted: !(await paysInAdvance(db, customer)),
    overdue: first && blockDays !== null && days > blockDays ? { number: first.number, days, allowedDays: blockDays } : null,
  };
}

async function standingOf(ctx: AppContext, customer: Customer): Promise<CreditStanding> {
  const { block_overdue_days: blockDays } = await getSettings(ctx);
  return creditStandingOf(await figuresOf(ctx.reads, customer, lithuanianDate(ctx.now()), blockDays));
}

/** GET /api/cart/credit: the customer's own standing, so the cart can say why checkout would be refused before it is tried. */
export async function ownCredit(ctx: AppContext, user: User): Promise<CreditStanding> {
  if (user.is_admin) throw fail('adminsHaveNoCart');
  const row = await findUserRowById(ctx.reads, user.id);
  if (!row) throw fail('userNotFound');
  return standingOf(ctx, row);
}

/** GET /api/users/admin/:id/credit: a customer's limit beside what it owes. */
export async function customerCredit(ctx: AppContext, id: number): Promise<CreditStanding> {
  const row = await findUserRowById(ctx.reads, id);
  if (!row || row.anonymised_at !== null) throw fail('userNotFound');
  return standingOf(ctx, row);
}

/**
 * Checkout's question, inside its transaction: may this customer place an order of `orderCents`?
 * The account's row is locked first (the customer is the root of what it owes): two checkouts of one
 * customer, from two tabs or two instances, take turns, and the second reads the first one's order
 * among those not invoiced yet. Refused with 409 OVERDUE_INVOICES or CREDIT_LIMIT_EXCEEDED.
 */
export async function lockCustomerCredit(ctx: AppContext, trx: Tx, userId: number): Promise<(orderCents: number) => Promise<void>> {
  // Nothing to check (no limit, and the shop does not stop late payers): no lock and no more reads on
  // checkout's path. Read before the lock: a limit set while this checkout runs applies to the next one.
  const blockDays = await readSetting<number | null>(trx, 'block_overdue_days', null);
  const limit = await creditLimitOf(trx, userId);
  if (limit === null && blockDays === null) return async () => {};
  const row = await lockUser(trx, ctx.engine, userId);
  if (!row) throw fail('userNotFound');
  return async (orderCents) => {
    const refusal = creditRefusalOf(await figuresOf(trx, row, lithuanianDate(ctx.now()), blockDays), orderCents);
    if (refusal) throw refused(refusal);
  };
}

function refused(refusal: CreditLimitRefusal) {
  switch (refusal.reason) {
    case 'overdueInvoices':
      return fail(refusal.reason, refusal.params);
    case 'creditLimitReached':
      return fail(refusal.reason, refusal.params);
    case 'creditLimitExceeded':
      return fail(refusal.reason, refusal.params);
  }
}
