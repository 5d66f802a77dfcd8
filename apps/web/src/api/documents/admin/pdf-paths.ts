import type { Language } from '@shop/domain';

/**
 * The administrator PDF addresses (the reference at /api/openapi.json), relative to the API base, in the language
 * the administrator chose: any document in Lithuanian or English, whatever its customer's language.
 */
export const adminInvoicePdfPath = (id: number, language: Language) => `/invoices/admin/${id}/pdf?lang=${language}`;
export const adminPreInvoicePdfPath = (id: number, language: Language) => `/pre-invoices/admin/${id}/pdf?lang=${language}`;
export const adminCreditNotePdfPath = (id: number, language: Language) => `/credit-notes/admin/${id}/pdf?lang=${language}`;
