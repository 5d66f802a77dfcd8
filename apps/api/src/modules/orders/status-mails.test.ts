import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burst, expectNoServerError, tally } from '../../test/parallel.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createProducts } from '../../test/products.ts';
import { addToCart, checkoutBody, shopper, type Shopper } from '../../test/shoppers.ts';

// Decision 085: the customer is mailed when its order is confirmed, sent, ended or
// cancelled, in its language, through the outbox, once per move.

let t: TestApp;
let instances: FastifyInstance[];
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '10000' });
  instances = [t.app, await t.peer()];
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const asAdmin = (method: 'GET' | 'PATCH' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
const setStatus = (id: number, body: Record<string, unknown>) => asAdmin('PATCH', `/api/orders/admin/${id}/status`, body);

async function customer(options: { language?: 'en' | 'lt'; prepayment?: boolean } = {}): Promise<Shopper> {
  const who = await shopper(t.app, t.db);
  await t.db
    .updateTable('users')
    .set({ language: options.language ?? 'en', payment_terms_rule: options.prepayment ? '{"code":"prepayment"}' : null })
    .where('id', '=', who.userId)
    .execute();
  return who;
}

async function orderOf(who: Shopper) {
  const [product] = await createProducts(t.db, 1, { stock: 100, min_order_quantity: 1 });
  await addToCart(t.app, who, product!, 2);
  const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(who.token), payload: checkoutBody(who) });
  expect(placed.statusCode).toBe(201);
  return placed.json().order as { id: number; order_number: string; version: number; pre_invoice_on_confirm: boolean };
}

/** The customer's delivered mails about one order, parsed whole (attachments too). */
async function mailsAbout(who: Shopper, orderNumber: string) {
  const mine = (await t.outbox()).filter((mail) => mail.to.includes(who.email) && mail.text.includes(orderNumber));
  return Promise.all(
    mine.map(async (mail) => {
      const parsed = await simpleParser(await readFile(path.join(t.config.dataDir, 'outbox', mail.file)));
      return { subject: mail.subject, text: mail.text, attachments: parsed.attachments };
    }),
  );
}

const setShopSetting = async (value: 'prepayment' | 'always' | 'never') => {
  const current = (await asAdmin('GET', '/api/settings')).json().settings;
  const saved = await asAdmin('PUT', '/api/settings/admin', { pre_invoice_on_confirm: value, version: current.version });
  expect([saved.statusCode, saved.json().settings.pre_invoice_on_confirm]).toEqual([200, value]);
};

describe('a mail for each status change', () => {
  it('when an order of a customer on credit terms is confirmed, sent, ended, then it gets one mail each, and the texts offer the pre-invoice on request', async () => {
    const who = await customer();
    const order = await orderOf(who);
    expect(order.pre_invoice_on_confirm).toBe(false);
    expect((await setStatus(order.id, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await setStatus(order.id, { status: 'processing' })).statusCode).toBe(200);
    expect((await setStatus(order.id, { status: 'sent' })).statusCode).toBe(200);
    expect((await setStatus(order.id, { status: 'ended' })).statusCode).toBe(200);

    const mails = await mailsAbout(who, order.order_number);
    const subjects = mails.map((mail) => mail.subject);
    expect(subjects.filter((s) => s.startsWith('Order ') && !s.startsWith('Order confirmation'))).toEqual([
      `Order ${order.order_number} confirmed`,
      `Order ${order.order_number} sent`,
      `Order ${order.order_number} completed`,
    ]);
    const placed = mails.find((mail) => mail.subject === `Order confirmation ${order.order_number}`)!;
    expect(placed.text).toContain('you can request a pro-forma invoice on the order page');
    expect(placed.text).not.toContain('we will e-mail you a pro-forma invoice');
    const confirmed = mails.find((mail) => mail.subject.endsWith('confirmed'))!;
    expect(confirmed.text).toContain('you can request one on the order page');
    expect(confirmed.attachments).toHaveLength(0);
    expect(confirmed.text).toContain(`/orders/${order.id}`);
    // No pre-invoice was issued; the invoice of the ending keeps its own mail, which the ending's names.
    expect((await asAdmin('GET', `/api/orders/admin/${order.id}`)).json().order.has_pre_invoice).toBe(false);
    const invoice = (await t.app.inject({ method: 'GET', url: `/api/invoices/order/${order.id}`, headers: bearer(who.token) })).json().invoice;
    expect((await t.outbox()).filter((mail) => mail.to.includes(who.email) && mail.subject === `VAT invoice ${invoice.invoice_number}`)).toHaveLength(
      1,
    );
    expect(mails.find((mail) => mail.subject.endsWith('completed'))!.text).toContain(invoice.invoice_number);
  });

  it('when a Lithuanian customer paying in advance has its order confirmed, then the pre-invoice is issued and attached to the one Lithuanian mail', async () => {
    const who = await customer({ language: 'lt', prepayment: true });
    const order = await orderOf(who);
    expect(order.pre_invoice_on_confirm).toBe(true);
    expect((await setStatus(order.id, { status: 'confirmed' })).json().order.has_pre_invoice).toBe(true);

    const mails = await mailsAbout(who, order.order_number);
    const placed = mails.find((mail) => mail.subject === `Užsakymo patvirtinimas ${order.order_number}`)!;
    expect(placed.text).toContain('išankstinę sąskaitą atsiųsime el. paštu');
    const confirmed = mails.filter((mail) => mail.subject === `Užsakymas ${order.order_number} patvirtintas`);
    expect(confirmed).toHaveLength(1);
    const pre = (await t.app.inject({ method: 'GET', url: '/api/pre-invoices', headers: bearer(who.token) })).json().preInvoices;
    expect(pre).toHaveLength(1);
    expect(confirmed[0]!.text).toContain(`Išankstinę sąskaitą ${pre[0].pre_invoice_number} rasite prisegtą`);
    expect(confirmed[0]!.attachments[0]?.contentType).toBe('application/pdf');
    expect(await pdfText(confirmed[0]!.attachments[0]!.content)).toContain(pre[0].pre_invoice_number);
    // The pre-invoice came with the confirmation, not in a mail of its own.
    expect(mails.filter((mail) => mail.subject.startsWith('Išankstinė sąskaita'))).toHaveLength(0);
  });

  it('when the shop setting says never or always, then it decides over the payment terms', async () => {
    try {
      await setShopSetting('never');
      const advance = await customer({ prepayment: true });
      const first = await orderOf(advance);
      expect(first.pre_invoice_on_confirm).toBe(false);
      expect((await setStatus(first.id, { status: 'confirmed' })).json().order.has_pre_invoice).toBe(false);
      await setShopSetting('always');
      const onCredit = await customer();
      const second = await orderOf(onCredit);
      expect(second.pre_invoice_on_confirm).toBe(true);
      expect((await setStatus(second.id, { status: 'confirmed' })).json().order.has_pre_invoice).toBe(true);
    } finally {
      await setShopSetting('prepayment');
    }
  });

  it('when an order is sent with a tracking number, carrier and day, then the order shows them and the mail links to the carrier', async () => {
    const who = await customer();
    const order = await orderOf(who);
    const sent = await setStatus(order.id, { status: 'sent', tracking_number: ' 05809023 1234 ', carrier: 'dpd', expected_delivery: '2026-12-10' });
    expect(sent.statusCode).toBe(200);
    const own = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(who.token) })).json().order;
    expect(own).toMatchObject({ status: 'sent', tracking_number: '05809023 1234', carrier: 'dpd', expected_delivery: '2026-12-10' });
    const mail = (await mailsAbout(who, order.order_number)).find((m) => m.subject === `Order ${order.order_number} sent`)!;
    expect(mail.text).toContain('Carrier: DPD. Tracking number: 05809023 1234.');
    expect(mail.text).toContain('https://tracking.dpd.de/status/lt_LT/parcel/05809023%201234');
    expect(mail.text).toContain('Expected delivery: 12/10/2026.');

    // A corrected number while sent is written and mailed no second time.
    const corrected = await setStatus(order.id, { status: 'sent', tracking_number: 'CC123456789LT', carrier: 'lietuvos_pastas' });
    expect(corrected.json().order).toMatchObject({ tracking_number: 'CC123456789LT', carrier: 'lietuvos_pastas', expected_delivery: '2026-12-10' });
    expect((await mailsAbout(who, order.order_number)).filter((m) => m.subject.endsWith(' sent'))).toHaveLength(1);
  });

  it('when tracking details come with another status or an unknown carrier, then 400 and nothing changes', async () => {
    const order = await orderOf(await customer());
    const withConfirm = await setStatus(order.id, { status: 'confirmed', tracking_number: 'AB123' });
    expect([withConfirm.statusCode, withConfirm.json().fields?.status ?? withConfirm.json().error]).toEqual([
      400,
      expect.stringContaining('Tracking details go with the status sent'),
    ]);
    const badCarrier = await setStatus(order.id, { status: 'sent', carrier: 'ups' });
    expect(badCarrier.statusCode).toBe(400);
    const badDay = await setStatus(order.id, { status: 'sent', expected_delivery: '2026-13-40' });
    expect(badDay.statusCode).toBe(400);
    expect((await asAdmin('GET', `/api/orders/admin/${order.id}`)).json().order).toMatchObject({ status: 'received', tracking_number: null });
  });
});

describe('the customer turns status mails off', () => {
  it('when status mails are off, then sent and ended mail nothing, but the cancellation and the documents still come', async () => {
    const who = await customer({ prepayment: true });
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(who.token) })).json().user;
    expect(me.status_mails).toBe(true);
    const { company_name, contact_person, billing_address, billing_city, billing_postal_code, billing_country, version } = me;
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(who.token),
      payload: { company_name, contact_person, billing_address, billing_city, billing_postal_code, billing_country, version, status_mails: false },
    });
    expect([profile.statusCode, profile.json().user?.status_mails]).toEqual([200, false]);

    const kept = await orderOf(who);
    await setStatus(kept.id, { status: 'confirmed' });
    await setStatus(kept.id, { status: 'sent', tracking_number: 'AB123', carrier: 'omniva' });
    await setStatus(kept.id, { status: 'ended' });
    const cancelled = await orderOf(who);
    await setStatus(cancelled.id, { status: 'cancelled' });

    const subjects = (await mailsAbout(who, kept.order_number)).map((mail) => mail.subject);
    expect(subjects).toContain(`Order ${kept.order_number} confirmed`); // it carries the pre-invoice
    const invoices = (await t.outbox()).filter((mail) => mail.to.includes(who.email) && mail.subject.startsWith('VAT invoice'));
    expect(invoices).toHaveLength(1);
    expect(subjects).not.toContain(`Order ${kept.order_number} sent`);
    expect(subjects).not.toContain(`Order ${kept.order_number} completed`);
    expect((await mailsAbout(who, cancelled.order_number)).map((mail) => mail.subject)).toContain(`Order ${cancelled.order_number} cancelled`);
  });
});

describe('parallel status changes', () => {
  it('when ten administrators mark one order sent at once, then it moves once and one mail leaves', async () => {
    const who = await customer();
    const order = await orderOf(who);
    const answers = await burst(instances, 10, {
      token: admin,
      method: 'PATCH',
      url: `/api/orders/admin/${order.id}/status`,
      payload: { status: 'sent', tracking_number: 'LP123456789LT', carrier: 'lp_express' },
    });
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 200: 10 });
    expect((await mailsAbout(who, order.order_number)).filter((m) => m.subject === `Order ${order.order_number} sent`)).toHaveLength(1);
  });

  it('when six moves to six statuses send the version they read, then one wins, the others are stale, and only the winner is mailed', async () => {
    const who = await customer();
    const order = await orderOf(who);
    const answers = await Promise.all(
      ['confirmed', 'payed', 'processing', 'sent', 'ended', 'cancelled'].map((status, i) =>
        instances[i % instances.length]!.inject({
          method: 'PATCH',
          url: `/api/orders/admin/${order.id}/status`,
          headers: bearer(admin),
          payload: { status, version: order.version },
        }),
      ),
    );
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 200: 1, 409: 5 });
    const winner = answers.find((a) => a.statusCode === 200)!.json().order.status as string;
    const statusMails = (await mailsAbout(who, order.order_number)).filter((m) => /^Order \S+ (confirmed|sent|completed|cancelled)$/.test(m.subject));
    const expected = { confirmed: 'confirmed', sent: 'sent', ended: 'completed', cancelled: 'cancelled' }[winner];
    expect(statusMails.map((m) => m.subject)).toEqual(expected ? [`Order ${order.order_number} ${expected}`] : []);
  });
});
