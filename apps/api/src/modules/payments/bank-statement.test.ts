import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { camt053, postStatement, type TestEntry } from '../../test/camt053.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { invoicedOrder } from '../../test/invoices.ts';
import { createProducts } from '../../test/products.ts';
import { placedOrder } from '../../test/shoppers.ts';
import { STATEMENT_OFF_THREAD_BYTES } from './camt053.ts';

// Decision 079: camt.053 bank statements matched to invoices and pre-invoices.

const clock = new Date('2026-10-15T10:00:00Z');
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => clock });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
const send = (content: string | Buffer, options: Parameters<typeof postStatement>[3] = {}) => postStatement(t.app, admin, content, options);
const money = (euros: number) => euros.toFixed(2);
let serial = 0;
/** A bank reference no other test uses. */
const ref = (label: string) => `${label}-${Date.now().toString(36)}-${++serial}`;

async function invoiceOf(id: number) {
  return (await call('GET', `/api/invoices/admin/${id}`)).json().invoice;
}

/** A confirmed order's pre-invoice asking for the whole order in advance. */
async function preInvoice() {
  const [product] = await createProducts(t.db, 1, { stock: 50, wholesale_price_cents: 1100 });
  const { order } = await placedOrder(t.app, t.db, [[product!, 3]]);
  await call('PATCH', `/api/orders/admin/${order.id}/status`, { status: 'confirmed' });
  return (await call('POST', `/api/orders/admin/${order.id}/create-pre-invoice`, { prepayment_percentage: 100, validity_days: 30 })).json()
    .preInvoice;
}

/** A customer of its own name and company code, with one invoice whose open amount no other invoice has. */
async function customerInvoice(name: string, code: string) {
  const { invoice } = await invoicedOrder(t.app, t.db, admin);
  const owner = await t.db.selectFrom('invoices').select('user_id').where('id', '=', invoice.id).executeTakeFirstOrThrow();
  await t.db.updateTable('users').set({ company_name: name, company_reg_number: code }).where('id', '=', owner.user_id).execute();
  const partly = 1 + (++serial % 97) / 100;
  await call('POST', `/api/invoices/admin/${invoice.id}/payments`, { amount: partly, paid_on: '2026-10-14' });
  return { ...invoice, open: Math.round((invoice.total_amount - partly) * 100) / 100 };
}

const bankEntries = async (refs: string[]) =>
  (await t.db.selectFrom('bank_entries').select(['entry_ref', 'payment_id']).where('entry_ref', 'in', refs).execute()).length;

describe.each(['02', '08'] as const)('a camt.053.001.%s statement', (version) => {
  it('when it pays an invoice by its number, a pre-invoice by its creditor reference, names nothing known and repeats an entry of an earlier statement, then the preview sorts them and the real run records the two payments once', async () => {
    const { invoice } = await invoicedOrder(t.app, t.db, admin);
    const pre = await preInvoice();
    const { invoice: before } = await invoicedOrder(t.app, t.db, admin);
    const earlier = { ref: ref('EARLIER'), amount: '5.00', payer: 'Baltic Smoke UAB', text: `Avansas ${before.invoice_number}` };
    expect((await send(camt053(version, [earlier]), { dryRun: false })).statusCode).toBe(200);

    const entries: TestEntry[] = [
      {
        ref: ref('INV'),
        amount: money(invoice.total_amount),
        payer: 'BALTIC SMOKE, UAB',
        text: `Apmokejimas pagal saskaita ${invoice.invoice_number.toLowerCase().replaceAll('-', ' ')}`,
      },
      {
        ref: ref('PRE'),
        amount: money(pre.total_amount),
        payer: 'Baltic Smoke UAB',
        creditorRef: `RF18${pre.pre_invoice_number.replaceAll('-', '')}`,
      },
      { ref: ref('UNKNOWN'), amount: '12.34', payer: 'Jonas Jonaitis', text: 'Grąžinimas už prekes' },
      earlier,
      { ref: ref('DEBIT'), amount: '40.00', direction: 'DBIT', text: 'Nuoma' },
      { ref: ref('USD'), amount: '40.00', currency: 'USD', text: invoice.invoice_number },
      { ref: ref('PENDING'), amount: '40.00', status: 'PDNG', text: invoice.invoice_number },
    ];
    const file = camt053(version, entries);

    const preview = await send(file);
    expect(preview.statusCode).toBe(200);
    const answer = preview.json();
    expect([answer.dry_run, answer.version, answer.ignored]).toEqual([true, version, 3]);
    expect(answer.matched).toEqual([
      expect.objectContaining({
        entry_ref: entries[0]!.ref,
        invoice_number: invoice.invoice_number,
        document_kind: 'invoice',
        amount: invoice.total_amount,
        booked_on: '2026-10-14',
        payer: 'BALTIC SMOKE, UAB',
        matched_by: 'number',
        partial: false,
        payment_id: null,
      }),
      expect.objectContaining({
        entry_ref: entries[1]!.ref,
        invoice_number: pre.pre_invoice_number,
        document_kind: 'pre_invoice',
        amount: pre.total_amount,
        matched_by: 'number',
      }),
    ]);
    expect(answer.unmatched).toEqual([
      {
        entry_ref: entries[2]!.ref,
        amount: 12.34,
        payer: 'Jonas Jonaitis',
        text: 'Grąžinimas už prekes',
        booked_on: '2026-10-14',
        note: 'no_document',
        document_number: null,
        open_amount: null,
      },
    ]);
    expect(answer.already_imported).toEqual([
      { entry_ref: earlier.ref, amount: 5, payer: 'Baltic Smoke UAB', text: earlier.text, booked_on: '2026-10-14' },
    ]);
    // The dry run wrote nothing.
    expect((await invoiceOf(invoice.id)).paid_amount).toBe(0);
    expect(await bankEntries([entries[0]!.ref!, entries[1]!.ref!])).toBe(0);

    const applied = await send(file, { dryRun: false });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().matched.every((m: { payment_id: number | null }) => m.payment_id !== null)).toBe(true);
    const paid = await invoiceOf(invoice.id);
    expect([paid.status, paid.paid_amount, paid.open_amount, paid.paid_date]).toEqual(['paid', invoice.total_amount, 0, '2026-10-14']);
    const payments = (await call('GET', `/api/invoices/admin/${invoice.id}/payments`)).json().payments;
    expect(payments).toEqual([
      expect.objectContaining({ source: 'bank', reference: entries[0]!.ref, paid_on: '2026-10-14', amount: invoice.total_amount }),
    ]);
    const prePayments = (await call('GET', `/api/pre-invoices/admin/${pre.id}/payments`)).json();
    expect([prePayments.balance.status, prePayments.payments[0].source]).toEqual(['paid', 'bank']);
    expect(await bankEntries([entries[0]!.ref!, entries[1]!.ref!])).toBe(2);

    const again = (await send(file, { dryRun: false })).json();
    expect([again.matched, again.already_imported.length]).toEqual([[], 3]);
    expect((await call('GET', `/api/invoices/admin/${invoice.id}/payments`)).json().payments).toHaveLength(1);
  });
});

describe('matching without a document number', () => {
  it("when an entry's amount is exactly what one invoice of the payer has open, then it matches by the payer's name folded or by its company code, and not for another payer", async () => {
    const byName = await customerInvoice('UAB „Šaltmėtė ir Ko“', '302111222');
    const byCode = await customerInvoice('Kvapų Namai', '302333444');
    const stranger = await customerInvoice('Dūmų Kelias', '302555666');
    const file = camt053('02', [
      { ref: ref('NAME'), amount: money(byName.open), payer: 'SALTMETE IR KO UAB', text: 'uz prekes' },
      { ref: ref('CODE'), amount: money(byCode.open), payer: 'K. Namai', payerId: '302333444', text: 'apmokejimas' },
      { ref: ref('OTHER'), amount: money(stranger.open), payer: 'Visai kita įmonė', text: 'apmokejimas' },
    ]);
    const answer = (await send(file)).json();
    expect(answer.matched.map((m: { invoice_number: string; matched_by: string }) => [m.invoice_number, m.matched_by])).toEqual([
      [byName.invoice_number, 'amount'],
      [byCode.invoice_number, 'amount'],
    ]);
    expect(answer.unmatched.map((u: { note: string }) => u.note)).toEqual(['no_document']);
  });
});

describe('amounts that differ from what is open', () => {
  it('when an entry pays part of a named invoice, then it is a partial payment; when it pays more than is open, then it is left unmatched with the open amount', async () => {
    const { invoice: partly } = await invoicedOrder(t.app, t.db, admin);
    const { invoice: over } = await invoicedOrder(t.app, t.db, admin);
    const file = camt053('08', [
      { ref: ref('PART'), amount: '10.00', payer: 'Baltic Smoke UAB', text: `Dalis ${partly.invoice_number}` },
      { ref: ref('PART2'), amount: money(partly.total_amount - 15), payer: 'Baltic Smoke UAB', text: partly.invoice_number.replaceAll('-', '') },
      { ref: ref('OVER'), amount: money(over.total_amount + 1), payer: 'Baltic Smoke UAB', text: over.invoice_number },
    ]);
    const answer = (await send(file)).json();
    expect(answer.matched.map((m: { partial: boolean }) => m.partial)).toEqual([true, true]);
    // The second part is checked against what the first leaves open: it leaves 5 € open.
    expect(
      answer.unmatched.map((u: { note: string; document_number: string; open_amount: number }) => [u.note, u.document_number, u.open_amount]),
    ).toEqual([['more_than_open', over.invoice_number, over.total_amount]]);
    expect((await send(file, { dryRun: false })).statusCode).toBe(200);
    const after = await invoiceOf(partly.id);
    expect([after.status, after.open_amount]).toEqual(['sent', 5]);
  });

  it('when the named invoice is cancelled or already paid, then the entry is left unmatched saying so', async () => {
    const { invoice: cancelled } = await invoicedOrder(t.app, t.db, admin);
    await call('PATCH', `/api/invoices/admin/${cancelled.id}/status`, { status: 'cancelled', reason: 'Wrong buyer' });
    const { invoice: paid } = await invoicedOrder(t.app, t.db, admin);
    await call('POST', `/api/invoices/admin/${paid.id}/payments`, { amount: paid.total_amount, paid_on: '2026-10-14' });
    const answer = (
      await send(
        camt053('02', [
          { ref: ref('CANC'), amount: '3.00', text: cancelled.invoice_number },
          { ref: ref('PAID'), amount: '3.00', text: paid.invoice_number },
        ]),
      )
    ).json();
    expect(answer.unmatched.map((u: { note: string }) => u.note)).toEqual(['document_cancelled', 'nothing_open']);
  });
});

describe("the operator's assignments", () => {
  it('when an unmatched entry is assigned to an invoice by hand, then the real run records it with the matched ones', async () => {
    const { invoice } = await invoicedOrder(t.app, t.db, admin);
    const entry = { ref: ref('HAND'), amount: '20.00', payer: 'Petras', text: 'uz uzsakyma' };
    const file = camt053('02', [entry]);
    const preview = (await send(file)).json();
    expect(preview.unmatched[0].note).toBe('no_document');
    const applied = await send(file, {
      dryRun: false,
      assignments: [{ entry_ref: entry.ref, document_number: invoice.invoice_number.toLowerCase() }],
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().matched).toEqual([
      expect.objectContaining({ entry_ref: entry.ref, invoice_number: invoice.invoice_number, matched_by: 'manual', partial: true }),
    ]);
    expect((await invoiceOf(invoice.id)).paid_amount).toBe(20);
  });

  it('when an assignment would pay more than is open, then the whole run is refused with 409 naming the entry, and nothing is written', async () => {
    const { invoice } = await invoicedOrder(t.app, t.db, admin);
    const { invoice: small } = await invoicedOrder(t.app, t.db, admin);
    const good = { ref: ref('GOOD'), amount: '7.00', text: invoice.invoice_number };
    const big = { ref: ref('BIG'), amount: money(small.total_amount + 10), text: 'be paskirties' };
    const file = camt053('08', [good, big]);
    const assignments = [{ entry_ref: big.ref, document_number: small.invoice_number }];
    for (const dryRun of [true, false]) {
      const refused = await send(file, { dryRun, assignments });
      expect([refused.statusCode, refused.json().code, refused.json().reason]).toEqual([409, 'OVERPAYMENT', 'bankEntryOverpays']);
      expect(refused.json().params).toEqual({
        entry_ref: big.ref,
        amount: money(small.total_amount + 10),
        number: small.invoice_number,
        open_amount: money(small.total_amount),
      });
    }
    expect((await invoiceOf(invoice.id)).paid_amount).toBe(0);
    expect(await bankEntries([good.ref, big.ref])).toBe(0);
  });

  it('when an assignment names an entry not in the file, or a document that does not exist, or is not a list, then 400 says which', async () => {
    const entry = { ref: ref('ASSIGN'), amount: '1.00', text: 'x' };
    const file = camt053('02', [entry]);
    const unknownEntry = await send(file, { assignments: [{ entry_ref: 'NOPE', document_number: 'HW-2026-00001' }] });
    expect([unknownEntry.statusCode, unknownEntry.json().reason, unknownEntry.json().params]).toEqual([
      400,
      'bankAssignmentUnknownEntry',
      { entry_ref: 'NOPE' },
    ]);
    const unknownDoc = await send(file, { assignments: [{ entry_ref: entry.ref, document_number: 'XX-1' }] });
    expect([unknownDoc.statusCode, unknownDoc.json().reason]).toEqual([400, 'bankAssignmentDocumentUnknown']);
    expect((await send(file, { assignments: { entry_ref: entry.ref } })).json().reason).toBe('bankAssignmentsInvalid');
  });
});

describe('files that are not a statement to apply', () => {
  const refused = async (content: string | Buffer, reason: string, status = 400) => {
    const answer = await send(content);
    expect([answer.statusCode, answer.json().reason]).toEqual([status, reason]);
  };

  it('when the file is not XML, of another namespace, declares entities, has no entries or is over 10 MB, then it is refused with a 4xx saying so', async () => {
    await refused('date;amount\n2026-10-14;10.00\n', 'bankStatementNotXml');
    await refused('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>', 'bankStatementNotXml');
    await refused(Buffer.from([0xff, 0xfe, 0x3c, 0x00]), 'bankStatementNotXml');
    await refused(camt053('02', [{ ref: 'A', amount: '1.00' }]).replace('camt.053.001.02', 'camt.054.001.02'), 'bankStatementNotCamt053');
    await refused(camt053('08', []), 'bankStatementEmpty');
    await refused(Buffer.alloc(10 * 1024 * 1024 + 1, 0x20), 'bankStatementTooLarge', 413);
  });

  it('when the file nests entity definitions to expand a billion times, then it is refused at once and nothing is expanded', async () => {
    const laughs = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('\n');
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE Document [\n<!ENTITY lol0 "lol">\n${laughs}\n]>\n${camt053('02', [{ ref: 'B', amount: '1.00', text: '&lol9;' }]).replace(/^<\?xml[^>]*>\n/, '')}`;
    const started = Date.now();
    await refused(bomb, 'bankStatementDoctype');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('when a customer or a visitor sends a statement, then it is refused', async () => {
    const { customerToken } = await invoicedOrder(t.app, t.db, admin);
    expect((await postStatement(t.app, customerToken, camt053('02', [{ ref: 'C', amount: '1.00' }]))).statusCode).toBe(403);
    const visitor = await t.app.inject({ method: 'POST', url: '/api/payments/admin/bank-statement' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('a statement of a busy month', () => {
  it('when the file is large enough to be read off the main thread, then the preview is the same as for a small one', async () => {
    const { invoice } = await invoicedOrder(t.app, t.db, admin);
    const filler = Array.from({ length: 500 }, (_, i) => ({ ref: ref(`FILL${i}`), amount: '3.21', payer: `Mokėtojas ${i}`, text: `Sutartis ${i}` }));
    const file = camt053('08', [{ ref: ref('BIGINV'), amount: '2.00', payer: 'Baltic Smoke UAB', text: invoice.invoice_number }, ...filler]);
    expect(Buffer.byteLength(file)).toBeGreaterThanOrEqual(STATEMENT_OFF_THREAD_BYTES);
    const answer = (await send(file)).json();
    expect([answer.matched.map((m: { invoice_number: string }) => m.invoice_number), answer.unmatched.length]).toEqual([
      [invoice.invoice_number],
      500,
    ]);
    const broken = await send(`${file.slice(0, -30)}<Ntry>`);
    expect([broken.statusCode, broken.json().reason]).toEqual([400, 'bankStatementNotXml']);
  });
});

describe('the audit log', () => {
  it('when a statement is applied, then the run is audited under the statement and each payment on its invoice', async () => {
    const { invoice } = await invoicedOrder(t.app, t.db, admin);
    const statementId = ref('AUDITED');
    await send(camt053('02', [{ ref: ref('AUD'), amount: '2.00', text: invoice.invoice_number }], statementId), { dryRun: false });
    const run = await t.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'bank_statement')
      .where('entity_id', '=', statementId)
      .execute();
    expect(run.map((row) => [row.action, JSON.parse(row.changes).payments.to])).toEqual([['bank_statement.apply', 1]]);
    const onInvoice = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'invoice')
      .where('entity_id', '=', String(invoice.id))
      .where('action', '=', 'payment.record')
      .execute();
    expect(onInvoice).toHaveLength(1);
  });
});
