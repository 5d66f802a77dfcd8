import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';
import { addToCart, checkoutBody, shopper, type Shopper } from '../../test/shoppers.ts';

// Decision 082: credit limits and stopping a late payer at checkout.

let clock = new Date('2026-10-15T10:00:00Z');
let t: TestApp;
let admin: string;
let product: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => clock });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
  // 10 € a unit: 20 units are 200 €, free of the order completion fee, 242 € with VAT.
  [product] = (await createProducts(t.db, 1, { stock: 100_000, wholesale_price_cents: 1000 })) as [number];
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const at = (day: string) => {
  clock = new Date(`${day}T10:00:00Z`);
};

/** Sets the customer's limit (euros, or null) and/or terms as an administrator would, on the version the page read. */
async function setAccount(userId: number, body: { credit_limit?: number | null; payment_terms_rule?: object }) {
  const { version } = (await call(admin, 'GET', `/api/users/admin/${userId}`)).json().user;
  const response = await call(admin, 'PUT', `/api/users/admin/${userId}`, { ...body, version });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().user;
}

async function customer(limit: number | null, terms?: object): Promise<Shopper> {
  const who = await shopper(t.app, t.db);
  await setAccount(who.userId, { credit_limit: limit, ...(terms ? { payment_terms_rule: terms } : {}) });
  return who;
}

/** Puts `units` of the 10 € product in the cart; answers the cart's total in euros. */
async function fill(who: Shopper, units: number): Promise<number> {
  await addToCart(t.app, who, product, units);
  return (await call(who.token, 'GET', '/api/cart')).json().cart.total;
}

const checkout = (who: Shopper) => call(who.token, 'POST', '/api/orders', checkoutBody(who));

async function placed(who: Shopper, units: number): Promise<{ id: number; total_amount: number }> {
  await fill(who, units);
  const response = await checkout(who);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order;
}

/** The administrator ends the order: its invoice is issued on the clock's day. */
async function invoiced(orderId: number) {
  const ended = await call(admin, 'PATCH', `/api/orders/admin/${orderId}/status`, { status: 'ended' });
  expect(ended.statusCode, ended.body).toBe(200);
  return (await call(admin, 'GET', `/api/invoices/order/${orderId}`)).json().invoice as { id: number; invoice_number: string; total_amount: number };
}

const creditOf = async (who: Shopper) => (await call(who.token, 'GET', '/api/cart/credit')).json().credit;
const orderCount = async (userId: number) => (await t.db.selectFrom('orders').select('id').where('user_id', '=', userId).execute()).length;
const blockAfter = async (days: number | null) =>
  expect((await call(admin, 'PUT', '/api/settings/admin', { block_overdue_days: days })).statusCode).toBe(200);

describe('the credit limit at checkout', () => {
  it('when the order would take what is owed above the limit, then 409 CREDIT_LIMIT_EXCEEDED names the limit, what is open and what is left, and nothing is written', async () => {
    const who = await customer(300);
    const first = await placed(who, 10);
    const total = await fill(who, 20);
    const refused = await checkout(who);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CREDIT_LIMIT_EXCEEDED',
      reason: 'creditLimitExceeded',
      params: { limit: '300.00', open: first.total_amount.toFixed(2), order: total.toFixed(2), available: (300 - first.total_amount).toFixed(2) },
    });
    expect(await orderCount(who.userId)).toBe(1);
    expect((await call(who.token, 'GET', '/api/cart')).json().items).toHaveLength(1);
  });

  it('when the order reaches the limit exactly, then it is placed; the next one is refused as the limit is used up', async () => {
    const who = await shopper(t.app, t.db);
    const total = await fill(who, 20);
    await setAccount(who.userId, { credit_limit: total });
    expect((await checkout(who)).statusCode).toBe(201);
    await fill(who, 1);
    const refused = await checkout(who);
    expect(refused.json()).toMatchObject({ code: 'CREDIT_LIMIT_EXCEEDED', reason: 'creditLimitReached', params: { limit: total.toFixed(2) } });
    expect(await creditOf(who)).toMatchObject({ credit_limit: total, uninvoiced_amount: total, available: 0, orders_counted: true });
  });

  it('when the customer has no limit, then no amount is refused', async () => {
    const who = await customer(null);
    await placed(who, 5000);
    await placed(who, 5000);
    expect(await creditOf(who)).toMatchObject({ credit_limit: null, available: null, blocked_by_overdue: null });
  });

  it('when the limit is 0, then nothing is sold on credit', async () => {
    const who = await customer(0);
    await fill(who, 1);
    expect((await checkout(who)).json().reason).toBe('creditLimitExceeded');
  });

  it('when an earlier order is cancelled, then it no longer counts and the same cart passes', async () => {
    const who = await customer(400);
    const first = await placed(who, 20);
    await fill(who, 20);
    expect((await checkout(who)).statusCode).toBe(409);
    expect((await call(admin, 'PATCH', `/api/orders/admin/${first.id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await creditOf(who)).toMatchObject({ uninvoiced_amount: 0, open_amount: 0 });
    expect((await checkout(who)).statusCode).toBe(201);
  });

  it('when an order is invoiced, then its invoice counts while open; once paid, it no longer counts', async () => {
    at('2026-10-15');
    const who = await customer(400);
    const first = await placed(who, 20);
    const invoice = await invoiced(first.id);
    expect(await creditOf(who)).toMatchObject({ open_amount: invoice.total_amount, uninvoiced_amount: 0, overdue_amount: 0 });
    await fill(who, 20);
    expect((await checkout(who)).json().params).toMatchObject({ open: invoice.total_amount.toFixed(2) });
    const paid = await call(admin, 'POST', `/api/invoices/admin/${invoice.id}/payments`, { amount: invoice.total_amount, paid_on: '2026-10-15' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await checkout(who)).statusCode).toBe(201);
  });
});

describe('stopping a late payer', () => {
  // Invoiced on 15 October on the default terms (net 30): due on 14 November.
  async function lateCustomer() {
    at('2026-10-15');
    const who = await customer(null);
    const invoice = await invoiced((await placed(who, 1)).id);
    await fill(who, 1);
    return { who, invoice };
  }

  it('when an invoice is overdue longer than the setting allows, then checkout is refused with 409 OVERDUE_INVOICES naming it; on the last allowed day it passes', async () => {
    const { who, invoice } = await lateCustomer();
    await blockAfter(5);
    at('2026-11-19'); // 5 days overdue: still allowed
    expect(await creditOf(who)).toMatchObject({ blocked_by_overdue: null, overdue_amount: invoice.total_amount });
    expect((await checkout(who)).statusCode).toBe(201);
    await fill(who, 1);
    at('2026-11-20'); // 6 days overdue
    const refused = await checkout(who);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'OVERDUE_INVOICES',
      reason: 'overdueInvoices',
      params: { number: invoice.invoice_number, days: 6 },
    });
    expect(refused.json().error).toBe(`Invoice ${invoice.invoice_number} is 6 days overdue: new orders can be placed once it is paid`);
    expect(await creditOf(who)).toMatchObject({ blocked_by_overdue: { number: invoice.invoice_number, days: 6, allowed_days: 5 } });
    await blockAfter(null);
  });

  it('when the setting is off, then an overdue invoice stops nothing; at 0, the day after the due date does', async () => {
    const { who } = await lateCustomer();
    await blockAfter(null);
    at('2026-12-31');
    expect((await creditOf(who)).blocked_by_overdue).toBeNull();
    await blockAfter(0);
    at('2026-11-14'); // the due date itself: not overdue
    expect((await creditOf(who)).blocked_by_overdue).toBeNull();
    at('2026-11-15');
    expect((await checkout(who)).json()).toMatchObject({ code: 'OVERDUE_INVOICES', params: { days: 1 } });
    await blockAfter(null);
    expect((await checkout(who)).statusCode).toBe(201);
  });

  it('when the overdue invoice is paid, then the block lifts', async () => {
    const { who, invoice } = await lateCustomer();
    await blockAfter(3);
    at('2026-11-30');
    expect((await checkout(who)).statusCode).toBe(409);
    await call(admin, 'POST', `/api/invoices/admin/${invoice.id}/payments`, { amount: invoice.total_amount, paid_on: '2026-11-30' });
    expect((await checkout(who)).statusCode).toBe(201);
    await blockAfter(null);
  });
});

describe('prepayment customers', () => {
  it('when a prepayment customer orders above its limit, then orders not invoiced yet do not count; its open invoices do', async () => {
    at('2026-10-15');
    const who = await customer(100, { code: 'prepayment' });
    const first = await placed(who, 20);
    await placed(who, 20);
    expect(await creditOf(who)).toMatchObject({ orders_counted: false, uninvoiced_amount: 2 * first.total_amount, available: 100 });
    // Invoiced (due the same day) and not paid: what it received is above its limit.
    const invoice = await invoiced(first.id);
    await fill(who, 1);
    const refused = await checkout(who);
    expect(refused.json()).toMatchObject({
      code: 'CREDIT_LIMIT_EXCEEDED',
      reason: 'creditLimitReached',
      params: { limit: '100.00', open: invoice.total_amount.toFixed(2) },
    });
  });

  it("when the shop's default terms are prepayment and the customer has none of its own, then it is a prepayment customer", async () => {
    const put = (rule: object, version: number) =>
      call(admin, 'PUT', '/api/invoices/settings', { settings: { default_payment_terms_rule: rule, version } });
    const changed = await put({ code: 'prepayment' }, (await call(admin, 'GET', '/api/invoices/settings')).json().settings.version);
    expect(changed.statusCode, changed.body).toBe(200);
    const who = await customer(10);
    expect((await creditOf(who)).orders_counted).toBe(false);
    await placed(who, 20);
    const restored = await put({ code: 'net_days', days: 30 }, changed.json().settings.version);
    expect(restored.statusCode, restored.body).toBe(200);
  });
});

describe('PUT /api/users/admin/:id credit_limit', () => {
  it('when the limit is negative, has more than two decimals or is too large, then 400 names the field and nothing changes', async () => {
    const who = await shopper(t.app, t.db);
    const { version } = (await call(admin, 'GET', `/api/users/admin/${who.userId}`)).json().user;
    for (const credit_limit of [-1, 10.005, 10_000_000.01, '100']) {
      const response = await call(admin, 'PUT', `/api/users/admin/${who.userId}`, { credit_limit, version });
      expect(response.statusCode, String(credit_limit)).toBe(400);
      expect(Object.keys(response.json().details)).toEqual(['credit_limit']);
    }
    expect((await call(admin, 'GET', `/api/users/admin/${who.userId}`)).json().user).toMatchObject({ credit_limit: null, version });
  });

  it('when a customer calls it, then 403; when an administrator sets a limit, then it is answered, audited, and a stale version is refused', async () => {
    const who = await shopper(t.app, t.db);
    const { version } = (await call(admin, 'GET', `/api/users/admin/${who.userId}`)).json().user;
    expect((await call(who.token, 'PUT', `/api/users/admin/${who.userId}`, { credit_limit: 1, version })).statusCode).toBe(403);
    expect((await call(who.token, 'GET', `/api/users/admin/${who.userId}/credit`)).statusCode).toBe(403);
    const set = await call(admin, 'PUT', `/api/users/admin/${who.userId}`, { credit_limit: 12_345.67, version });
    expect(set.statusCode).toBe(200);
    expect(set.json().user).toMatchObject({ credit_limit: 12_345.67, version: version + 1 });
    expect((await call(admin, 'PUT', `/api/users/admin/${who.userId}`, { credit_limit: 1, version })).json().code).toBe('STALE_WRITE');
    const row = await t.db.selectFrom('users').select('credit_limit_cents').where('id', '=', who.userId).executeTakeFirstOrThrow();
    expect(row.credit_limit_cents).toBe(1_234_567);
    const entry = await t.db
      .selectFrom('audit_log')
      .select('changes')
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(who.userId))
      .where('action', '=', 'user.update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.changes)).toEqual({ credit_limit: { from: null, to: 12_345.67 } });
    const cleared = await call(admin, 'PUT', `/api/users/admin/${who.userId}`, { credit_limit: null, version: version + 1 });
    expect(cleared.json().user.credit_limit).toBeNull();
  });

  it('when an administrator reads a customer credit, then it shows the limit beside open, overdue and not yet invoiced amounts', async () => {
    at('2026-10-15');
    const who = await customer(1000);
    const order = await placed(who, 3);
    const answer = await call(admin, 'GET', `/api/users/admin/${who.userId}/credit`);
    expect(answer.json().credit).toEqual({
      credit_limit: 1000,
      open_amount: 0,
      overdue_amount: 0,
      uninvoiced_amount: order.total_amount,
      orders_counted: true,
      available: Math.round((1000 - order.total_amount) * 100) / 100,
      blocked_by_overdue: null,
    });
    expect((await call(admin, 'GET', '/api/users/admin/999999/credit')).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/cart/credit')).statusCode).toBe(403);
  });
});
