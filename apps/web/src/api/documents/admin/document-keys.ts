/** Every administrator document query (invoices, pre-invoices, settings) lives under this key. */
export const documentsBaseKey = ['admin-documents'] as const;

export const invoicesBaseKey = [...documentsBaseKey, 'invoices'] as const;
export const preInvoicesBaseKey = [...documentsBaseKey, 'pre-invoices'] as const;
export const creditNotesBaseKey = [...documentsBaseKey, 'credit-notes'] as const;
export const invoiceSettingsKey = [...documentsBaseKey, 'settings'] as const;
/** The months marked as filed with VMI (i.SAF). */
export const isafPeriodsKey = [...documentsBaseKey, 'isaf-periods'] as const;
