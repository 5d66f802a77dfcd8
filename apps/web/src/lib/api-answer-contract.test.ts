import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminOrdersAnswerSchema, invoiceAnswerSchema } from '@shop/domain';
import { documentAnswers } from '@/api/documents/answers.ts';
import { api, ApiError } from './api-client.ts';

const answering = (body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );

const seller = {
  name: 'Hookah Wholesale UAB',
  company_code: '305000001',
  vat_number: 'LT100000000001',
  address: 'Gedimino pr. 1',
  city: 'Vilnius',
  postal_code: 'LT-01103',
  country: 'Lithuania',
  email: 'info@example.com',
  phone: '+370 600 00000',
  bank_name: null,
  iban: null,
};
const invoice = {
  id: 7,
  order_id: 3,
  order_number: 'ORD-202611-0003',
  customer_reference: null,
  issue_date: '2026-11-22',
  due_date: '2026-12-22',
  paid_date: null,
  payment_terms: 'Net 30 days',
  subtotal: 45,
  shipping_amount: 0,
  tax_rate: 0.21,
  tax_amount: 9.45,
  total_amount: 54.45,
  notes: null,
  created_at: '2026-11-22T10:00:00.000Z',
  company_name: 'Baras UAB',
  contact_person: 'Ona',
  email: 'ona@example.com',
  company_reg_number: '300000000',
  vat_number: null,
  billing_address: 'Baras UAB',
  city: null,
  postal_code: null,
  country: null,
  shipping_address: 'Baras',
  seller,
  buyer: {
    company_name: 'Baras UAB',
    company_reg_number: '300000000',
    vat_number: null,
    contact_person: 'Ona',
    phone: null,
    email: 'ona@example.com',
    address: null,
    city: null,
    postal_code: null,
    country: null,
    shipping: {
      address_name: 'Baras',
      street_address: 'Ąžuolyno g. 3',
      city: 'Kaunas',
      state_province: null,
      postal_code: null,
      country: 'Lithuania',
      tobacco_license: 'TL-1',
    },
  },
  issued_by: { name: 'Ona Onaitė', position: 'Vadybininkė' },
  items: [],
  invoice_number: 'HW-2026-00001',
  status: 'sent',
  supply_date: '2026-11-22',
  pre_invoice_id: null,
  payment_terms_rule: { code: 'net_days', days: 30 },
  payment_terms_line: { code: 'net_days', days: 30 },
  paid_amount: 0,
  credited_amount: 0,
  open_amount: 54.45,
  is_overdue: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('answers parsed against their domain contract in development builds and unit tests', () => {
  it('when the tests run (a development mode), then the documents fetchers have their contracts', () => {
    expect(import.meta.env.DEV).toBe(true);
    expect(documentAnswers?.invoice).toBe(invoiceAnswerSchema);
  });

  it('when an answer matches its contract, then the parsed answer is returned', async () => {
    answering({ success: true, invoice });
    const answer = await api('/invoices/7', { answer: documentAnswers?.invoice });
    expect(answer.invoice.invoice_number).toBe('HW-2026-00001');
  });

  it('when an answer breaks its contract, then the call fails as an invalid response and the broken field is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answering({ success: true, invoice: { ...invoice, status: 'lost', total_amount: '54.45' } });
    const failure = await api('/invoices/7', { answer: documentAnswers?.invoice }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('INVALID_RESPONSE');
    expect(String(logged.mock.calls[0]?.[1])).toContain('total_amount');
  });

  it('when a document list answers rows with their paging, then they are read, and a whole document sent in a list keeps only the row’s fields', async () => {
    answering({ success: true, invoices: [{ ...invoice, user_id: 4 }], pagination: { page: 1, limit: 50, total: 1, pages: 1 } });
    const answer = await api('/invoices/admin/all', { answer: documentAnswers?.invoices });
    expect(answer.pagination.total).toBe(1);
    for (const snapshot of ['items', 'seller', 'buyer', 'billing_address']) expect(answer.invoices[0]).not.toHaveProperty(snapshot);
    expect(answer.invoices[0]).toMatchObject({ invoice_number: 'HW-2026-00001', company_name: invoice.company_name, user_id: 4 });
  });

  it('when a document list answers without its paging, then the call fails as an invalid response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answering({ success: true, invoices: [] });
    const failure = await api('/invoices/admin/all', { answer: documentAnswers?.invoices }).catch((error: unknown) => error);
    expect((failure as ApiError).code).toBe('INVALID_RESPONSE');
  });

  it('when the administrators’ orders list answers whole orders, then each keeps only the row’s fields the list screens read', async () => {
    const buyer = { company_name: 'Baras UAB', contact_person: 'Ona', email: 'ona@example.com' };
    const order = {
      id: 3,
      order_number: 'ORD-202611-0003',
      user_id: 4,
      status: 'ended',
      created_at: '2026-11-22T10:00:00.000Z',
      updated_at: '2026-11-23T10:00:00.000Z',
      version: 3,
      subtotal: 45,
      tax_amount: 9.45,
      shipping_amount: 0,
      order_completion_fee: 0,
      total_amount: 54.45,
      has_pre_invoice: true,
      has_invoice: true,
      invoice_status: 'sent',
      customer_reference: 'PO-17',
      ...buyer,
      notes: 'Skambinti',
      items: [{ id: 1 }],
      billing_address: invoice.buyer,
      shipping_address: invoice.buyer.shipping,
    };
    answering({ success: true, orders: [order], pagination: { page: 1, limit: 50, total: 1, pages: 1 } });
    const answer = await api('/orders/admin/all', { answer: adminOrdersAnswerSchema });
    for (const whole of ['items', 'billing_address', 'shipping_address', 'notes']) expect(answer.orders[0]).not.toHaveProperty(whole);
    expect(answer.orders[0]).toMatchObject({
      ...buyer,
      user_id: 4,
      version: 3,
      invoice_status: 'sent',
      total_amount: 54.45,
      customer_reference: 'PO-17',
    });
  });

  it('when an orders list row lacks what the list shows (the buyer’s company), then the call fails as an invalid response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answering({
      success: true,
      orders: [{ id: 3, order_number: 'ORD-202611-0003', status: 'received', total_amount: 1 }],
      pagination: { page: 1, limit: 50, total: 1, pages: 1 },
    });
    const failure = await api('/orders/admin/all', { answer: adminOrdersAnswerSchema }).catch((error: unknown) => error);
    expect((failure as ApiError).code).toBe('INVALID_RESPONSE');
  });

  it('when a fetcher passes no contract, then the answer is returned as sent', async () => {
    answering({ success: true, anything: 1 });
    await expect(api<{ anything: number }>('/whatever')).resolves.toEqual({ success: true, anything: 1 });
  });
});
