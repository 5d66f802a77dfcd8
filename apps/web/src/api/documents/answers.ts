import {
  companyAnswerSchema,
  creditNoteAnswerSchema,
  creditNoteCreatedAnswerSchema,
  creditNotesAnswerSchema,
  displaySettingsAnswerSchema,
  invoiceAnswerSchema,
  invoiceCreatedAnswerSchema,
  invoiceSettingsAnswerSchema,
  invoicesAnswerSchema,
  isafPeriodClosedAnswerSchema,
  isafPeriodsAnswerSchema,
  preInvoiceAnswerSchema,
  preInvoiceConvertedAnswerSchema,
  preInvoiceCreatedAnswerSchema,
  preInvoicesAnswerSchema,
} from '@shop/domain';

/**
 * The documents' answer contracts (packages/domain/src/document.responses.ts), for `api(path, { answer })`.
 * Development builds and unit tests parse every answer with them; in production builds this is `undefined`
 * (Vite replaces `import.meta.env.DEV` by `false`), so the schemas are not bundled and nothing is parsed.
 */
export const documentAnswers = import.meta.env.DEV
  ? {
      invoice: invoiceAnswerSchema,
      invoices: invoicesAnswerSchema,
      invoiceCreated: invoiceCreatedAnswerSchema,
      preInvoice: preInvoiceAnswerSchema,
      preInvoices: preInvoicesAnswerSchema,
      preInvoiceCreated: preInvoiceCreatedAnswerSchema,
      preInvoiceConverted: preInvoiceConvertedAnswerSchema,
      creditNote: creditNoteAnswerSchema,
      creditNotes: creditNotesAnswerSchema,
      creditNoteCreated: creditNoteCreatedAnswerSchema,
      company: companyAnswerSchema,
      invoiceSettings: invoiceSettingsAnswerSchema,
      displaySettings: displaySettingsAnswerSchema,
      isafPeriods: isafPeriodsAnswerSchema,
      isafPeriodClosed: isafPeriodClosedAnswerSchema,
    }
  : undefined;
