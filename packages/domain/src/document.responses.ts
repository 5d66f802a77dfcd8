import { z } from 'zod';
import { okAnswer } from './answer.ts';
import { paymentTermsLineSchema, paymentTermsRuleSchema } from './payment-terms.ts';
import { INVOICE_STATUSES, PRE_INVOICE_STATUSES } from './constants.ts';
import { CREDIT_LINE_KINDS } from './credit-note-plan.ts';
import { billingSnapshotSchema, orderItemSchema, shippingSnapshotSchema } from './order.schemas.ts';

/**
 * The documents' answers (the reference at /api/openapi.json), declared once: the API serialises through them and
 * the web app reads their types (and parses them in development builds). Field names are the API's snake_case ones.
 */

/** The seller as documents carry it (a frozen snapshot) and as /company/info answers it. */
export const sellerSchema = z.object({
  name: z.string(),
  company_code: z.string().nullable(),
  vat_number: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  postal_code: z.string(),
  country: z.string(),
  email: z.string(),
  phone: z.string(),
  bank_name: z.string().nullable(),
  iban: z.string().nullable(),
});
export type Seller = z.infer<typeof sellerSchema>;

/** Who issued a document: a name and a position, either may be empty. */
export const issuerSchema = z.object({ name: z.string(), position: z.string() });
export type Issuer = z.infer<typeof issuerSchema>;

/** The buyer frozen at issue: the order's billing snapshot with its shipping address. */
export const buyerSnapshotSchema = billingSnapshotSchema.extend({ shipping: shippingSnapshotSchema });
export type BuyerSnapshot = z.infer<typeof buyerSnapshotSchema>;

/** One line of an issued document (frozen snapshot), in euros. */
const documentItemSchema = orderItemSchema.omit({ id: true, product_id: true }).extend({ product_name: z.string(), product_sku: z.string() });

/** Fields invoices and pre-invoices share. */
const documentBaseSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  /** The buyer's own purchase reference as the order had it when the document was issued (decision 086). */
  customer_reference: z.string().nullable(),
  issue_date: z.string(),
  due_date: z.string().nullable(),
  paid_date: z.string().nullable(),
  payment_terms: z.string().nullable(),
  subtotal: z.number(),
  shipping_amount: z.number(),
  tax_rate: z.number(),
  tax_amount: z.number(),
  total_amount: z.number(),
  notes: z.string().nullable(),
  created_at: z.string(),
  company_name: z.string(),
  contact_person: z.string(),
  email: z.string(),
  company_reg_number: z.string(),
  vat_number: z.string().nullable(),
  billing_address: z.string(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
  shipping_address: z.string(),
  seller: sellerSchema,
  /** Who issued it ("Sąskaitą išrašė"), frozen at issue; null when not recorded. */
  issued_by: issuerSchema.nullable(),
  buyer: buyerSnapshotSchema,
  items: z.array(documentItemSchema),
});
export type DocumentBase = z.infer<typeof documentBaseSchema>;

/**
 * The terms an invoice or pre-invoice was issued with (decision 054): the frozen rule (null on an old
 * document whose text was not understood) and the line it prints, which screens and PDFs word in the
 * reader's language. `payment_terms` is that line in English; `due_date` comes from the same rule.
 */
const documentTermsFields = {
  payment_terms_rule: paymentTermsRuleSchema.nullable(),
  payment_terms_line: paymentTermsLineSchema,
};

export const invoiceSchema = documentBaseSchema.extend({
  invoice_number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  supply_date: z.string(),
  pre_invoice_id: z.number().int().nullable(),
  ...documentTermsFields,
  /** What its payments add up to (decision 078). */
  paid_amount: z.number(),
  /** What its credit notes took off (a positive amount). */
  credited_amount: z.number(),
  /** Total less credit notes and payments; negative when overpaid. */
  open_amount: z.number(),
  /** Past its due date with an amount still open (computed; the status stays the administrator's word). */
  is_overdue: z.boolean(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const preInvoiceSchema = documentBaseSchema.extend({
  pre_invoice_number: z.string(),
  status: z.enum(PRE_INVOICE_STATUSES),
  valid_until: z.string(),
  ...documentTermsFields,
  prepayment_percentage: z.number(),
  prepayment_amount: z.number(),
  is_expired: z.boolean(),
  converted_invoice_id: z.number().int().nullable(),
  /** What its payments add up to, and what of its prepayment is still open (decision 078). */
  paid_amount: z.number(),
  open_amount: z.number(),
  /** The buyer's contact details as a JSON text. */
  customer_snapshot: z.string(),
});
export type PreInvoice = z.infer<typeof preInvoiceSchema>;

/**
 * A credit note (kreditinė sąskaita): its own series, negative amounts (quantities too), and the
 * invoice it corrects; the buyer, seller and prices are those of the invoice.
 */
const creditNoteSchema = documentBaseSchema.extend({
  /**
   * Returned units (credited at their price) or a price correction (decision 055): then `unit_price` is
   * the difference, between `invoiced_unit_price` and `corrected_unit_price` (null on returned lines).
   */
  items: z.array(
    documentItemSchema.extend({
      kind: z.enum(CREDIT_LINE_KINDS),
      invoiced_unit_price: z.number().nullable(),
      corrected_unit_price: z.number().nullable(),
    }),
  ),
  /** Net, on the whole invoice: a discount (negative), or on the last note the discounts credited before (positive); 0 when none. */
  discount_amount: z.number(),
  credit_note_number: z.string(),
  invoice_id: z.number().int(),
  invoice_number: z.string(),
  invoice_date: z.string(),
  reason: z.string(),
  goods_returned: z.boolean(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** Numbering settings as the settings screen reads them; `version` 0 while never saved. */
const invoiceSettingsViewSchema = z.object({
  invoice_prefix: z.string(),
  pre_invoice_prefix: z.string(),
  credit_note_prefix: z.string(),
  number_padding: z.number().int(),
  number_pattern: z.string(),
  yearly_reset: z.boolean(),
  default_payment_terms: z.string(),
  /** The shop's default rule; null while an old text waits for an administrator's choice (net 30 applies). */
  default_payment_terms_rule: paymentTermsRuleSchema.nullable(),
  seller_company_details: z.string().nullable(),
  issuer_position: z.string().nullable(),
  issuer_name: z.string().nullable(),
  version: z.number().int(),
});

/** The seller with the version its form sends back. */
const versionedSellerSchema = sellerSchema.extend({ version: z.number().int() });

// Answers, one per route family (the lists' answers: document-lists.schemas.ts).
export const invoiceAnswerSchema = okAnswer({ invoice: invoiceSchema });
export const invoiceCreatedAnswerSchema = okAnswer({ invoice: invoiceSchema, message: z.string() });
export const preInvoiceAnswerSchema = okAnswer({ preInvoice: preInvoiceSchema });
export const preInvoiceCreatedAnswerSchema = okAnswer({ preInvoiceNumber: z.string(), preInvoice: preInvoiceSchema, message: z.string() });
export const preInvoiceConvertedAnswerSchema = okAnswer({ invoice: invoiceSchema, preInvoice: preInvoiceSchema });
export const creditNoteAnswerSchema = okAnswer({ creditNote: creditNoteSchema });
export const creditNoteCreatedAnswerSchema = okAnswer({ creditNote: creditNoteSchema, message: z.string() });
export const companyAnswerSchema = okAnswer({ company: versionedSellerSchema });
export const displaySettingsAnswerSchema = okAnswer({
  settings: z.object({
    default_payment_terms: z.string(),
    default_payment_terms_rule: paymentTermsRuleSchema.nullable(),
    seller_company_details: z.string().nullable(),
  }),
});
export const invoiceSettingsAnswerSchema = okAnswer({
  settings: invoiceSettingsViewSchema,
  company: versionedSellerSchema,
  next_numbers: z.object({ invoice: z.string(), pre_invoice: z.string(), credit_note: z.string() }),
});

export type InvoiceCreatedAnswer = z.infer<typeof invoiceCreatedAnswerSchema>;
export type PreInvoiceCreatedAnswer = z.infer<typeof preInvoiceCreatedAnswerSchema>;
export type PreInvoiceConvertedAnswer = z.infer<typeof preInvoiceConvertedAnswerSchema>;
export type InvoiceSettingsAnswer = z.infer<typeof invoiceSettingsAnswerSchema>;
