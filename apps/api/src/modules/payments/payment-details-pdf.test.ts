import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { invoicedOrder } from '../../test/invoices.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createProducts } from '../../test/products.ts';
import { placedOrder } from '../../test/shoppers.ts';
import { DEFAULT_COMPANY } from '../settings/index.ts';

// Decision 079: invoices and pre-invoices print what a payer types into the bank transfer.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => new Date('2026-10-15T10:00:00Z') });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
const pdfOf = async (url: string) => (await pdfText((await call('GET', url)).rawPayload)).replace(/\s+/g, ' ');
const account = `${DEFAULT_COMPANY.name}, IBAN ${DEFAULT_COMPANY.iban}, ${DEFAULT_COMPANY.bank_name}`;

describe('the payment details on documents', () => {
  it('when an invoice is drawn, then it prints its number as the payment reference and the seller’s IBAN and bank, in Lithuanian and in English', async () => {
    const { invoice } = await invoicedOrder(t.app, t.db, admin);
    const lt = await pdfOf(`/api/invoices/admin/${invoice.id}/pdf?lang=lt`);
    expect(lt).toContain(`Mokėjimo paskirtis: ${invoice.invoice_number}`);
    expect(lt).toContain(`Mokėti į sąskaitą: ${account}`);
    const en = await pdfOf(`/api/invoices/admin/${invoice.id}/pdf?lang=en`);
    expect(en).toContain(`Payment reference: ${invoice.invoice_number}`);
    expect(en).toContain(`Pay to: ${account}`);
  });

  it('when a pre-invoice is drawn, then it prints its own number as the payment reference and the seller’s account', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 10, wholesale_price_cents: 900 });
    const { order } = await placedOrder(t.app, t.db, [[product!, 2]]);
    await call('PATCH', `/api/orders/admin/${order.id}/status`, { status: 'confirmed' });
    const pre = (await call('POST', `/api/orders/admin/${order.id}/create-pre-invoice`, { prepayment_percentage: 30, validity_days: 14 })).json()
      .preInvoice;
    const lt = await pdfOf(`/api/pre-invoices/admin/${pre.id}/pdf?lang=lt`);
    expect(lt).toContain(`Mokėjimo paskirtis: ${pre.pre_invoice_number}`);
    expect(lt).toContain(`Mokėti į sąskaitą: ${account}`);
    const en = await pdfOf(`/api/pre-invoices/admin/${pre.id}/pdf?lang=en`);
    expect(en).toContain(`Payment reference: ${pre.pre_invoice_number}`);
  });
});
