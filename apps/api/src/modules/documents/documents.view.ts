import type { Selectable } from 'kysely';
import { z } from 'zod';
import {
  centsToEuros,
  countryText,
  documentPaymentTerms,
  parseStoredPaymentTermsRule,
  CREDIT_LINE_KINDS,
  VAT_RATE,
  type BillingSnapshot,
  buyerSnapshotSchema,
  type BuyerSnapshot,
  invoiceSchema,
  issuerSchema,
  type CreditNote,
  orderItemSchema,
  preInvoiceSchema,
  type Invoice,
  type PreInvoice,
  sellerSchema,
  type ShippingSnapshot,
} from '@shop/domain';
import type { InvoicesTable, PreInvoicesTable } from '../../db/schema.ts';
import type { CreditNoteRow } from './credit-notes.repository.ts';

/** One line as a document stores it (`items_snapshot`): the order line's words, prices in cents. */
const documentLineSchema = orderItemSchema.pick({ brand: true, name: true, flavor: true, weight: true, sku: true, quantity: true }).extend({
  unit_price_cents: z.number().int(),
  total_price_cents: z.number().int(),
  // Credit-note lines (decision 055): a price correction's difference is its unit price; no kind is a returned line.
  kind: z.enum(CREDIT_LINE_KINDS).optional(),
  invoiced_unit_price_cents: z.number().int().optional(),
  corrected_unit_price_cents: z.number().int().optional(),
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

export type { BuyerSnapshot };

/** Multi-line texts as the document viewer expects them (the billing text starts with the company name). */
export function billingText(buyer: BillingSnapshot): string {
  // Countries are codes (decision 053): the text names them in English, as it did before.
  const country = countryText(buyer.country, 'en');
  return [buyer.company_name, buyer.address, [buyer.postal_code, buyer.city].filter(Boolean).join(' '), country].filter(Boolean).join('\n');
}

export function shippingText(shipping: ShippingSnapshot, licenceLabel = 'Tobacco licence'): string {
  return [
    shipping.address_name,
    shipping.street_address,
    [shipping.postal_code, shipping.city].filter(Boolean).join(' '),
    shipping.state_province,
    countryText(shipping.country, 'en'),
    `${licenceLabel}: ${shipping.tobacco_license}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** What every kind of document has in its row. */
type CommonRow = Omit<
  Selectable<InvoicesTable>,
  'invoice_number' | 'pre_invoice_id' | 'status' | 'user_id' | 'updated_at' | 'payment_terms_rule' | 'paid_cents' | 'credited_cents'
>;

/** A document's lines as its `items_snapshot` stores them. */
export const linesOf = (itemsSnapshot: string): DocumentLine[] => z.array(documentLineSchema).parse(JSON.parse(itemsSnapshot));

/** `lines`: the row's `items_snapshot` read, when the caller has read it already. */
function common(row: CommonRow, orderNumber: string, lines = linesOf(row.items_snapshot)) {
  // The snapshots were written from these same shapes when the document was issued.
  const buyer = buyerSnapshotSchema.parse(JSON.parse(row.customer_snapshot));
  const seller = sellerSchema.parse(JSON.parse(row.seller_snapshot));
  return {
    id: row.id,
    order_id: row.order_id,
    order_number: orderNumber,
    customer_reference: row.customer_reference,
    issue_date: row.issue_date,
    due_date: row.due_date,
    paid_date: row.paid_date,
    payment_terms: row.payment_terms,
    subtotal: centsToEuros(row.subtotal_cents),
    shipping_amount: centsToEuros(row.shipping_cents),
    tax_rate: VAT_RATE,
    tax_amount: centsToEuros(row.tax_cents),
    total_amount: centsToEuros(row.total_cents),
    notes: row.notes,
    created_at: row.created_at,
    company_name: buyer.company_name,
    contact_person: buyer.contact_person,
    email: buyer.email,
    company_reg_number: buyer.company_reg_number,
    vat_number: buyer.vat_number,
    billing_address: row.billing_address ?? billingText(buyer),
    city: buyer.city,
    postal_code: buyer.postal_code,
    country: buyer.country,
    shipping_address: row.shipping_address ?? shippingText(buyer.shipping),
    seller,
    buyer,
    issued_by: row.issuer_snapshot ? issuerSchema.parse(JSON.parse(row.issuer_snapshot)) : null,
    items: lines.map((line) => ({
      brand: line.brand,
      name: line.name,
      flavor: line.flavor,
      weight: line.weight,
      sku: line.sku,
      quantity: line.quantity,
      unit_price: centsToEuros(line.unit_price_cents),
      total_price: centsToEuros(line.total_price_cents),
      product_name: `${line.brand} ${line.name} ${line.weight}`,
      product_sku: line.sku,
    })),
  };
}

/** The answers' shapes are the domain's (document.responses.ts). */
export type InvoiceView = Invoice;
export type PreInvoiceView = PreInvoice;

/**
 * The rule an invoice was issued with and the line it prints, from the same function as its due date
 * (decision 054); an old invoice whose text no rule was found for prints that text as issued.
 */
function invoiceTerms(row: Selectable<InvoicesTable>): Pick<Invoice, 'payment_terms_rule' | 'payment_terms_line'> {
  const rule = parseStoredPaymentTermsRule(row.payment_terms_rule);
  return {
    payment_terms_rule: rule,
    payment_terms_line: rule
      ? documentPaymentTerms({ kind: 'invoice', rule, issueDate: row.issue_date }).line
      : { code: 'as_issued', text: row.payment_terms ?? '' },
  };
}

/** An invoice's money (decision 078), as the whole invoice and a list row say it: paid, open and whether it is overdue today. */
export function invoiceMoney(
  row: { status: string; due_date: string | null; total_cents: number; credited_cents: number; paid_cents: number },
  today: string,
): Pick<Invoice, 'paid_amount' | 'open_amount' | 'is_overdue'> {
  const open = row.total_cents - row.credited_cents - row.paid_cents;
  return {
    paid_amount: centsToEuros(row.paid_cents),
    open_amount: centsToEuros(open),
    is_overdue: row.status !== 'cancelled' && open > 0 && row.due_date !== null && row.due_date < today,
  };
}

/** A pre-invoice's money: paid, and what of its prepayment is still open. */
export const preInvoiceMoney = (row: { prepayment_cents: number; paid_cents: number }): Pick<PreInvoice, 'paid_amount' | 'open_amount'> => ({
  paid_amount: centsToEuros(row.paid_cents),
  open_amount: centsToEuros(row.prepayment_cents - row.paid_cents),
});

/** Whether a pre-invoice has lapsed on `today`: past its last day, neither paid nor converted (the whole one and its list row say the same). */
export const preInvoiceExpired = (row: { valid_until: string; status: string }, today: string): boolean =>
  row.valid_until < today && row.status !== 'paid' && row.status !== 'converted';

export function toInvoice(row: Selectable<InvoicesTable>, orderNumber: string, today: string): Invoice {
  return {
    ...common(row, orderNumber),
    invoice_number: row.invoice_number,
    // The column holds one of the domain's statuses (the routes write nothing else).
    status: invoiceSchema.shape.status.parse(row.status),
    supply_date: row.issue_date,
    pre_invoice_id: row.pre_invoice_id,
    ...invoiceTerms(row),
    credited_amount: centsToEuros(row.credited_cents),
    ...invoiceMoney(row, today),
  };
}

export function toPreInvoice(row: Selectable<PreInvoicesTable>, orderNumber: string, today: string): PreInvoice {
  const base = common(row, orderNumber);
  return {
    ...base,
    pre_invoice_number: row.pre_invoice_number,
    status: preInvoiceSchema.shape.status.parse(row.status),
    valid_until: row.valid_until,
    payment_terms_rule: parseStoredPaymentTermsRule(row.payment_terms_rule),
    payment_terms_line: documentPaymentTerms({
      kind: 'pre_invoice',
      issueDate: row.issue_date,
      validUntil: row.valid_until,
      prepaymentPercentage: row.prepayment_percentage,
    }).line,
    prepayment_percentage: row.prepayment_percentage,
    prepayment_amount: centsToEuros(row.prepayment_cents),
    is_expired: preInvoiceExpired(row, today),
    converted_invoice_id: row.converted_invoice_id,
    ...preInvoiceMoney(row),
    customer_snapshot: JSON.stringify({
      company_name: base.buyer.company_name,
      full_name: base.buyer.contact_person,
      email: base.buyer.email,
      phone: base.buyer.phone,
      vat_number: base.buyer.vat_number,
      company_reg_number: base.buyer.company_reg_number,
      city: base.buyer.city,
      postal_code: base.buyer.postal_code,
      country: base.buyer.country,
    }),
  };
}

/** A credit note: the invoice's parties and prices, negative quantities and amounts, and the invoice it corrects. */
export function toCreditNote(row: CreditNoteRow): CreditNote {
  const lines = linesOf(row.items_snapshot);
  const base = common({ ...row, due_date: null, paid_date: null, notes: null }, row.order_number, lines);
  const euros = (cents: number | undefined) => (cents === undefined ? null : centsToEuros(cents));
  return {
    ...base,
    items: base.items.map((item, i) => ({
      ...item,
      kind: lines[i]?.kind ?? 'returned',
      invoiced_unit_price: euros(lines[i]?.invoiced_unit_price_cents),
      corrected_unit_price: euros(lines[i]?.corrected_unit_price_cents),
    })),
    // What the subtotal holds beyond the lines: a discount on the whole invoice (decision 055).
    discount_amount: centsToEuros(row.subtotal_cents - lines.reduce((sum, line) => sum + line.total_price_cents, 0)),
    credit_note_number: row.credit_note_number,
    invoice_id: row.invoice_id,
    invoice_number: row.invoice_number,
    invoice_date: row.invoice_date,
    reason: row.reason,
    goods_returned: Boolean(row.goods_returned),
  };
}

export type DocumentKind = 'invoice' | 'pre_invoice' | 'credit_note';
/** Any issued document with its kind (the PDF and the mail attachment take any). */
export type KindedDocument = ({ kind: 'invoice' } & Invoice) | ({ kind: 'pre_invoice' } & PreInvoice) | ({ kind: 'credit_note' } & CreditNote);
