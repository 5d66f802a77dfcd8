import { z } from 'zod';
import { versionField } from './versioning.ts';
import { inCents } from './money.ts';
import { listDay } from './list-query.ts';
import { INVOICE_STATUSES, PRE_INVOICE_STATUSES } from './constants.ts';
import { euroAmount, MAX_PRICE_EUROS } from './product.schemas.ts';
import { paymentTermsRuleSchema } from './payment-terms.ts';
import { postalCodeRefusal } from './postal-codes.ts';
import { phoneField } from './user.schemas.ts';

/** Order statuses from which a customer may ask for a pre-invoice (spec: confirmed, processing, shipped, delivered). */
export const CUSTOMER_PRE_INVOICE_STATUSES = ['confirmed', 'payed', 'processing', 'sent', 'ended'] as const;

/**
 * The shop's own pre-invoice terms (100 % prepayment, valid 30 days, no notes). A
 * customer's pre-invoice always carries them; an administrator starts from them and may choose others.
 */
export const SHOP_PRE_INVOICE_TERMS = { prepayment_percentage: 100, validity_days: 30 } as const;

export const CUSTOMER_PRE_INVOICE_TERMS_MESSAGE = `Pre-invoice terms are set by the shop: ${SHOP_PRE_INVOICE_TERMS.prepayment_percentage} % prepayment, valid ${SHOP_PRE_INVOICE_TERMS.validity_days} days, no notes. Please contact us if you need other terms.`;

/** The administrator's request: terms of the administrator's choosing, the shop's terms when left out. */
export const createPreInvoiceSchema = z
  .object({
    prepayment_percentage: z.number().int().min(1).max(100).default(SHOP_PRE_INVOICE_TERMS.prepayment_percentage),
    validity_days: z.number().int().min(1).max(365).default(SHOP_PRE_INVOICE_TERMS.validity_days),
    notes: z.string().trim().max(1000, 'tooLong').optional().nullable(),
  })
  .default({ ...SHOP_PRE_INVOICE_TERMS });

/** A term a customer may repeat but not change: anything but the shop's value is refused with the reason. */
const shopTerm = (value: number) =>
  z
    .number()
    .refine((given) => given === value, CUSTOMER_PRE_INVOICE_TERMS_MESSAGE)
    .optional();

/**
 * The customer's request: no terms to choose. The body may be missing or empty; for the clients that send the
 * full body it may repeat the shop's terms (100, 30, empty notes). Other terms are refused (400 with
 * CUSTOMER_PRE_INVOICE_TERMS_MESSAGE), unknown fields too ('Unknown field'); nothing is dropped silently.
 */
export const customerCreatePreInvoiceSchema = z
  .strictObject({
    prepayment_percentage: shopTerm(SHOP_PRE_INVOICE_TERMS.prepayment_percentage),
    validity_days: shopTerm(SHOP_PRE_INVOICE_TERMS.validity_days),
    notes: z
      .string()
      .refine((notes) => notes.trim() === '', CUSTOMER_PRE_INVOICE_TERMS_MESSAGE)
      .nullable()
      .optional(),
  })
  // A POST without a body reaches the schema as null (or undefined).
  .nullish()
  .transform((body) => body ?? {});

/**
 * An invoice's status change. The payment states are the administrator's free choice; `cancelled` is a
 * legal act and final, so it needs the reason, kept in the audit log (decision 052).
 */
/** `paid` chosen by hand records a payment of what is open (decision 078): on `paid_on` (today when absent), with `note`. */
const paidByHand = {
  paid_on: listDay.optional(),
  note: z.string().trim().max(500, 'tooLong').optional(),
};

export const invoiceStatusSchema = z
  .object({
    status: z.enum(INVOICE_STATUSES),
    reason: z.string().trim().max(500, 'reasonTooLong').optional(),
    ...paidByHand,
  })
  .refine((change) => change.status !== 'cancelled' || Boolean(change.reason), { message: 'cancelReasonRequired', path: ['reason'] });
export const preInvoiceStatusSchema = z.object({ status: z.enum(PRE_INVOICE_STATUSES), ...paidByHand });

/** A euro amount in whole cents: at most two decimals (12.5 and 12.50 are read, 12.505 is refused). */

/**
 * A credit note on an invoice (decision 055): the lines by SKU (as printed on the invoice) and
 * units; a line with `unit_price` (the corrected net unit price in euros) credits the price difference on
 * its units and moves no stock, one without takes the units back at their price. `discount_amount` (net
 * euros) credits a sum off the whole invoice. Left out, `items` means every unit still on the invoice,
 * unless only a discount is asked for. Stock goes back only when the administrator says the goods came back.
 */
export const createCreditNoteSchema = z.strictObject({
  reason: z.string().trim().min(1, 'creditReasonRequired').max(500, 'tooLong'),
  items: z
    .array(
      z.strictObject({
        sku: z.string().trim().min(1).max(64),
        quantity: z.number().int().min(1).max(1_000_000),
        unit_price: euroAmount.refine(inCents, 'amountInCents').optional(),
      }),
    )
    .min(1)
    .max(500)
    .optional(),
  discount_amount: z
    .number({ error: 'amountInvalid' })
    .finite('amountInvalid')
    .gt(0, 'amountInvalid')
    .max(MAX_PRICE_EUROS, 'priceTooHigh')
    .refine(inCents, 'amountInCents')
    .optional(),
  goods_returned: z.boolean().default(false),
});
export type CreateCreditNote = z.input<typeof createCreditNoteSchema>;

export const pdfQuerySchema = z.object({ lang: z.enum(['en', 'lt']).optional() });

const text = (max: number) => z.string().trim().max(max, 'tooLong');

const companyInfoSchema = z.object({
  name: text(200).min(1, 'companyNameRequired'),
  company_code: text(50).nullable(),
  vat_number: text(50).nullable(),
  address: text(300),
  city: text(100),
  // Decision 063: the issuer's postal code and phone as documents print them (the country is text here: any country's form).
  postal_code: text(20).refine((value) => postalCodeRefusal(value, null) === null, 'postalCodeInvalid'),
  country: text(100),
  email: text(254),
  phone: phoneField,
  bank_name: text(200).nullable(),
  iban: text(50).nullable(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const invoiceSettingsSchema = z.object({
  invoice_prefix: text(20).regex(/^[A-Za-z0-9-]*$/, 'prefixInvalid'),
  pre_invoice_prefix: text(20).regex(/^[A-Za-z0-9-]*$/, 'prefixInvalid'),
  credit_note_prefix: text(20).regex(/^[A-Za-z0-9-]*$/, 'prefixInvalid'),
  number_padding: z.number().int().min(1).max(10),
  number_pattern: text(100).refine((p) => p.includes('{number}'), 'patternNeedsNumber'),
  yearly_reset: z.boolean(),
  /** The terms as text, derived from the rule on every write (decision 054); a client may still send a text the rule reads. */
  default_payment_terms: text(200).min(1),
  /** The shop's default rule; null only while an old text the migration could not read waits for a choice (net 30 applies). */
  default_payment_terms_rule: paymentTermsRuleSchema.nullable(),
  seller_company_details: text(2000).nullable(),
  /** "Sąskaitą išrašė": the position printed after the issuing administrator's name (required before the first document). */
  issuer_position: text(100).min(1, 'issuerPositionRequired').nullable(),
  /** The name printed on documents no administrator issued: a customer's own request or a job (required before the first document). */
  issuer_name: text(200).min(1, 'issuerNameRequired').nullable(),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;

export const updateInvoiceSettingsSchema = z.object({
  settings: invoiceSettingsSchema
    .partial()
    .extend({ default_payment_terms_rule: paymentTermsRuleSchema.optional(), version: versionField })
    .optional(),
  company: companyInfoSchema.partial().extend({ version: versionField }).optional(),
});

/** A document number from the pattern: {prefix}, {year} and the zero-padded {number}. */
export function formatDocumentNumber(pattern: string, prefix: string, number: number, padding: number, year: number): string {
  return pattern.replaceAll('{prefix}', prefix).replaceAll('{year}', String(year)).replaceAll('{number}', String(number).padStart(padding, '0'));
}
