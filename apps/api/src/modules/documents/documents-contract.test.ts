import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceAnswerSchema, preInvoiceAnswerSchema } from '@shop/domain';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';
import { toInvoice, toPreInvoice } from './documents.view.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => new Date('2026-11-22T10:00:00Z') });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A Lithuanian customer with a billing address in Lithuania, a shipping address in Latvia and "Net 14 days". */
async function endedOrder() {
  const user = await createUser(t.db, { language: 'lt' });
  await t.db
    .updateTable('users')
    .set({
      billing_address: 'Laisvės al. 1',
      billing_city: 'Kaunas',
      billing_country: 'Lithuania',
      payment_terms: 'Net 14 days',
      payment_terms_rule: '{"code":"net_days","days":14}',
    })
    .where('id', '=', user.id)
    .execute();
  const { token } = await login(t.app, user.email);
  const address = (
    await call(token, 'POST', '/api/users/addresses', {
      address_name: 'Sandėlis',
      street_address: 'Brīvības iela 1',
      city: 'Rīga',
      country: 'Latvia',
      tobacco_license: 'TL-777',
    })
  ).json().address;
  const [product] = await createProducts(t.db, 1, { stock: 10, wholesale_price_cents: 1000 });
  await call(token, 'POST', '/api/cart/add', { product_id: product, quantity: 2 });
  const order = (await call(token, 'POST', '/api/orders', { shipping_address_id: address.id, accept_tax_notice: true })).json().order;
  await call(admin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'confirmed' });
  const pre = (await call(admin, 'POST', `/api/orders/admin/${order.id}/create-pre-invoice`, {})).json().preInvoice;
  await call(admin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'ended' });
  const invoice = (await call(token, 'GET', `/api/invoices/order/${order.id}`)).json().invoice;
  return { token, order, invoiceId: invoice.id as number, preInvoiceId: pre.id as number };
}

describe('the documents contract', () => {
  it('when an invoice and a pre-invoice are read, then the answers carry every field the API builds, as the domain schema declares', async () => {
    const { token, order, invoiceId, preInvoiceId } = await endedOrder();
    const invoice = (await call(token, 'GET', `/api/invoices/${invoiceId}`)).json();
    const preInvoice = (await call(admin, 'GET', `/api/pre-invoices/admin/${preInvoiceId}`)).json();
    const invoiceRow = await t.db.selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirstOrThrow();
    const preRow = await t.db.selectFrom('pre_invoices').selectAll().where('id', '=', preInvoiceId).executeTakeFirstOrThrow();
    expect(invoice.invoice).toEqual(JSON.parse(JSON.stringify(toInvoice(invoiceRow, order.order_number, '2026-11-22'))));
    expect(preInvoice.preInvoice).toEqual(JSON.parse(JSON.stringify(toPreInvoice(preRow, order.order_number, '2026-11-22'))));
    expect(invoiceAnswerSchema.safeParse(invoice).success).toBe(true);
    expect(preInvoiceAnswerSchema.safeParse(preInvoice).success).toBe(true);
  });
});

describe('the shop vocabulary in PDFs', () => {
  it('when the invoice PDF is in Lithuanian, then countries and payment terms are Lithuanian; in English, as stored', async () => {
    const { token, invoiceId } = await endedOrder();
    const lt = await pdfText((await call(token, 'GET', `/api/invoices/${invoiceId}/pdf?lang=lt`)).rawPayload);
    expect(lt).toContain('Lietuva');
    expect(lt).toContain('Latvija');
    expect(lt).toContain('Mokėjimo sąlygos: Apmokėti per 14 dienų');
    expect(lt).not.toMatch(/Lithuania|Latvia|Net 14 days/);
    const en = await pdfText((await call(token, 'GET', `/api/invoices/${invoiceId}/pdf?lang=en`)).rawPayload);
    expect(en).toContain('Lithuania');
    expect(en).toContain('Latvia');
    expect(en).toContain('Payment terms: Net 14 days');
  });

  it('when the pre-invoice PDF is in Lithuanian, then its shipping country is Lithuanian too', async () => {
    const { token, preInvoiceId } = await endedOrder();
    const lt = await pdfText((await call(token, 'GET', `/api/pre-invoices/${preInvoiceId}/pdf?lang=lt`)).rawPayload);
    expect(lt).toContain('Latvija');
    expect(lt).not.toContain('Latvia,');
  });
});
