import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createProducts } from '../../test/products.ts';
import { placedOrder } from '../../test/shoppers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => new Date('2026-11-22T10:00:00Z') });
  const user = await createUser(t.db, { admin: true });
  await t.db.updateTable('users').set({ contact_person: 'Ona Onaitė' }).where('id', '=', user.id).execute();
  admin = (await login(t.app, user.email)).token;
  const settings = (await call(admin, 'GET', '/api/invoices/settings')).json();
  await call(admin, 'PUT', '/api/invoices/settings', {
    settings: { version: settings.settings.version, issuer_position: 'Pardavimų vadybininkė', issuer_name: 'Jonas Jonaitis' },
  });
});
afterAll(async () => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('who issued a document', () => {
  it('when an administrator ends an order, then its invoice names them with the settings’ position under "Sąskaitą išrašė", with a line for "Sąskaitą priėmė"', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 10 });
    const { order } = await placedOrder(t.app, t.db, [[product!, 1]]);
    await call(admin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'ended' });
    const invoice = (await call(admin, 'GET', `/api/invoices/order/${order.id}`)).json().invoice;
    expect(invoice.issued_by).toEqual({ name: 'Ona Onaitė', position: 'Pardavimų vadybininkė' });
    const lt = flat(await pdfText((await call(admin, 'GET', `/api/invoices/admin/${invoice.id}/pdf?lang=lt`)).rawPayload));
    expect(lt).toContain('Sąskaitą išrašė: Ona Onaitė, Pardavimų vadybininkė');
    expect(lt).toContain('Sąskaitą priėmė:');
    expect(lt).toMatch(/Suma žodžiais: .+ eur(as|ai|ų) \d\d ct/);
    const en = flat(await pdfText((await call(admin, 'GET', `/api/invoices/admin/${invoice.id}/pdf?lang=en`)).rawPayload));
    expect(en).toContain('Issued by: Ona Onaitė, Pardavimų vadybininkė');
    expect(en).toContain('Received by:');
  });

  it('when a customer asks for their own pre-invoice, then it names the settings’ issuer, not the customer', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 10 });
    const { who, order } = await placedOrder(t.app, t.db, [[product!, 1]]);
    await call(admin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'confirmed' });
    const created = await call(who.token, 'POST', `/api/pre-invoices/create-from-order/${order.id}`);
    expect(created.json().preInvoice.issued_by).toEqual({ name: 'Jonas Jonaitis', position: 'Pardavimų vadybininkė' });
  });
});

describe('a shop whose invoice settings name no issuer yet', () => {
  let bare: TestApp;
  let bareAdmin: string;
  beforeAll(async () => {
    bare = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => new Date('2026-11-22T10:00:00Z'), issuer: false });
    bareAdmin = (await login(bare.app, (await createUser(bare.db, { admin: true })).email)).token;
  });
  afterAll(async () => bare.close());
  const ask = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    bare.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const nextNumbers = async () => (await ask(bareAdmin, 'GET', '/api/invoices/settings')).json().next_numbers;

  it('when a customer asks for a pre-invoice or an administrator ends an order, then both are refused naming the settings and no number is taken', async () => {
    const [product] = await createProducts(bare.db, 1, { stock: 10 });
    const { who, order } = await placedOrder(bare.app, bare.db, [[product!, 1]]);
    const before = await nextNumbers();
    expect((await ask(bareAdmin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'confirmed' })).statusCode).toBe(200);
    const pre = await ask(who.token, 'POST', `/api/pre-invoices/create-from-order/${order.id}`);
    expect([pre.statusCode, pre.json().reason, pre.json().error]).toEqual([
      409,
      'issuerMissing',
      'Enter who issues documents (name and position) in the invoice settings before issuing the first document',
    ]);
    const ended = await ask(bareAdmin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'ended' });
    expect([ended.statusCode, ended.json().reason]).toEqual([409, 'issuerMissing']);
    expect(await nextNumbers()).toEqual(before);
    expect((await ask(bareAdmin, 'GET', `/api/invoices/order/${order.id}`)).statusCode).toBe(404);
  });

  it('when only the position is set, then documents are still refused; once both are set the customer’s pre-invoice names the settings’ issuer', async () => {
    const [product] = await createProducts(bare.db, 1, { stock: 10 });
    const { who, order } = await placedOrder(bare.app, bare.db, [[product!, 1]]);
    await ask(bareAdmin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'confirmed' });
    const version = async () => (await ask(bareAdmin, 'GET', '/api/invoices/settings')).json().settings.version;
    await ask(bareAdmin, 'PUT', '/api/invoices/settings', { settings: { version: await version(), issuer_position: 'Direktorė' } });
    expect((await ask(who.token, 'POST', `/api/pre-invoices/create-from-order/${order.id}`)).json().reason).toBe('issuerMissing');
    const blank = await ask(bareAdmin, 'PUT', '/api/invoices/settings', { settings: { version: await version(), issuer_name: '   ' } });
    expect([blank.statusCode, blank.json().details?.['settings.issuer_name'] ?? blank.json().error]).toEqual([
      400,
      expect.stringContaining("issuer's name"),
    ]);
    await ask(bareAdmin, 'PUT', '/api/invoices/settings', { settings: { version: await version(), issuer_name: 'Eglė Vadovė' } });
    const created = await ask(who.token, 'POST', `/api/pre-invoices/create-from-order/${order.id}`);
    expect([created.statusCode, created.json().preInvoice.issued_by]).toEqual([201, { name: 'Eglė Vadovė', position: 'Direktorė' }]);
  });
});
