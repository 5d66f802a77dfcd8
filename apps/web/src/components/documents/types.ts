import type { CompanyInfo } from '@shop/domain';

/**
 * The shapes the document views read (docs/api.md "Documents"). Fields are loose on purpose so both the
 * customer answers and the administrator answers fit; every field the views show is optional.
 */
export interface DocumentLine {
  brand?: string | null;
  name?: string | null;
  flavor?: string | null;
  weight?: string | null;
  sku?: string | null;
  quantity: number;
  unit_price: number;
  total_price: number;
  product_name?: string | null;
  product_sku?: string | null;
}

export type SellerDetails = Partial<CompanyInfo>;

export interface DocumentCommon {
  id: number;
  order_id?: number | null;
  order_number?: string | null;
  status: string;
  issue_date?: string | null;
  due_date?: string | null;
  payment_terms?: string | null;
  subtotal: number;
  shipping_amount?: number | null;
  tax_rate?: number | null;
  tax_amount: number;
  total_amount: number;
  notes?: string | null;
  created_at?: string | null;
  company_name?: string | null;
  contact_person?: string | null;
  email?: string | null;
  company_reg_number?: string | null;
  vat_number?: string | null;
  billing_address?: string | null;
  city?: string | null;
  postal_code?: string | null;
  country?: string | null;
  shipping_address?: string | null;
  seller?: SellerDetails | null;
  buyer?: Record<string, unknown> | null;
  items: DocumentLine[];
}

export interface InvoiceDocument extends DocumentCommon {
  invoice_number: string;
  supply_date?: string | null;
  paid_date?: string | null;
}

export interface PreInvoiceDocument extends DocumentCommon {
  pre_invoice_number: string;
  valid_until?: string | null;
  prepayment_percentage?: number | null;
  prepayment_amount?: number | null;
  is_expired?: boolean | null;
}
