import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Order, Seller } from '@shop/domain';
import { orderSheetHtml } from './print-order.ts';

// The printed order is headed by the seller, as the documents are.
const t = ((key: string) => key) as unknown as TFunction;
const order = {
  order_number: 'ORD-202611-0057',
  status: 'received',
  created_at: '2026-11-20T10:00:00.000Z',
  customer_reference: null,
  company_name: 'Pirkėjas UAB',
  contact_person: null,
  email: 'b@example.lt',
  notes: null,
  items: [],
  subtotal: 0,
  shipping_amount: 0,
  tax_amount: 0,
  total_amount: 0,
  shipping_address: {
    address_name: 'A',
    street_address: 'S 1',
    city: 'Vilnius',
    postal_code: null,
    state_province: null,
    country: 'LT',
    tobacco_license: 'TL-1',
  },
  billing_address: { company_name: 'Pirkėjas UAB', address: 'S 1', city: 'Vilnius', postal_code: null, country: 'LT', phone: null },
} as unknown as Order;
const seller: Seller = {
  name: 'Dūmų <Didmena> UAB',
  company_code: '300000001',
  vat_number: 'LT100000001',
  address: 'Gedimino pr. 1',
  city: 'Vilnius',
  postal_code: 'LT-01103',
  country: 'LT',
  email: 'info@example.lt',
  phone: '+37060000000',
  bank_name: null,
  iban: null,
};

describe('the printed order sheet', () => {
  it('when the seller is known, then the sheet is headed by its name, codes, address and contacts, escaped', () => {
    const html = orderSheetHtml(order, t, 'en', seller);
    const head = html.slice(html.indexOf('<div class="head">'), html.indexOf('<div class="grid">'));
    expect(head).toContain('data-testid="print-seller"');
    expect(head).toContain('Dūmų &lt;Didmena&gt; UAB');
    for (const text of [
      'documents.view.companyCode: 300000001',
      'documents.view.vatCode: LT100000001',
      'Gedimino pr. 1',
      'LT-01103 Vilnius',
      'info@example.lt',
    ])
      expect(head).toContain(text);
  });

  it('when the seller is not known yet, then the sheet prints without its block', () => {
    expect(orderSheetHtml(order, t, 'en', null)).not.toContain('print-seller');
  });
});
