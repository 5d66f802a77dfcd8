import type { CompanyInfo, InvoiceSettings, InvoiceStatus, PreInvoiceStatus } from '@shop/domain';

/** One line of an issued document (frozen snapshot). */
export interface DocumentItem {
  brand: string;
  name: string;
  flavor: string;
  weight: string;
  sku: string;
  quantity: number;
  unit_price: number;
  total_price: number;
  product_name: string;
  product_sku: string;
}

/** Fields shared by invoices and pre-invoices (docs/api.md "Documents"). */
interface DocumentBase {
  id: number;
  order_id: number;
  order_number: string;
  issue_date: string;
  due_date: string | null;
  paid_date: string | null;
  payment_terms: string | null;
  subtotal: number;
  shipping_amount: number;
  tax_rate: number;
  tax_amount: number;
  total_amount: number;
  notes: string | null;
  created_at: string;
  company_name: string;
  contact_person: string | null;
  email: string;
  company_reg_number: string | null;
  vat_number: string | null;
  billing_address: string;
  city: string | null;
  postal_code: string | null;
  country: string | null;
  shipping_address: string;
  seller: CompanyInfo;
  buyer: Record<string, unknown>;
  items: DocumentItem[];
}

export interface AdminInvoice extends DocumentBase {
  invoice_number: string;
  status: InvoiceStatus;
  supply_date: string;
  pre_invoice_id: number | null;
}

export interface AdminPreInvoice extends DocumentBase {
  pre_invoice_number: string;
  status: PreInvoiceStatus;
  valid_until: string;
  prepayment_percentage: number;
  prepayment_amount: number;
  is_expired: boolean;
  converted_invoice_id: number | null;
  customer_snapshot: string;
}

export interface InvoiceSettingsAnswer {
  success: true;
  /** `version`: goes up with every save, 0 while never saved; sent back with the next save. */
  settings: InvoiceSettings & { version?: number };
  company: CompanyInfo & { version?: number };
  next_numbers: { invoice: string; pre_invoice: string };
}
