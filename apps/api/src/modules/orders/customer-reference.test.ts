import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { burst, expectNoServerError, parallelShop, tally } from '../../test/parallel.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createProducts } from '../../test/products.ts';
import { addToCart, checkoutBody, shopper, type Shopper } from '../../test/shoppers.ts';

// Decision 086: the buyer's own purchase reference, "Your order number / Jūsų
// užsakymo Nr.", typed at checkout, kept on the order, shown in the lists, found by the administrators'
// search, in the order mails and printed on every document, each document keeping it as it was issued.

let t: TestApp;
let instances: FastifyInstance[];
let admin: string;
beforeAll(async () => {
  ({ t, instances, admin } = await parallelShop());
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A customer (in `language`) with one product in the cart and one shipping address. */
async function buyerWithCart(language: 'en' | 'lt' = 'en'): Promise<Shopper> {
  const [product] = await createProducts(t.db, 1, { stock: 100, wholesale_price_cents: 1500 });
  const buyer = await shopper(t.app, t.db);
  if (language !== 'en') await t.db.updateTable('users').set({ language }).where('id', '=', buyer.userId).execute();
  await addToCart(t.app, buyer, product!, 3);
  return buyer;
}

async function checkout(buyer: Shopper, reference?: unknown) {
  return call(buyer.token, 'POST', '/api/orders', { ...checkoutBody(buyer), ...(reference === undefined ? {} : { customer_reference: reference }) });
}

/** An order placed with `reference`, as its answer gives it. */
async function orderWith(reference: string | undefined, language: 'en' | 'lt' = 'en') {
  const buyer = await buyerWithCart(language);
  const placed = await checkout(buyer, reference);
  expect(placed.statusCode, placed.body).toBe(201);
  return { buyer, order: placed.json().order as { id: number; order_number: string; customer_reference: string | null } };
}

/** The ids of the orders the administrators' search finds. */
async function adminSearch(search: string): Promise<number[]> {
  const found = await call(admin, 'GET', `/api/orders/admin/all?search=${encodeURIComponent(search)}`);
  expect(found.statusCode, found.body).toBe(200);
  return found.json().orders.map((order: { id: number }) => order.id);
}

/** A document's PDF as an administrator downloads it, its text with single spaces. */
async function pdfOf(kind: 'pre-invoices' | 'invoices' | 'credit-notes', id: number, lang: 'en' | 'lt'): Promise<string> {
  const response = await call(admin, 'GET', `/api/${kind}/admin/${id}/pdf?lang=${lang}`);
  expect(response.statusCode).toBe(200);
  return (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
}

describe("the buyer's own reference at checkout", () => {
  it('when a buyer gives a reference with spaces around it, then the order keeps it trimmed and its own list, its order and the administrators’ list and order show it', async () => {
    const { buyer, order } = await orderWith('  PO-2026/117   Kaunas \n');
    expect(order.customer_reference).toBe('PO-2026/117 Kaunas');
    const own = await call(buyer.token, 'GET', '/api/orders');
    expect(own.json().orders.find((o: { id: number }) => o.id === order.id).customer_reference).toBe('PO-2026/117 Kaunas');
    expect((await call(buyer.token, 'GET', `/api/orders/${order.id}`)).json().order.customer_reference).toBe('PO-2026/117 Kaunas');
    const rows = (await call(admin, 'GET', `/api/orders/admin/all?search=${order.order_number}`)).json().orders;
    expect(rows).toMatchObject([{ id: order.id, customer_reference: 'PO-2026/117 Kaunas' }]);
    expect((await call(admin, 'GET', `/api/orders/admin/${order.id}`)).json().order.customer_reference).toBe('PO-2026/117 Kaunas');
  });

  it('when the reference is left out, empty, only spaces or null, then the order has none', async () => {
    for (const reference of [undefined, '', '   ', null]) {
      const { order } = await orderWith(reference as string | undefined);
      expect(order.customer_reference, String(reference)).toBeNull();
      const stored = await t.db.selectFrom('orders').select('customer_reference').where('id', '=', order.id).executeTakeFirstOrThrow();
      expect(stored.customer_reference).toBeNull();
    }
  });

  it('when the reference has 50 characters (Lithuanian letters too), then it is kept; with 51 the checkout is refused with 400 and its text, and nothing is ordered', async () => {
    const fifty = `Užsakymas-ąčęėįšųūž-${'7'.repeat(30)}`;
    expect(fifty).toHaveLength(50);
    expect((await orderWith(fifty)).order.customer_reference).toBe(fifty);

    const buyer = await buyerWithCart();
    const refused = await checkout(buyer, `  ${'R'.repeat(51)}  `);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'Your order number may have at most 50 characters',
      detail_reasons: { customer_reference: 'customerReferenceTooLong' },
    });
    expect(await t.db.selectFrom('orders').select('id').where('user_id', '=', buyer.userId).execute()).toEqual([]);
    expect((await call(buyer.token, 'GET', '/api/cart')).json().items).toHaveLength(1);
    // Fifty after trimming is fifty.
    expect((await checkout(buyer, `   ${'R'.repeat(50)}   `)).json().order.customer_reference).toBe('R'.repeat(50));
  });

  it('when the reference holds a control character or is not text, then the checkout is refused with 400, never 500', async () => {
    const buyer = await buyerWithCart();
    for (const reference of ['PO\u0000117', 117, { po: 1 }]) {
      const refused = await checkout(buyer, reference);
      expect(refused.statusCode, JSON.stringify(reference)).toBe(400);
      expect(refused.json().details).toHaveProperty('customer_reference');
    }
  });

  it('when an administrator searches a reference, whole or a part, in any case, then the order is found, and only it', async () => {
    const tag = `${process.pid}${Date.now() % 100000}`;
    const { order } = await orderWith(`Pirkimas ŠV-${tag}/B`);
    const { order: other } = await orderWith(`Pirkimas ŠV-${tag}9`);
    expect(await adminSearch(`šv-${tag}/b`)).toEqual([order.id]);
    expect(await adminSearch(`sv-${tag}/B`)).toEqual([order.id]);
    expect((await adminSearch(`pirkimas ${tag}`)).sort()).toEqual([order.id, other.id].sort());
  });

  it('when a buyer orders with a reference, then its confirmation names it as “your” order number, in its language, and the administrators’ mail as the buyer’s', async () => {
    const { buyer, order } = await orderWith('LT-PO-88', 'lt');
    const { buyer: english, order: englishOrder } = await orderWith('EN-PO-99');
    const mails = await t.outbox();
    const toBuyer = mails.find((m) => m.to.includes(buyer.email) && m.subject === `Užsakymo patvirtinimas ${order.order_number}`);
    expect(toBuyer?.text).toContain('Jūsų užsakymo Nr.: LT-PO-88');
    const toEnglish = mails.find((m) => m.to.includes(english.email) && m.subject === `Order confirmation ${englishOrder.order_number}`);
    expect(toEnglish?.text).toContain('Your order number: EN-PO-99');
    const toAdmin = mails.find((m) => m.subject.startsWith(`New order ${englishOrder.order_number}`));
    expect(toAdmin?.text).toContain("Buyer's order number: EN-PO-99");
    expect(toAdmin?.text).not.toContain('Your order number');
  });

  it('when one checkout with a reference is sent 6 times at once with one Idempotency-Key, then one order keeps it and every answer shows it', async () => {
    const buyer = await buyerWithCart();
    const answers = await burst(instances, 6, {
      token: buyer.token,
      method: 'POST',
      url: '/api/orders',
      payload: { ...checkoutBody(buyer), customer_reference: 'PO-RACE-1' },
      headers: { 'idempotency-key': `reference-${buyer.userId}-race` },
    });
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 201: 6 });
    expect(new Set(answers.map((a) => `${a.json().order.id} ${a.json().order.customer_reference}`)).size).toBe(1);
    expect(answers[0]!.json().order.customer_reference).toBe('PO-RACE-1');
    const stored = await t.db.selectFrom('orders').select('customer_reference').where('user_id', '=', buyer.userId).execute();
    expect(stored).toEqual([{ customer_reference: 'PO-RACE-1' }]);
  });
});

describe("the buyer's own reference on the documents", () => {
  it('when an order with a reference gets its pre-invoice, invoice and credit note, then each carries it and prints it in English and Lithuanian', async () => {
    const { order } = await orderWith('PO-DOC-2026/5');
    expect((await call(admin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'confirmed' })).statusCode).toBe(200);
    const pre = (await call(admin, 'POST', `/api/orders/admin/${order.id}/create-pre-invoice`, {})).json().preInvoice;
    expect(pre.customer_reference).toBe('PO-DOC-2026/5');
    expect((await call(admin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'ended' })).statusCode).toBe(200);
    const invoice = (await call(admin, 'GET', `/api/invoices/order/${order.id}`)).json().invoice;
    expect(invoice.customer_reference).toBe('PO-DOC-2026/5');
    const created = await call(admin, 'POST', `/api/invoices/admin/${invoice.id}/credit-note`, { reason: 'Returned' });
    expect(created.statusCode, created.body).toBe(201);
    const note = created.json().creditNote;
    expect(note.customer_reference).toBe('PO-DOC-2026/5');

    for (const [kind, id] of [
      ['pre-invoices', pre.id],
      ['invoices', invoice.id],
      ['credit-notes', note.id],
    ] as const) {
      expect(await pdfOf(kind, id, 'en'), kind).toContain(`Order: ${order.order_number} Your order number: PO-DOC-2026/5`);
      expect(await pdfOf(kind, id, 'lt'), kind).toContain(`Užsakymas: ${order.order_number} Jūsų užsakymo Nr.: PO-DOC-2026/5`);
    }
  });

  it('when an order has no reference, then its documents carry none and print no such line', async () => {
    const { order } = await orderWith(undefined);
    expect((await call(admin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'ended' })).statusCode).toBe(200);
    const invoice = (await call(admin, 'GET', `/api/invoices/order/${order.id}`)).json().invoice;
    expect(invoice.customer_reference).toBeNull();
    const text = await pdfOf('invoices', invoice.id, 'en');
    expect(text).toContain(`Order: ${order.order_number}`);
    expect(text).not.toContain('Your order number');
  });

  it('when the order’s reference is changed after its invoice was issued, then the invoice keeps the one it was issued with and a later credit note takes the new one', async () => {
    const { order } = await orderWith('PO-FROZEN-1');
    await call(admin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'ended' });
    const invoice = (await call(admin, 'GET', `/api/invoices/order/${order.id}`)).json().invoice;
    // Nothing in the shop changes a placed order's reference; a correction made in the database stands for any change.
    await t.db.updateTable('orders').set({ customer_reference: 'PO-CHANGED-2' }).where('id', '=', order.id).execute();

    expect((await call(admin, 'GET', `/api/invoices/admin/${invoice.id}`)).json().invoice.customer_reference).toBe('PO-FROZEN-1');
    const printed = await pdfOf('invoices', invoice.id, 'en');
    expect(printed).toContain('Your order number: PO-FROZEN-1');
    expect(printed).not.toContain('PO-CHANGED-2');

    const note = (await call(admin, 'POST', `/api/invoices/admin/${invoice.id}/credit-note`, { reason: 'Returned' })).json().creditNote;
    expect(note.customer_reference).toBe('PO-CHANGED-2');
    expect(await pdfOf('credit-notes', note.id, 'en')).toContain('Your order number: PO-CHANGED-2');
  });
});

describe('a customer in Lithuanian', () => {
  it('when a Lithuanian buyer downloads its own invoice, then it reads “Jūsų užsakymo Nr.” with its reference', async () => {
    const buyer = await createUser(t.db, { language: 'lt' });
    const { token } = await login(t.app, buyer.email);
    const address = await call(token, 'POST', '/api/users/addresses', {
      address_name: 'Baras',
      street_address: 'Laisvės al. 10',
      city: 'Kaunas',
      country: 'LT',
      tobacco_license: 'TL-086',
    });
    const [product] = await createProducts(t.db, 1, { stock: 10 });
    await call(token, 'POST', '/api/cart/add', { product_id: product, quantity: 1 });
    const placed = await call(token, 'POST', '/api/orders', {
      shipping_address_id: address.json().address.id,
      accept_tax_notice: true,
      customer_reference: 'Nr. 12/Ž',
    });
    const order = placed.json().order;
    await call(admin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'ended' });
    const invoice = (await call(token, 'GET', `/api/invoices/order/${order.id}`)).json().invoice;
    const pdf = await call(token, 'GET', `/api/invoices/${invoice.id}/pdf`);
    expect((await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ')).toContain('Jūsų užsakymo Nr.: Nr. 12/Ž');
  });
});
