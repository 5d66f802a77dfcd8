import type { Invoice, InvoiceListRow, PreInvoice } from '@shop/domain';

/**
 * What the payments panel says of a document's money (decision 078): an invoice's total, what credit
 * notes took off, what was paid and what is open (negative: overpaid, a refund is owed) and whether it
 * is overdue; a pre-invoice's total, its prepayment, what was paid and what of the prepayment is open.
 */
export interface PayableSummary {
  number: string;
  total: number;
  /** Invoices only. */
  credited: number | null;
  /** Pre-invoices only: the part of the total asked in advance. */
  prepayment: number | null;
  paid: number;
  open: number;
  overdue: boolean;
  dueDate: string | null;
  /** Why no payment can be recorded on it (the server refuses the same), else null. */
  closed: 'cancelled' | 'converted' | null;
}

export const invoiceSummary = (invoice: Invoice): PayableSummary => ({
  number: invoice.invoice_number,
  total: invoice.total_amount,
  credited: invoice.credited_amount,
  prepayment: null,
  paid: invoice.paid_amount,
  open: invoice.open_amount,
  overdue: invoice.is_overdue,
  dueDate: invoice.due_date,
  closed: invoice.status === 'cancelled' ? 'cancelled' : null,
});

export const preInvoiceSummary = (preInvoice: PreInvoice): PayableSummary => ({
  number: preInvoice.pre_invoice_number,
  total: preInvoice.total_amount,
  credited: null,
  prepayment: preInvoice.prepayment_amount,
  paid: preInvoice.paid_amount,
  // Paid beyond the prepayment (a buyer may pay the whole order) leaves nothing open, not a refund.
  open: Math.max(preInvoice.open_amount, 0),
  overdue: false,
  dueDate: null,
  closed: preInvoice.status === 'cancelled' ? 'cancelled' : preInvoice.converted_invoice_id !== null ? 'converted' : null,
});

/**
 * What an invoice says beside the status the administrator chose (decision 078: the status stays the
 * administrator's word, overdue is computed): `pastDue` when it is past its due date with an amount
 * open (whatever the status), `overdueByHand` when it is marked overdue though nothing open is past due.
 */
export function invoiceStatusNote(invoice: Pick<InvoiceListRow, 'status' | 'is_overdue'>): 'pastDue' | 'overdueByHand' | null {
  if (invoice.is_overdue) return 'pastDue';
  return invoice.status === 'overdue' ? 'overdueByHand' : null;
}
