import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '@shop/domain';
import { convertPaymentTerms } from '../../db/migrations/2026-11-28-payment-terms-rule.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { burst, expectNoServerError, tally } from '../../test/parallel.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createProducts } from '../../test/products.ts';
import { shopper, type Shopper } from '../../test/shoppers.ts';

// Decision 054: payment terms are a rule chosen by administrators; one domain function gives each
// document's due date and the terms line it prints. The clock stands on 22 November 2026.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => new Date('2026-11-22T10:00:00Z') });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function userVersion(id: number): Promise<number> {
  return (await call(admin, 'GET', `/api/users/admin/${id}`)).json().user.version;
}

/** A customer whose terms the administrator chose (or not), with one shipping address. */
async function customerWith(rule?: object): Promise<Shopper> {
  const who = await shopper(t.app, t.db);
  if (rule) {
    const set = await call(admin, 'PUT', `/api/users/admin/${who.userId}`, { payment_terms_rule: rule, version: await userVersion(who.userId) });
    expect(set.statusCode).toBe(200);
  }
  return who;
}

async function orderOf(who: Shopper, status?: 'confirmed' | 'ended') {
  const [product] = await createProducts(t.db, 1, { stock: 100, wholesale_price_cents: 1000 });
  await call(who.token, 'POST', '/api/cart/add', { product_id: product, quantity: 2 });
  const order = (await call(who.token, 'POST', '/api/orders', { shipping_address_id: who.addressId, accept_tax_notice: true })).json().order;
  if (status) expect((await call(admin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status })).statusCode).toBe(200);
  return order as { id: number };
}

async function invoiceOf(who: Shopper) {
  const order = await orderOf(who, 'ended');
  return (await call(who.token, 'GET', `/api/invoices/order/${order.id}`)).json().invoice;
}

const pdfOf = async (token: string, url: string, lang: 'en' | 'lt') => pdfText((await call(token, 'GET', `${url}?lang=${lang}`)).rawPayload);

describe('invoices are due by the rule the customer was given', () => {
  it('when a net 14 days customer is invoiced, then the invoice is due 14 days after issue and both PDFs print that line beside that date', async () => {
    const who = await customerWith({ code: 'net_days', days: 14 });
    const invoice = await invoiceOf(who);
    expect(invoice).toMatchObject({
      issue_date: '2026-11-22',
      due_date: '2026-12-06',
      payment_terms: 'Net 14 days',
      payment_terms_rule: { code: 'net_days', days: 14 },
      payment_terms_line: { code: 'net_days', days: 14 },
    });
    const en = await pdfOf(who.token, `/api/invoices/${invoice.id}/pdf`, 'en');
    expect(en).toMatch(/Pay by:\s+2026-12-06/);
    expect(en).toContain('Payment terms: Net 14 days');
    const lt = await pdfOf(who.token, `/api/invoices/${invoice.id}/pdf`, 'lt');
    expect(lt).toMatch(/Apmokėti iki:\s+2026-12-06/);
    expect(lt).toContain('Mokėjimo sąlygos: Apmokėti per 14 dienų');
  });

  it('when a "100 % prepayment" customer is invoiced, then the invoice is due on its issue date, not 100 days later', async () => {
    const who = await customerWith({ code: 'prepayment' });
    const invoice = await invoiceOf(who);
    expect(invoice).toMatchObject({
      due_date: '2026-11-22',
      payment_terms: '100 % prepayment',
      payment_terms_line: { code: 'prepayment' },
    });
    const lt = await pdfOf(who.token, `/api/invoices/${invoice.id}/pdf`, 'lt');
    expect(lt).toContain('Mokėjimo sąlygos: 100 % išankstinis apmokėjimas');
    expect(lt).toMatch(/Apmokėti iki:\s+2026-11-22/);
  });

  it('when a customer has no rule, then the default applies; once the default is prepayment, the next invoice is due on its issue date', async () => {
    const who = await customerWith();
    expect(await invoiceOf(who)).toMatchObject({ due_date: '2026-12-22', payment_terms_rule: { code: 'net_days', days: 30 } });
    const settings = (await call(admin, 'GET', '/api/invoices/settings')).json().settings;
    expect(settings).toMatchObject({ default_payment_terms: 'Net 30 days', default_payment_terms_rule: { code: 'net_days', days: 30 } });
    const saved = await call(admin, 'PUT', '/api/invoices/settings', {
      settings: { version: settings.version, default_payment_terms_rule: { code: 'prepayment' } },
    });
    expect(saved.json().settings).toMatchObject({ default_payment_terms: '100 % prepayment', default_payment_terms_rule: { code: 'prepayment' } });
    const logged = await t.db
      .selectFrom('audit_log')
      .select('changes')
      .where('entity', '=', 'invoice_settings')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(logged.changes)).toMatchObject({
      default_payment_terms: { from: 'Net 30 days', to: '100 % prepayment' },
      default_payment_terms_rule: { from: { code: 'net_days', days: 30 }, to: { code: 'prepayment' } },
    });
    try {
      expect(await invoiceOf(who)).toMatchObject({ due_date: '2026-11-22', payment_terms: '100 % prepayment' });
      expect((await call(who.token, 'GET', '/api/invoices/display-settings')).json().settings.default_payment_terms_rule).toEqual({
        code: 'prepayment',
      });
    } finally {
      const version = saved.json().settings.version;
      await call(admin, 'PUT', '/api/invoices/settings', { settings: { version, default_payment_terms_rule: { code: 'net_days', days: 30 } } });
    }
  });
});

describe('pre-invoices ask their prepayment by their validity date', () => {
  it('when a net 30 customer asks for its pre-invoice (100 %, 30 days), then it is due by its validity date and never prints "30 days"', async () => {
    const who = await customerWith({ code: 'net_days', days: 30 });
    const order = await orderOf(who, 'confirmed');
    const pre = (await call(who.token, 'POST', `/api/pre-invoices/create-from-order/${order.id}`)).json().preInvoice;
    expect(pre).toMatchObject({
      valid_until: '2026-12-22',
      due_date: '2026-12-22',
      payment_terms: 'Prepayment 100 % by 2026-12-22',
      payment_terms_rule: { code: 'net_days', days: 30 },
      payment_terms_line: { code: 'prepayment_by', percentage: 100, date: '2026-12-22' },
    });
    const en = await pdfOf(who.token, `/api/pre-invoices/${pre.id}/pdf`, 'en');
    expect(en).toContain('Payment terms: Prepayment 100 % by 2026-12-22');
    expect(en).not.toMatch(/30 days|Net 30/);
    const lt = await pdfOf(who.token, `/api/pre-invoices/${pre.id}/pdf`, 'lt');
    expect(lt).toContain('Mokėjimo sąlygos: Išankstinis apmokėjimas 100 % iki 2026-12-22');
    expect(lt).not.toMatch(/30 dien/);
  });

  it('when an administrator asks 30 % within 14 days, then the pre-invoice is due on that day and its line says 30 % by it', async () => {
    // Confirming would issue the prepayment customer's pre-invoice on the shop's terms (decision 085): here the administrator issues it.
    const settings = (await call(admin, 'GET', '/api/settings')).json().settings;
    expect((await call(admin, 'PUT', '/api/settings/admin', { pre_invoice_on_confirm: 'never', version: settings.version })).statusCode).toBe(200);
    const who = await customerWith({ code: 'prepayment' });
    const order = await orderOf(who, 'confirmed');
    const created = await call(admin, 'POST', `/api/orders/admin/${order.id}/create-pre-invoice`, { prepayment_percentage: 30, validity_days: 14 });
    expect(created.json().preInvoice).toMatchObject({
      due_date: '2026-12-06',
      payment_terms: 'Prepayment 30 % by 2026-12-06',
      payment_terms_line: { code: 'prepayment_by', percentage: 30, date: '2026-12-06' },
    });
  });
});

describe('administrators choose the terms', () => {
  it('when the rule is chosen, then the text is derived from it, the customer reads both, and the audit log records the change', async () => {
    const who = await customerWith({ code: 'net_days', days: 45 });
    const user = (await call(admin, 'GET', `/api/users/admin/${who.userId}`)).json().user;
    expect(user).toMatchObject({ payment_terms: 'Net 45 days', payment_terms_rule: { code: 'net_days', days: 45 } });
    expect((await call(who.token, 'GET', '/api/auth/me')).json().user).toMatchObject({ payment_terms_rule: { code: 'net_days', days: 45 } });
    const back = await call(admin, 'PUT', `/api/users/admin/${who.userId}`, { payment_terms_rule: null, version: user.version });
    expect(back.json().user).toMatchObject({ payment_terms: null, payment_terms_rule: null });
    const entry = await t.db
      .selectFrom('audit_log')
      .select('changes')
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(who.userId))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.changes)).toMatchObject({ payment_terms_rule: { from: { code: 'net_days', days: 45 }, to: null } });
  });

  it('when a client sends the text "30 dienų", then it becomes net 30 days and its text is derived', async () => {
    const who = await customerWith();
    const saved = await call(admin, 'PUT', `/api/users/admin/${who.userId}`, { payment_terms: '30 dienų' });
    expect(saved.json().user).toMatchObject({ payment_terms: 'Net 30 days', payment_terms_rule: { code: 'net_days', days: 30 } });
  });

  it.each([
    ['366 days', { payment_terms_rule: { code: 'net_days', days: 366 } }, 'payment_terms_rule.days', 'paymentTermsDays'],
    ['minus one day', { payment_terms_rule: { code: 'net_days', days: -1 } }, 'payment_terms_rule.days', 'paymentTermsDays'],
    ['half a day', { payment_terms_rule: { code: 'net_days', days: 1.5 } }, 'payment_terms_rule.days', 'paymentTermsDays'],
    ['days as a text', { payment_terms_rule: { code: 'net_days', days: '14' } }, 'payment_terms_rule.days', 'paymentTermsDays'],
    ['an unknown code', { payment_terms_rule: { code: 'cash_on_delivery' } }, 'payment_terms_rule.code', 'paymentTermsInvalid'],
    ['a text the rule cannot read', { payment_terms: 'Half now, half on delivery' }, 'payment_terms', 'paymentTermsNotUnderstood'],
    [
      'a text that says other terms than the rule',
      { payment_terms: 'Net 30 days', payment_terms_rule: { code: 'prepayment' } },
      'payment_terms',
      'paymentTermsNotUnderstood',
    ],
  ])('when the administrator sends %s, then it is 400 with the catalogue text and nothing changes', async (_, body, field, key) => {
    const who = await customerWith({ code: 'net_days', days: 14 });
    const refused = await call(admin, 'PUT', `/api/users/admin/${who.userId}`, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      detail_reasons: { [field]: key },
      details: { [field]: validationMessages[key as 'paymentTermsDays'] },
    });
    expect((await call(admin, 'GET', `/api/users/admin/${who.userId}`)).json().user.payment_terms_rule).toEqual({ code: 'net_days', days: 14 });
  });

  it('when the settings get a rule of 400 days or a text they cannot read, then it is 400 and the default stays', async () => {
    const settings = (await call(admin, 'GET', '/api/invoices/settings')).json().settings;
    const days = await call(admin, 'PUT', '/api/invoices/settings', {
      settings: { version: settings.version, default_payment_terms_rule: { code: 'net_days', days: 400 } },
    });
    expect([days.statusCode, days.json().detail_reasons]).toEqual([400, { 'settings.default_payment_terms_rule.days': 'paymentTermsDays' }]);
    const text = await call(admin, 'PUT', '/api/invoices/settings', {
      settings: { version: settings.version, default_payment_terms: 'On delivery' },
    });
    expect([text.statusCode, text.json().error]).toEqual([400, validationMessages.paymentTermsNotUnderstood]);
    expect((await call(admin, 'GET', '/api/invoices/settings')).json().settings).toMatchObject({
      default_payment_terms: 'Net 30 days',
      default_payment_terms_rule: { code: 'net_days', days: 30 },
      version: settings.version,
    });
  });

  it('when a customer sends terms in its own profile, then they are not taken', async () => {
    const who = await customerWith({ code: 'net_days', days: 14 });
    await call(who.token, 'PUT', '/api/auth/profile', {
      company_name: 'Baltic Smoke UAB',
      contact_person: 'Petras Petraitis',
      payment_terms: '100 % prepayment',
      payment_terms_rule: { code: 'net_days', days: 365 },
    });
    expect((await call(admin, 'GET', `/api/users/admin/${who.userId}`)).json().user.payment_terms_rule).toEqual({ code: 'net_days', days: 14 });
  });

  it('when two administrators choose terms from the same opened form at once, then one lands and the other is told it is stale', async () => {
    const who = await customerWith();
    const version = await userVersion(who.userId);
    const answers = await burst([t.app, await t.peer()], 6, {
      token: admin,
      method: 'PUT',
      url: `/api/users/admin/${who.userId}`,
      payload: { payment_terms_rule: { code: 'prepayment' }, version },
    });
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 200: 1, 409: 5 });
    expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('STALE_WRITE');
  });
});

describe('the shop default under parallel saves', () => {
  it('when the default terms are saved 6 times at once from one opened form, then one lands and its text matches its rule', async () => {
    const opened = (await call(admin, 'GET', '/api/invoices/settings')).json().settings;
    const answers = await burst([t.app, await t.peer()], 6, {
      token: admin,
      method: 'PUT',
      url: '/api/invoices/settings',
      payload: { settings: { version: opened.version, default_payment_terms_rule: { code: 'net_days', days: 45 } } },
    });
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 200: 1, 409: 5 });
    const now = (await call(admin, 'GET', '/api/invoices/settings')).json().settings;
    expect(now).toMatchObject({ default_payment_terms: 'Net 45 days', version: opened.version + 1 });
    await call(admin, 'PUT', '/api/invoices/settings', {
      settings: { version: now.version, default_payment_terms_rule: { code: 'net_days', days: 30 } },
    });
  });
});

describe('the migration of stored texts', () => {
  let old: TestApp;
  beforeAll(async () => {
    old = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => new Date('2026-11-22T10:00:00Z') });
  });
  afterAll(async () => old.close());

  /** A customer as the shop had it before rules: a text only. */
  async function oldCustomer(text: string | null) {
    const user = await createUser(old.db);
    await old.db.updateTable('users').set({ payment_terms: text, payment_terms_rule: null }).where('id', '=', user.id).execute();
    return user.id;
  }
  const userRow = (id: number) =>
    old.db.selectFrom('users').select(['payment_terms', 'payment_terms_rule']).where('id', '=', id).executeTakeFirstOrThrow();

  it('when texts are recognised, then they become rules; what is not stays as text with no rule and is flagged to administrators', async () => {
    const prepaid = await oldCustomer('100 % prepayment');
    const net = await oldCustomer('Net 30 days');
    const lithuanian = await oldCustomer('30 dienų');
    const unknown = await oldCustomer('Half now, half in 45 days');
    await old.db.updateTable('invoice_settings').set({ default_payment_terms: 'Mokėjimas per 7 dienas', default_payment_terms_rule: null }).execute();

    await convertPaymentTerms(old.db as Kysely<unknown>);

    expect(await userRow(prepaid)).toEqual({ payment_terms: '100 % prepayment', payment_terms_rule: '{"code":"prepayment"}' });
    expect(await userRow(net)).toEqual({ payment_terms: 'Net 30 days', payment_terms_rule: '{"code":"net_days","days":30}' });
    expect(await userRow(lithuanian)).toEqual({ payment_terms: 'Net 30 days', payment_terms_rule: '{"code":"net_days","days":30}' });
    expect(await userRow(unknown)).toEqual({ payment_terms: 'Half now, half in 45 days', payment_terms_rule: null });
    const adminToken = (await login(old.app, (await createUser(old.db, { admin: true })).email)).token;
    const flagged = (await old.app.inject({ url: `/api/users/admin/${unknown}`, headers: bearer(adminToken) })).json().user;
    expect(flagged).toMatchObject({ payment_terms: 'Half now, half in 45 days', payment_terms_rule: null });
    const toChoose = (await old.app.inject({ url: '/api/users/admin/all?terms=to_choose&limit=100', headers: bearer(adminToken) })).json();
    expect(toChoose.users.map((user: { id: number; payment_terms: string }) => [user.id, user.payment_terms])).toEqual([
      [unknown, 'Half now, half in 45 days'],
    ]);
    const settings = (await old.app.inject({ url: '/api/invoices/settings', headers: bearer(adminToken) })).json().settings;
    expect(settings).toMatchObject({ default_payment_terms: 'Net 7 days', default_payment_terms_rule: { code: 'net_days', days: 7 } });
  });

  it('when an old invoice said "100 % prepayment" and was due 100 days out, then it gets the rule, the issue date as due date and a pre-invoice its line', async () => {
    const owner = (await login(old.app, (await createUser(old.db, { admin: true })).email)).token;
    const who = await shopper(old.app, old.db);
    const [product] = await createProducts(old.db, 1, { stock: 10 });
    const ask = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      old.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    await ask(who.token, 'POST', '/api/cart/add', { product_id: product, quantity: 1 });
    const order = (await ask(who.token, 'POST', '/api/orders', { shipping_address_id: who.addressId, accept_tax_notice: true })).json().order;
    await ask(owner, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'confirmed' });
    const pre = (await ask(who.token, 'POST', `/api/pre-invoices/create-from-order/${order.id}`)).json().preInvoice;
    await ask(owner, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'ended' });
    const invoice = (await ask(who.token, 'GET', `/api/invoices/order/${order.id}`)).json().invoice;
    // As the shop stored them before rules: the terms' text, and the due date read from its digits.
    await old.db
      .updateTable('invoices')
      .set({ payment_terms: '100 % prepayment', payment_terms_rule: null, due_date: '2027-03-02' })
      .where('id', '=', invoice.id)
      .execute();
    await old.db.updateTable('pre_invoices').set({ payment_terms: 'Net 30 days', payment_terms_rule: null }).where('id', '=', pre.id).execute();

    await convertPaymentTerms(old.db as Kysely<unknown>);

    expect((await ask(who.token, 'GET', `/api/invoices/${invoice.id}`)).json().invoice).toMatchObject({
      due_date: '2026-11-22',
      payment_terms: '100 % prepayment',
      payment_terms_rule: { code: 'prepayment' },
    });
    expect((await ask(who.token, 'GET', `/api/pre-invoices/${pre.id}`)).json().preInvoice).toMatchObject({
      due_date: '2026-12-22',
      payment_terms: 'Prepayment 100 % by 2026-12-22',
      payment_terms_rule: { code: 'net_days', days: 30 },
    });
  });

  it("when an old invoice's text is not understood, then it keeps its text and due date and prints the text as issued", async () => {
    const who = await shopper(old.app, old.db);
    const owner = (await login(old.app, (await createUser(old.db, { admin: true })).email)).token;
    const [product] = await createProducts(old.db, 1, { stock: 10 });
    const ask = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      old.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    await ask(who.token, 'POST', '/api/cart/add', { product_id: product, quantity: 1 });
    const order = (await ask(who.token, 'POST', '/api/orders', { shipping_address_id: who.addressId, accept_tax_notice: true })).json().order;
    await ask(owner, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'ended' });
    const invoice = (await ask(who.token, 'GET', `/api/invoices/order/${order.id}`)).json().invoice;
    await old.db
      .updateTable('invoices')
      .set({ payment_terms: 'Half now, half in 45 days', payment_terms_rule: null, due_date: '2027-01-06' })
      .where('id', '=', invoice.id)
      .execute();

    await convertPaymentTerms(old.db as Kysely<unknown>);

    expect((await ask(who.token, 'GET', `/api/invoices/${invoice.id}`)).json().invoice).toMatchObject({
      due_date: '2027-01-06',
      payment_terms: 'Half now, half in 45 days',
      payment_terms_rule: null,
      payment_terms_line: { code: 'as_issued', text: 'Half now, half in 45 days' },
    });
    expect(await pdfText((await ask(who.token, 'GET', `/api/invoices/${invoice.id}/pdf?lang=lt`)).rawPayload)).toContain(
      'Mokėjimo sąlygos: Half now, half in 45 days',
    );
  });
});
