import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { invoicedOrder } from '../../test/invoiced.ts';
import { creditNoteCopies, invoiceCopies, type IssuedCopy } from '../../test/issued-in-bulk.ts';
import { isafSchemaErrors } from '../../test/isaf-schema.ts';
import { isafValues } from '../../test/isaf-xml.ts';
import { ISAF_BATCH_SIZE, isafExport } from './isaf.service.ts';

let clock = new Date('2027-06-15T10:00:00Z');
let t: TestApp;
let admin: string;

const INVOICES = ISAF_BATCH_SIZE + 500;
const CREDIT_NOTES = ISAF_BATCH_SIZE + 100;
/** Every document of June 2027 as the file must list it: by date, then number. */
let june: Array<IssuedCopy & { type: string }> = [];

const day = (n: number) => `2027-06-${String(1 + (n % 28)).padStart(2, '0')}`;
const byDateAndNumber = (a: IssuedCopy, b: IssuedCopy) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.number < b.number ? -1 : 1);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => clock });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
  // One invoice and one credit note issued as the shop issues them; then a month of copies of both, more than a batch of each.
  const { invoice } = await invoicedOrder(t, admin);
  const issued = await t.app.inject({
    method: 'POST',
    url: `/api/invoices/admin/${invoice.id}/credit-note`,
    headers: bearer(admin),
    payload: { reason: 'Returned' },
  });
  expect(issued.statusCode).toBe(201);
  const creditNote = issued.json().creditNote as { id: number; credit_note_number: string };
  // Dates in a shuffled order, so that the table's own order is not the file's.
  const invoices = Array.from({ length: INVOICES }, (_, i) => ({ number: `HW-2027-5${String(i).padStart(4, '0')}`, date: day(i * 11) }));
  const notes = Array.from({ length: CREDIT_NOTES }, (_, i) => ({ number: `KS-2027-5${String(i).padStart(4, '0')}`, date: day(i * 13) }));
  await invoiceCopies(t.db, invoice.id, invoices);
  await creditNoteCopies(t.db, creditNote.id, notes);
  // Every hundredth invoice cancelled: AN in every batch.
  const cancelled = invoices.filter((_, i) => i % 100 === 0).map((copy) => copy.number);
  await t.db.updateTable('invoices').set({ status: 'cancelled' }).where('invoice_number', 'in', cancelled).execute();
  june = [
    { number: invoice.invoice_number, date: '2027-06-15', type: 'SF' },
    { number: creditNote.credit_note_number, date: '2027-06-15', type: 'KS' },
    ...invoices.map((copy) => ({ ...copy, type: cancelled.includes(copy.number) ? 'AN' : 'SF' })),
    ...notes.map((copy) => ({ ...copy, type: 'KS' })),
  ].sort(byDateAndNumber);
  clock = new Date('2027-07-05T08:00:00Z');
}, 120_000);
afterAll(async () => t.close());

const isafOf = (from: string, to: string, encoding = 'identity') =>
  t.app.inject({ method: 'GET', url: `/api/invoices/admin/isaf?from=${from}&to=${to}`, headers: { ...bearer(admin), 'accept-encoding': encoding } });

/** Sets a stored buyer field of one document, as an old snapshot may hold it; returns the undo. */
async function storedBuyer(table: 'invoices' | 'credit_notes', number: string, changes: Record<string, string>) {
  const column = table === 'invoices' ? 'invoice_number' : 'credit_note_number';
  const row = await t.db.selectFrom(table).select('customer_snapshot').where(column, '=', number).executeTakeFirstOrThrow();
  const write = (snapshot: string) => t.db.updateTable(table).set({ customer_snapshot: snapshot }).where(column, '=', number).execute();
  await write(JSON.stringify({ ...JSON.parse(row.customer_snapshot), ...changes }));
  return () => write(row.customer_snapshot);
}

describe('the i.SAF file of a month bigger than a batch', () => {
  it("when a month has more invoices and credit notes than one batch of each, then the file lists every one once by date and number, with its type, and VMI's schema accepts it", async () => {
    const answer = await isafOf('2027-06-01', '2027-06-30');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="isaf-2027-06.xml"');
    const xml = answer.body;
    expect(isafValues(xml, 'InvoiceNo')).toEqual(june.map((document) => document.number));
    expect(isafValues(xml, 'InvoiceType')).toEqual(june.map((document) => document.type));
    expect(isafValues(xml, 'InvoiceDate')).toEqual(june.map((document) => document.date));
    expect(await isafSchemaErrors(xml)).toEqual([]);
  }, 60_000);

  it('when the browser accepts brotli, then the streamed file is compressed like every other answer and unpacks to the same file', async () => {
    const plain = await isafOf('2027-06-01', '2027-06-30');
    const compressed = await isafOf('2027-06-01', '2027-06-30', 'br, gzip');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
  }, 60_000);

  it("when the month's last invoice, in the last batch, has a buyer country that names no country, then the export is refused with 409 naming it and no file is begun", async () => {
    const last = june.filter((document) => document.type !== 'KS').at(-1)!;
    const undo = await storedBuyer('invoices', last.number, { country: 'Atlantis' });
    try {
      const refused = await isafOf('2027-06-01', '2027-06-30', 'br, gzip');
      expect([refused.statusCode, refused.json().error]).toEqual([
        409,
        `Cannot export i.SAF: the buyer's country on ${last.number} is "Atlantis", which names no country (i.SAF needs its two-letter ISO code)`,
      ]);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.headers['content-disposition']).toBeUndefined();
    } finally {
      await undo();
    }
  }, 60_000);

  it("when the month's last credit note, in the last batch, has a company code too long for i.SAF, then the export is refused with 409 naming it and no file is begun", async () => {
    const last = june.filter((document) => document.type === 'KS').at(-1)!;
    const code = '7'.repeat(36);
    const undo = await storedBuyer('credit_notes', last.number, { company_reg_number: code });
    try {
      const refused = await isafOf('2027-06-01', '2027-06-30');
      expect([refused.statusCode, refused.json().error]).toEqual([
        409,
        `Cannot export i.SAF: on ${last.number}, RegistrationNumber "${code}" is longer than the 35 characters VMI's schema allows`,
      ]);
      expect(refused.headers['content-disposition']).toBeUndefined();
    } finally {
      await undo();
    }
  }, 60_000);

  it('when an invoice is issued after the month was checked, while its file is being written, then the file leaves it out, so it lists only checked documents', async () => {
    const ctx = { config: t.config, db: t.db, reads: t.database.reads, engine: t.engine, now: () => clock } as unknown as AppContext;
    const { xml } = await isafExport(ctx, { from: '2027-06-01', to: '2027-06-30' });
    // Issued on the month's last day, after every document checked, and with a buyer that would refuse the file.
    const [template] = await t.db.selectFrom('invoices').select('id').where('invoice_number', '=', june[0]!.number).execute();
    await invoiceCopies(t.db, template!.id, [{ number: 'HW-2027-99999', date: june.at(-1)!.date }]);
    const undo = await storedBuyer('invoices', 'HW-2027-99999', { country: 'Atlantis' });
    let file = '';
    try {
      for await (const piece of xml) file += String(piece);
    } finally {
      await undo();
      await t.db.deleteFrom('invoices').where('invoice_number', '=', 'HW-2027-99999').execute();
    }
    expect(isafValues(file, 'InvoiceNo')).toEqual(june.map((document) => document.number));
  }, 60_000);
});
