import type { TestApp } from './build-test-app.ts';
import { bearer } from './factories.ts';
import { createProducts } from './products.ts';
import { placedOrder } from './shoppers.ts';

export interface InvoicedOrder {
  email: string;
  token: string;
  invoice: {
    id: number;
    invoice_number: string;
    total_amount: number;
    company_name: string;
    items: Array<{ sku: string }>;
  };
  products: [number, number];
  skus: [string, string];
}

/**
 * A customer whose ended order of 3 × €15.00 and 3 × €15.00 (€90.00 + €30.00 fee + €25.20 VAT) has
 * its invoice, the products having 50 units each before the order.
 */
export async function invoicedOrder(t: TestApp, admin: string, language: 'en' | 'lt' = 'en'): Promise<InvoicedOrder> {
  const products = (await createProducts(t.db, 2, { stock: 50, wholesale_price_cents: 1500 })) as [number, number];
  const { who, order } = await placedOrder(
    t.app,
    t.db,
    products.map((id) => [id, 3]),
  );
  await t.db.updateTable('users').set({ language }).where('id', '=', who.userId).execute();
  await t.app.inject({ method: 'PATCH', url: `/api/orders/admin/${order.id}/status`, headers: bearer(admin), payload: { status: 'ended' } });
  const invoice = (await t.app.inject({ method: 'GET', url: `/api/invoices/order/${order.id}`, headers: bearer(admin) })).json().invoice;
  const skus = invoice.items.map((item: { sku: string }) => item.sku) as [string, string];
  return { email: who.email, token: who.token, invoice, products, skus };
}
