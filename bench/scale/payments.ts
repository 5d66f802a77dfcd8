import { addDays } from '@shop/domain';
import type { Row } from './bulk-writer.ts';
import { randomOf } from './calendar.ts';

/**
 * The money received against the seeded documents (decision 078), as the app would have kept it: a
 * paid pre-invoice has a payment of its prepayment (carried to the invoice that converts it), a paid
 * invoice has payments up to its total less its credit notes, and `paid_cents`/`credited_cents` are
 * what the ledger and the notes add up to, so that open amounts (`invoices_open`) are true. Most
 * customers pay by the due date; a few pay late (up to 150 days) or pay part first, so that the
 * receivables have overdue amounts in every ageing bucket. Drawn from a random stream of its own: the
 * orders and documents stay the ones the seeder made before payments were kept.
 */

export function paymentMaker(adminId: number) {
  const random = randomOf(28);
  let paymentId = 0;
  /** A paid pre-invoice's payment, until the invoice that converts it takes it. */
  const prepaid = new Map<unknown, Row>();
  const payment = (doc: Row, amountCents: number, paidOn: string, reference: string): Row => ({
    id: ++paymentId,
    user_id: doc.user_id,
    invoice_id: null,
    pre_invoice_id: null,
    amount_cents: amountCents,
    paid_on: paidOn,
    reference,
    note: null,
    source: 'manual',
    reverses_id: null,
    bank_entry_ref: null,
    created_by: adminId,
    created_at: `${paidOn}T09:00:00.000Z`,
  });

  return {
    /** A paid pre-invoice's prepayment received on its paid day; a pre-invoice not paid gets nothing. */
    preInvoice(preInvoice: Row, payments: Row[]): void {
      preInvoice.paid_cents = 0;
      if (preInvoice.status !== 'paid' || typeof preInvoice.paid_date !== 'string') return;
      const row = payment(preInvoice, Number(preInvoice.prepayment_cents), preInvoice.paid_date, String(preInvoice.pre_invoice_number));
      row.pre_invoice_id = preInvoice.id;
      preInvoice.paid_cents = row.amount_cents;
      prepaid.set(preInvoice.id, row);
      payments.push(row);
    },

    /** The day a customer settles an invoice due on `dueDate`: the one planned, or for about 3 % of invoices 1–150 days late. */
    settledBy(planned: string, dueDate: string): string {
      const late = random() < 0.03;
      const days = 1 + Math.floor(random() * 150);
      return late ? addDays(dueDate, days) : planned;
    },

    /**
     * An invoice's payments once its credit notes are known: the converted pre-invoice's carried to it,
     * then, paid, the rest of its total less the notes on its paid day; not paid, about a third of
     * customers have paid half of it ten days after issue. Sets `credited_cents`, `paid_cents`.
     */
    invoice(invoice: Row, creditedCents: number, preInvoice: Row | null, today: string, payments: Row[]): void {
      const owed = Number(invoice.total_cents) - creditedCents;
      const partly = random() < 0.33;
      let paid = 0;
      const carried = preInvoice ? prepaid.get(preInvoice.id) : undefined;
      if (carried) {
        prepaid.delete(preInvoice!.id);
        carried.invoice_id = invoice.id;
        paid += Number(carried.amount_cents);
      }
      const add = (cents: number, on: string) => {
        if (cents <= 0) return;
        const row = payment(invoice, cents, on, String(invoice.invoice_number));
        row.invoice_id = invoice.id;
        payments.push(row);
        paid += cents;
      };
      if (invoice.status === 'paid') add(owed - paid, String(invoice.paid_date));
      else {
        const partOn = addDays(String(invoice.issue_date), 10);
        if (partly && partOn < today) add(Math.min(Math.floor(owed / 2), owed - paid - 1), partOn);
      }
      invoice.credited_cents = creditedCents;
      invoice.paid_cents = paid;
    },
  };
}
