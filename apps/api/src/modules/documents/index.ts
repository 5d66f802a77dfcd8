// The front door of the documents module: all that other modules may use of it (decision 105).
export { invoiceRow } from './documents.repository.ts';
export { issueInvoice, issuePreInvoice } from './documents.service.ts';
