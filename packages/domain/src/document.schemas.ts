import { z } from 'zod';
import { versionField } from './versioning.ts';
import { INVOICE_STATUSES, PRE_INVOICE_STATUSES } from './constants.ts';

export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type PreInvoiceStatus = (typeof PRE_INVOICE_STATUSES)[number];

/** Order statuses from which a customer may ask for a pre-invoice (spec: confirmed, processing, shipped, delivered). */
export const CUSTOMER_PRE_INVOICE_STATUSES = ['confirmed', 'payed', 'processing', 'sent', 'ended'] as const;

export const createPreInvoiceSchema = z
  .object({
    prepayment_percentage: z.number().int().min(1).max(100).default(100),
    validity_days: z.number().int().min(1).max(365).default(30),
    notes: z.string().trim().max(1000, 'tooLong').optional().nullable(),
  })
  .default({ prepayment_percentage: 100, validity_days: 30 });

export const invoiceStatusSchema = z.object({ status: z.enum(INVOICE_STATUSES) });
export const preInvoiceStatusSchema = z.object({ status: z.enum(PRE_INVOICE_STATUSES) });

export const documentListQuerySchema = z.object({
  status: z.string().max(20).optional(),
  order_id: z.coerce.number().int().positive().optional(),
});

export const pdfQuerySchema = z.object({ lang: z.enum(['en', 'lt']).optional() });

const text = (max: number) => z.string().trim().max(max, 'tooLong');

export const companyInfoSchema = z.object({
  name: text(200).min(1, 'companyNameRequired'),
  company_code: text(50).nullable(),
  vat_number: text(50).nullable(),
  address: text(300),
  city: text(100),
  postal_code: text(20),
  country: text(100),
  email: text(254),
  phone: text(50),
  bank_name: text(200).nullable(),
  iban: text(50).nullable(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const invoiceSettingsSchema = z.object({
  invoice_prefix: text(20).regex(/^[A-Za-z0-9-]*$/, 'prefixInvalid'),
  pre_invoice_prefix: text(20).regex(/^[A-Za-z0-9-]*$/, 'prefixInvalid'),
  number_padding: z.number().int().min(1).max(10),
  number_pattern: text(100).refine((p) => p.includes('{number}'), 'patternNeedsNumber'),
  yearly_reset: z.boolean(),
  default_payment_terms: text(200).min(1),
  seller_company_details: text(2000).nullable(),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;

export const updateInvoiceSettingsSchema = z.object({
  settings: invoiceSettingsSchema.partial().extend({ version: versionField }).optional(),
  company: companyInfoSchema.partial().extend({ version: versionField }).optional(),
});

/** A document number from the pattern: {prefix}, {year} and the zero-padded {number}. */
export function formatDocumentNumber(pattern: string, prefix: string, number: number, padding: number, year: number): string {
  return pattern.replaceAll('{prefix}', prefix).replaceAll('{year}', String(year)).replaceAll('{number}', String(number).padStart(padding, '0'));
}
