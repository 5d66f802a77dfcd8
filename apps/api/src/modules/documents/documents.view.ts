import type { Selectable } from 'kysely';
import { z } from 'zod';
import {
  centsToEuros,
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
export const documentLineSchema = orderItemSchema
  .pick({ brand: true, name: true, flavor: true, weight: true, sku: true, quantity: true })
  .extend({ unit_price_cents: z.number().int(), total_price_cents: z.number().int() });
export type DocumentLine = z.infer<typeof documentLineSchema>;

export type { BuyerSnapshot };

/** Multi-line texts as the spec's viewer expects them (the billing text starts with the company name). */
export function billingText(buyer: BillingSnapshot): string {
  return [buyer.company_name, buyer.address, [buyer.postal_code, buyer.city].filter(Boolean).join(' '), buyer.country].filter(Boolean).join('\n');
}

export function shippingText(shipping: ShippingSnapshot, licenceLabel = 'Tobacco licence'): string {
  return [
    shipping.address_name,
    shipping.street_address,
    [shipping.postal_code, shipping.city].filter(Boolean).join(' '),
    shipping.state_province,
    shipping.country,
    `${licenceLabel}: ${shipping.tobacco_license}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** What every kind of document has in its row. */
type CommonRow = Omit<Selectable<InvoicesTable>, 'invoice_number' | 'pre_invoice_id' | 'status' | 'user_id' | 'updated_at'>;

function common(row: CommonRow, orderNumber: string) {
  // The snapshots were written from these same shapes when the document was issued.
  const buyer = buyerSnapshotSchema.parse(JSON.parse(row.customer_snapshot));
  const seller = sellerSchema.parse(JSON.parse(row.seller_snapshot));
  const lines = z.array(documentLineSchema).parse(JSON.parse(row.items_snapshot));
  return {
    id: row.id,
    order_id: row.order_id,
    order_number: orderNumber,
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

export function toInvoice(row: Selectable<InvoicesTable>, orderNumber: string): Invoice {
  return {
    ...common(row, orderNumber),
    invoice_number: row.invoice_number,
    // The column holds one of the domain's statuses (the routes write nothing else).
    status: invoiceSchema.shape.status.parse(row.status),
    supply_date: row.issue_date,
    pre_invoice_id: row.pre_invoice_id,
  };
}

export function toPreInvoice(row: Selectable<PreInvoicesTable>, orderNumber: string, today: string): PreInvoice {
  const base = common(row, orderNumber);
  return {
    ...base,
    pre_invoice_number: row.pre_invoice_number,
    status: preInvoiceSchema.shape.status.parse(row.status),
    valid_until: row.valid_until,
    prepayment_percentage: row.prepayment_percentage,
    prepayment_amount: centsToEuros(row.prepayment_cents),
    is_expired: row.valid_until < today && row.status !== 'paid' && row.status !== 'converted',
    converted_invoice_id: row.converted_invoice_id,
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
  return {
    ...common({ ...row, due_date: null, paid_date: null, notes: null }, row.order_number),
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
