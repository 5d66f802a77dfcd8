import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Where a payment stands in the payments file's order: the day the money arrived, then the entry's id. */
export interface PaymentKey {
  date: string;
  id: number;
}

/** One batch of a period's payments (both days included): the `limit` after `after` (from the start when null). */
interface PaymentBatch {
  from: string;
  to: string;
  after: PaymentKey | null;
  limit: number;
}

/**
 * A batch of the payments and reversals recorded in a period by the day the money arrived, then by
 * entry, each with the numbers of its invoice and pre-invoice and the buyer frozen on the document it
 * was received against. The index `payments_paid_on (paid_on, id)` serves each batch as one range.
 */
export async function paymentsRecordedIn(db: Kysely<DB>, batch: PaymentBatch) {
  const after = batch.after;
  return db
    .selectFrom('payments')
    .leftJoin('invoices', 'invoices.id', 'payments.invoice_id')
    .leftJoin('pre_invoices', 'pre_invoices.id', 'payments.pre_invoice_id')
    .select((eb) => [
      'payments.id',
      'payments.paid_on',
      'payments.amount_cents',
      'payments.reference',
      'payments.note',
      'payments.source',
      'payments.reverses_id',
      'invoices.invoice_number',
      'pre_invoices.pre_invoice_number',
      eb.fn.coalesce('pre_invoices.customer_snapshot', 'invoices.customer_snapshot').as('customer_snapshot'),
    ])
    .where('payments.paid_on', '>=', after?.date ?? batch.from)
    .where('payments.paid_on', '<=', batch.to)
    .$if(after !== null, (query) =>
      query.where(sql<SqlBool>`(${sql.ref('payments.paid_on')}, ${sql.ref('payments.id')}) > (${after?.date}, ${after?.id})`),
    )
    .orderBy('payments.paid_on')
    .orderBy('payments.id')
    .limit(batch.limit)
    .execute();
}
