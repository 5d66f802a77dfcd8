/** Customer document query keys; everything lives under ['documents'] so one prefix refreshes it all. */
export const documentKeys = {
  all: ['documents'] as const,
  invoices: (status: string | null, page: number) => ['documents', 'invoices', { status: status ?? 'all', page }] as const,
  invoice: (id: number) => ['documents', 'invoice', id] as const,
  preInvoices: (page: number) => ['documents', 'pre-invoices', { page }] as const,
  preInvoice: (id: number) => ['documents', 'pre-invoice', id] as const,
  creditNotes: (params: { page?: number; orderId?: number }) => ['documents', 'credit-notes', params] as const,
  company: ['documents', 'company'] as const,
  defaultPaymentTerms: ['documents', 'default-payment-terms'] as const,
};

export const invoicePdfPath = (id: number, language: string) => `/invoices/${id}/pdf?lang=${language === 'lt' ? 'lt' : 'en'}`;
export const preInvoicePdfPath = (id: number, language: string) => `/pre-invoices/${id}/pdf?lang=${language === 'lt' ? 'lt' : 'en'}`;
export const creditNotePdfPath = (id: number, language: string) => `/credit-notes/${id}/pdf?lang=${language === 'lt' ? 'lt' : 'en'}`;
