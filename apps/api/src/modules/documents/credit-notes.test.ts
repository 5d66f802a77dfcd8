import { simpleParser } from 'mailparser';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { expectNoServerError, tally } from '../../test/parallel.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { invoicedOrder } from '../../test/invoiced.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => new Date('2026-11-22T10:00:00Z') });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const invoiced = (language: 'en' | 'lt' = 'en') => invoicedOrder(t, admin, language);

const stockOf = async (id: number) => (await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

describe('credit notes', () => {
  it('when an administrator credits a whole invoice, then a KS-numbered note with the negative amounts, the reference and the customer mail is issued, and stock stays', async () => {
    const { invoice, products, email } = await invoiced('lt');
    expect(invoice.total_amount).toBe(145.2);
    const created = await call(admin, 'POST', `/api/invoices/admin/${invoice.id}/credit-note`, { reason: 'Grąžinta visa siunta' });
    expect(created.statusCode).toBe(201);
    const note = created.json().creditNote;
    expect(note).toMatchObject({
      invoice_id: invoice.id,
      invoice_number: invoice.invoice_number,
      invoice_date: '2026-11-22',
      issue_date: '2026-11-22',
      reason: 'Grąžinta visa siunta',
      goods_returned: false,
      subtotal: -90,
      shipping_amount: -30,
      tax_amount: -25.2,
      total_amount: -145.2,
      company_name: invoice.company_name,
    });
    expect(note.credit_note_number).toMatch(/^KS-2026-\d{5}$/);
    expect(note.items.map((item: { quantity: number; total_price: number }) => [item.quantity, item.total_price])).toEqual([
      [-3, -45],
      [-3, -45],
    ]);
    expect(await stockOf(products[0])).toBe(47);

    await t.outbox();
    const dir = path.join(t.config.dataDir, 'outbox');
    const mails = await Promise.all((await readdir(dir)).map(async (f) => simpleParser(await readFile(path.join(dir, f)))));
    const mail = mails.find((m) => m.subject === `Kreditinė PVM sąskaita faktūra ${note.credit_note_number}`);
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toContain(email);
    const text = (await pdfText(mail!.attachments[0]!.content)).replace(/\s+/g, ' ');
    expect(text).toContain('KREDITINĖ PVM SĄSKAITA FAKTŪRA');
    expect(text).toContain(`Koreguojama sąskaita: ${invoice.invoice_number} (išrašyta 2026-11-22)`);
    expect(text).toContain('Suma žodžiais: minus vienas šimtas keturiasdešimt penki eurai 20 ct');
  });

  it('when part of an invoice is credited with the goods back, then its lines and VAT are credited and stock returns; crediting the rest leaves nothing', async () => {
    const { invoice, products, skus } = await invoiced();
    const part = await call(admin, 'POST', `/api/invoices/admin/${invoice.id}/credit-note`, {
      reason: 'One pack damaged',
      items: [{ sku: skus[0].toLowerCase(), quantity: 1 }],
      goods_returned: true,
    });
    expect(part.statusCode).toBe(201);
    expect(part.json().creditNote).toMatchObject({
      subtotal: -15,
      shipping_amount: 0,
      tax_amount: -3.15,
      total_amount: -18.15,
      goods_returned: true,
    });
    expect(part.json().creditNote.items).toHaveLength(1);
    expect([await stockOf(products[0]), await stockOf(products[1])]).toEqual([48, 47]);

    const rest = await call(admin, 'POST', `/api/invoices/admin/${invoice.id}/credit-note`, { reason: 'Order withdrawn' });
    expect(rest.json().creditNote).toMatchObject({ subtotal: -75, shipping_amount: -30, tax_amount: -22.05, total_amount: -127.05 });
    expect(rest.json().creditNote.items.map((item: { sku: string; quantity: number }) => [item.sku, item.quantity])).toEqual([
      [skus[0], -2],
      [skus[1], -3],
    ]);
    // Together the two notes take back every cent of the invoice.
    expect(-18.15 + -127.05).toBeCloseTo(-invoice.total_amount, 2);

    const again = await call(admin, 'POST', `/api/invoices/admin/${invoice.id}/credit-note`, { reason: 'Again' });
    expect([again.statusCode, again.json().error]).toEqual([409, `Every line of invoice ${invoice.invoice_number} has already been credited`]);
    const listed = (await call(admin, 'GET', `/api/credit-notes/admin/all?invoice_id=${invoice.id}`)).json().creditNotes;
    expect(listed).toHaveLength(2);
  });

  it('when the lines asked for are not on the invoice or exceed it, then the request is refused with the reason and nothing is issued', async () => {
    const { invoice, skus } = await invoiced();
    const post = (body: object) => call(admin, 'POST', `/api/invoices/admin/${invoice.id}/credit-note`, body);
    const tooMany = await post({ reason: 'x', items: [{ sku: skus[1], quantity: 4 }] });
    expect([tooMany.statusCode, tooMany.json().error]).toEqual([409, `Only 3 units of SKU ${skus[1]} can still be credited`]);
    const unknown = await post({ reason: 'x', items: [{ sku: 'NOPE-1', quantity: 1 }] });
    expect([unknown.statusCode, unknown.json().error]).toEqual([400, `SKU NOPE-1 is not a line of invoice ${invoice.invoice_number}`]);
    const twice = await post({
      reason: 'x',
      items: [
        { sku: skus[0], quantity: 1 },
        { sku: skus[0].toLowerCase(), quantity: 1 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const noReason = await post({ reason: '  ' });
    expect([noReason.statusCode, noReason.json().details?.reason]).toEqual([400, 'Say why the invoice is credited']);
    expect((await post({ reason: 'x', items: [] })).statusCode).toBe(400);
    expect((await post({ reason: 'x', items: [{ sku: skus[0], quantity: 0 }] })).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/api/invoices/admin/999999/credit-note', { reason: 'x' })).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/credit-notes/admin/all?invoice_id=${invoice.id}`)).json().creditNotes).toEqual([]);

    await call(admin, 'PATCH', `/api/invoices/admin/${invoice.id}/status`, { status: 'cancelled', reason: 'Issued by mistake' });
    const cancelled = await post({ reason: 'x' });
    expect([cancelled.statusCode, cancelled.json().error]).toEqual([409, 'A cancelled invoice cannot be credited']);
  });

  it('when a customer looks, then they read and download only their own credit notes and cannot issue one', async () => {
    const { invoice, token } = await invoiced();
    const other = await invoiced();
    const note = (await call(admin, 'POST', `/api/invoices/admin/${invoice.id}/credit-note`, { reason: 'Price corrected' })).json().creditNote;
    expect((await call(token, 'POST', `/api/invoices/admin/${invoice.id}/credit-note`, { reason: 'mine' })).statusCode).toBe(403);
    const own = (await call(token, 'GET', '/api/credit-notes')).json().creditNotes;
    expect(own.map((n: { id: number }) => n.id)).toEqual([note.id]);
    expect((await call(other.token, 'GET', '/api/credit-notes')).json().creditNotes).toEqual([]);
    expect((await call(other.token, 'GET', `/api/credit-notes/${note.id}`)).statusCode).toBe(404);
    const pdf = await call(token, 'GET', `/api/credit-notes/${note.id}/pdf?lang=en`);
    expect(pdf.headers['content-disposition']).toContain(`credit-note-${note.credit_note_number}.pdf`);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Corrects invoice: ${invoice.invoice_number} (of 2026-11-22)`);
    expect(text).toContain('Reason: Price corrected');
    expect(text).toContain('Amount in words: minus one hundred forty-five euros 20 ct');
    expect((await call(other.token, 'GET', `/api/credit-notes/${note.id}/pdf`)).statusCode).toBe(404);
  });

  it('when the same credit note is sent many times at once, then one is issued and its number is the next of the series', async () => {
    const first = await invoiced();
    const second = await invoiced();
    const before = (await call(admin, 'GET', '/api/invoices/settings')).json().next_numbers.credit_note;
    const instances = [t.app, await t.peer()];
    const answers = await Promise.all(
      [first, second, first, second, first, second].map((target, i) =>
        instances[i % 2]!.inject({
          method: 'POST',
          url: `/api/invoices/admin/${target.invoice.id}/credit-note`,
          headers: bearer(admin),
          payload: { reason: 'Double click', goods_returned: true },
        }),
      ),
    );
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 201: 2, 409: 4 });
    const numbers = answers.filter((a) => a.statusCode === 201).map((a) => a.json().creditNote.credit_note_number as string);
    const serial = (n: string) => Number(n.slice(-5));
    expect(numbers.map(serial).sort()).toEqual([serial(before), serial(before) + 1]);
    // The goods came back once, not three times.
    expect(await stockOf(first.products[0])).toBe(50);
  });
});
