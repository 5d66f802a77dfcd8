import type { DocumentListParams } from './document-list-params.ts';
import type { PayableKind } from './payments.ts';

/** Every administrator document query (invoices, pre-invoices, settings) lives under this key. */
export const documentsBaseKey = ['admin-documents'] as const;

const invoicesBaseKey = [...documentsBaseKey, 'invoices'] as const;
const preInvoicesBaseKey = [...documentsBaseKey, 'pre-invoices'] as const;
const creditNotesBaseKey = [...documentsBaseKey, 'credit-notes'] as const;
export const invoiceSettingsKey = [...documentsBaseKey, 'settings'] as const;
/** The months marked as filed with VMI (i.SAF). */
export const isafPeriodsKey = [...documentsBaseKey, 'isaf-periods'] as const;

/** Each administrator document query's key, under the keys above (a refresh of a prefix reaches them). */
export const adminDocumentKeys = {
  invoices: (params: DocumentListParams) => [...invoicesBaseKey, 'list', params] as const,
  invoice: (id: number) => [...invoicesBaseKey, 'detail', id] as const,
  /** Under the invoices' key: a payment or a status change that refreshes the invoice refreshes these too. */
  invoiceReminders: (id: number) => [...invoicesBaseKey, 'reminders', id] as const,
  preInvoices: (params: DocumentListParams) => [...preInvoicesBaseKey, 'list', params] as const,
  preInvoice: (id: number) => [...preInvoicesBaseKey, 'detail', id] as const,
  creditNotes: (params: DocumentListParams) => [...creditNotesBaseKey, 'list', params] as const,
  creditNote: (id: number) => [...creditNotesBaseKey, 'detail', id] as const,
  payments: (kind: PayableKind, id: number) => [...documentsBaseKey, 'payments', kind, id] as const,
};
