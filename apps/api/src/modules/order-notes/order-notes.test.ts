import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { burst, expectNoServerError, tally } from '../../test/parallel.ts';
import { createProducts } from '../../test/products.ts';
import { addToCart, checkoutBody, shopper, type Shopper } from '../../test/shoppers.ts';

// Decision 096: internal notes for staff, comments shared with the customer (shown
// on its order page and mailed once, in its language), each with author and time, audited.

let t: TestApp;
let instances: FastifyInstance[];
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '10000' });
  instances = [t.app, await t.peer()];
  const row = await createUser(t.db, { admin: true });
  await t.db.updateTable('users').set({ contact_person: 'Rasa Kazlauskienė' }).where('id', '=', row.id).execute();
  adminId = row.id;
  admin = (await login(t.app, row.email)).token;
});
afterAll(async () => t.close());

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const addNote = (orderId: number, payload: object) => call(admin, 'POST', `/api/orders/admin/${orderId}/notes`, payload);

async function orderOf(language: 'en' | 'lt' = 'en') {
  const who = await shopper(t.app, t.db);
  await t.db.updateTable('users').set({ language, status_mails: false }).where('id', '=', who.userId).execute();
  const [product] = await createProducts(t.db, 1, { stock: 100, min_order_quantity: 1 });
  await addToCart(t.app, who, product!, 1);
  const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(who.token), payload: checkoutBody(who) });
  expect(placed.statusCode).toBe(201);
  return { who, order: placed.json().order as { id: number; order_number: string; version: number } };
}

const commentMails = async (who: Shopper, orderNumber: string) =>
  (await t.outbox()).filter((mail) => mail.to.includes(who.email) && mail.subject.includes(orderNumber) && /comment|komentaras/i.test(mail.subject));

describe('internal notes and shared comments', () => {
  it('when staff add an internal note and a shared comment, then staff read both with author and time, the customer reads only the comment, by first name', async () => {
    const { who, order } = await orderOf();
    const internal = await addNote(order.id, { body: '  Call before delivery: the gate code is 1234.  ', shared: false });
    expect(internal.statusCode).toBe(201);
    expect(internal.json().note).toMatchObject({ body: 'Call before delivery: the gate code is 1234.', shared: false, author_id: adminId });
    const shared = await addNote(order.id, { body: 'Your order leaves on Tuesday.', shared: true });
    expect(shared.statusCode).toBe(201);

    const staffView = (await call(admin, 'GET', `/api/orders/admin/${order.id}/notes`)).json().notes;
    expect(staffView.map((n: { body: string; shared: boolean; author_name: string }) => [n.body, n.shared, n.author_name])).toEqual([
      ['Call before delivery: the gate code is 1234.', false, 'Rasa Kazlauskienė'],
      ['Your order leaves on Tuesday.', true, 'Rasa Kazlauskienė'],
    ]);
    expect(Number.isNaN(Date.parse(staffView[0].created_at))).toBe(false);

    const customerView = await call(who.token, 'GET', `/api/orders/${order.id}/notes`);
    expect(customerView.statusCode).toBe(200);
    expect(customerView.json().comments).toEqual([
      { id: shared.json().note.id, author: 'Rasa', body: 'Your order leaves on Tuesday.', created_at: expect.any(String) },
    ]);
    expect(customerView.body).not.toContain('gate code');
    expect(customerView.body).not.toContain('@');
  });

  it('when a comment is shared, then the customer is mailed once in its language even with status mails off, and an internal note mails nothing', async () => {
    const { who, order } = await orderOf('lt');
    expect((await addNote(order.id, { body: 'Only for the warehouse.', shared: false })).statusCode).toBe(201);
    expect(await commentMails(who, order.order_number)).toEqual([]);

    expect((await addNote(order.id, { body: 'Siuntą išsiųsime antradienį.\n\nAčiū!', shared: true })).statusCode).toBe(201);
    const mails = await commentMails(who, order.order_number);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Naujas komentaras apie užsakymą ${order.order_number}`);
    expect(mails[0]!.text).toContain(`Rasa parašė komentarą apie jūsų užsakymą ${order.order_number}:`);
    expect(mails[0]!.text).toContain('Siuntą išsiųsime antradienį.');
    expect(mails[0]!.text).toContain(`/orders/${order.id}`);
    expect(mails[0]!.text).not.toContain('Only for the warehouse');
  });

  it('when a note is added, then the audit log records it under the author with its shared flag', async () => {
    const { order } = await orderOf();
    const note = (await addNote(order.id, { body: 'Shared one.', shared: true })).json().note;
    const entries = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'order').where('entity_id', '=', String(order.id)).execute();
    const added = entries.filter((entry) => entry.action === 'order.note_added');
    expect(added).toHaveLength(1);
    expect(added[0]!.actor_id).toBe(adminId);
    expect(JSON.parse(added[0]!.changes)).toEqual({ note: { from: null, to: note.id }, shared: { from: null, to: true } });
  });

  it('when shared is left out, then the note stays internal', async () => {
    const { who, order } = await orderOf();
    expect((await addNote(order.id, { body: 'No flag given.' })).json().note.shared).toBe(false);
    expect((await call(who.token, 'GET', `/api/orders/${order.id}/notes`)).json().comments).toEqual([]);
  });
});

describe('refusals', () => {
  it('when the body is empty or only spaces, then 400 says the note text is required, and nothing is written', async () => {
    const { order } = await orderOf();
    for (const body of ['', '   \n\t ']) {
      const refused = await addNote(order.id, { body, shared: true });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'Note text is required', detail_reasons: { body: 'noteBodyRequired' } });
    }
    const missing = await addNote(order.id, { shared: true });
    expect([missing.statusCode, missing.json().detail_reasons]).toEqual([400, { body: 'noteBodyRequired' }]);
    expect((await call(admin, 'GET', `/api/orders/admin/${order.id}/notes`)).json().notes).toEqual([]);
  });

  it('when the body is longer than 2,000 characters after trimming, then 400; 2,000 is accepted', async () => {
    const { order } = await orderOf();
    const refused = await addNote(order.id, { body: 'x'.repeat(2001) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'A note may have at most 2,000 characters', detail_reasons: { body: 'noteBodyTooLong' } });
    expect((await addNote(order.id, { body: `  ${'x'.repeat(2000)}  ` })).statusCode).toBe(201);
  });

  it('when the body holds a control character or is not text, or shared is not a boolean, then 400, never 500', async () => {
    const { order } = await orderOf();
    for (const payload of [{ body: 'a\u0000b' }, { body: 42 }, { body: 'ok', shared: 'yes' }]) {
      expect((await addNote(order.id, payload)).statusCode).toBe(400);
    }
  });

  it('when the order does not exist, then 404 for reading and writing', async () => {
    expect((await call(admin, 'GET', '/api/orders/admin/999999/notes')).statusCode).toBe(404);
    const refused = await addNote(999999, { body: 'Lost', shared: true });
    expect([refused.statusCode, refused.json().reason]).toEqual([404, 'orderNotFound']);
  });

  it("when a customer asks for another customer's order notes, then 404, and customers cannot use the staff routes", async () => {
    const { order } = await orderOf();
    expect((await addNote(order.id, { body: 'For the owner only.', shared: true })).statusCode).toBe(201);
    const stranger = await shopper(t.app, t.db);
    const refused = await call(stranger.token, 'GET', `/api/orders/${order.id}/notes`);
    expect([refused.statusCode, refused.json().reason]).toEqual([404, 'orderNotFound']);
    expect((await call(stranger.token, 'GET', `/api/orders/admin/${order.id}/notes`)).statusCode).toBe(403);
    expect((await call(stranger.token, 'POST', `/api/orders/admin/${order.id}/notes`, { body: 'Hi', shared: true })).statusCode).toBe(403);
  });
});

describe('parallel writes', () => {
  it('when two administrators post at once on two instances, then both notes are kept and each shared one is mailed once, with no 5xx', async () => {
    const { who, order } = await orderOf();
    const answers = await Promise.all(
      ['First at once', 'Second at once'].map((body, i) =>
        instances[i]!.inject({ method: 'POST', url: `/api/orders/admin/${order.id}/notes`, headers: bearer(admin), payload: { body, shared: true } }),
      ),
    );
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 201: 2 });
    const notes = (await call(admin, 'GET', `/api/orders/admin/${order.id}/notes`)).json().notes;
    expect(notes.map((n: { body: string }) => n.body).sort()).toEqual(['First at once', 'Second at once']);
    expect(await commentMails(who, order.order_number)).toHaveLength(2);

    const more = await burst(instances, 8, {
      token: admin,
      method: 'POST',
      url: `/api/orders/admin/${order.id}/notes`,
      payload: { body: 'Burst', shared: false },
    });
    expectNoServerError(more);
    expect(tally(more)).toEqual({ 201: 8 });
  });
});
