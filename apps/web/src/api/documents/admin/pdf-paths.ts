/** The administrator PDF addresses (docs/api.md "Documents"), relative to the API base. */
export const adminInvoicePdfPath = (id: number) => `/invoices/admin/${id}/pdf`;
export const adminPreInvoicePdfPath = (id: number) => `/pre-invoices/admin/${id}/pdf`;
export const adminCreditNotePdfPath = (id: number) => `/credit-notes/admin/${id}/pdf`;
