import type { InvoiceDocument, PreInvoiceDocument } from '@/components/documents/types.ts';

/** Customer answers (docs/api.md "Documents"). */
export type CustomerInvoice = InvoiceDocument;
export type CustomerPreInvoice = PreInvoiceDocument;
