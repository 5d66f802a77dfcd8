// The front door of the payments module: all that other modules may use of it (decision 105).
export { carryPreInvoicePayments, OPEN_CENTS, OPEN_INVOICE, openCentsOf, openInvoicesOf, payableRow } from './payments.repository.ts';
export { payOpenAmount } from './payments.service.ts';
