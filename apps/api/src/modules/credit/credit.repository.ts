import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { OPEN_INVOICE } from '../payments/index.ts';

/** A transaction is a Kysely too: reads take either. */
type Executor = Kysely<DB>;

/**
 * What a customer's orders not invoiced yet add up to: orders not cancelled that have no invoice (an
 * order has at most one, ever; one whose invoice was cancelled is not billed again and so not
 * counted). Their totals, as placed or as an administrator edited them. Read by the customer's own
 * orders index and the invoices' unique order index.
 */
export async function uninvoicedOrdersCentsOf(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('orders.total_cents'), eb.lit(0)).as('cents'))
    .where('orders.user_id', '=', userId)
    .where('orders.status', '<>', 'cancelled')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('invoices').select('invoices.id').whereRef('invoices.order_id', '=', 'orders.id'))))
    .executeTakeFirstOrThrow();
  return Number(row.cents);
}

/** The customer's open invoice due first (the one overdue longest, when any is), by the `invoices_open` index. */
export async function firstDueOpenInvoiceOf(db: Executor, userId: number): Promise<{ number: string; due_date: string } | undefined> {
  const row = await db
    .selectFrom('invoices')
    .select(['invoices.invoice_number as number', 'invoices.due_date'])
    .where('invoices.user_id', '=', userId)
    .where(OPEN_INVOICE)
    .where('invoices.due_date', 'is not', null)
    .orderBy('invoices.due_date')
    .orderBy('invoices.id')
    .limit(1)
    .executeTakeFirst();
  return row?.due_date ? { number: row.number, due_date: row.due_date } : undefined;
}

/** A customer's credit limit in cents (null: none), read without a lock. */
export async function creditLimitOf(db: Kysely<DB>, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('credit_limit_cents').where('id', '=', userId).executeTakeFirst();
  return row?.credit_limit_cents ?? null;
}
