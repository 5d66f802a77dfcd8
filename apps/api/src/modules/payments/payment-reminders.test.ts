import { addDays, type Invoice } from '@shop/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { paymentReminderMail } from '../../lib/mail/payment-reminder-mail.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { invoicedOrder } from '../../test/invoices.ts';
import { PAYMENT_REMINDERS_CHECK_MS, PAYMENT_REMINDERS_JOB } from './payment-reminders.job.ts';
import { sendPaymentReminders } from './payment-reminders.service.ts';

// Decision 081: reminders of overdue invoices, once a day across instances.

/** The day invoices are issued on; the test clock starts there. */
const ISSUED = '2026-10-15';
/** Noon in Vilnius on `day` (10:00 UTC: summer time until 25 October, winter time after). */
const noon = (day: string) => new Date(`${day}T10:00:00Z`);

let t: TestApp;
let clock = noon(ISSUED);
let admin: string;
afterEach(async () => t.close());

async function shop() {
  clock = noon(ISSUED);
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => clock });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
}

const ctxOf = (test: TestApp) => ({ db: test.db, engine: test.engine, config: test.config });
/** The job's run on `day` at noon in Vilnius (the clock moved there too, as payments are dated by it). */
const runOn = (day: string) => {
  clock = noon(day);
  return sendPaymentReminders(ctxOf(t), clock);
};
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const remindersOf = async (id: number) => {
  const response = await call('GET', `/api/invoices/admin/${id}/reminders`);
  expect(response.statusCode).toBe(200);
  return response.json().reminders as Array<{ sequence: number; sent_on: string; open_amount: number }>;
};
/** The reminder mails of the outbox (the invoice mails aside), as delivered. */
const reminderMails = async () => (await t.outbox()).filter((mail) => /^(Reminder|Priminimas)/.test(mail.subject));
const setSettings = async (payload: object) => {
  const version = (await call('GET', '/api/settings')).json().settings.version;
  const saved = await call('PUT', '/api/settings/admin', { ...payload, version });
  expect(saved.statusCode, saved.body).toBe(200);
};

/** An invoice of a new customer who reads `language`, with its due date and the customer's e-mail. */
async function overdueInvoice(language: 'en' | 'lt' = 'en'): Promise<Invoice & { due_date: string; email: string }> {
  const { invoice } = await invoicedOrder(t.app, t.db, admin);
  const { user_id } = await t.db.selectFrom('invoices').select('user_id').where('id', '=', invoice.id).executeTakeFirstOrThrow();
  const customer = await t.db.updateTable('users').set({ language }).where('id', '=', user_id).returning('email').executeTakeFirstOrThrow();
  expect(invoice.due_date).not.toBeNull();
  return { ...invoice, due_date: invoice.due_date!, email: customer.email };
}

describe('when reminders go', () => {
  it('when an invoice stays unpaid, then the first reminder goes the day after its due date (not on it), the next a week after the one before, and none after the fourth', async () => {
    await shop();
    const invoice = await overdueInvoice();
    const due = invoice.due_date;
    expect(await runOn(due)).toBe(0);
    expect(await runOn(addDays(due, 1))).toBe(1);
    expect(await runOn(addDays(due, 1))).toBe(0);
    expect(await runOn(addDays(due, 7))).toBe(0);
    expect(await runOn(addDays(due, 8))).toBe(1);
    expect(await runOn(addDays(due, 15))).toBe(1);
    expect(await runOn(addDays(due, 22))).toBe(1);
    expect(await runOn(addDays(due, 29))).toBe(0);
    expect(await runOn(addDays(due, 90))).toBe(0);
    expect(await remindersOf(invoice.id)).toEqual(
      [1, 8, 15, 22].map((days, i) => ({ sequence: i + 1, sent_on: addDays(due, days), open_amount: invoice.total_amount })),
    );
    expect(await reminderMails()).toHaveLength(4);
  });

  it('when the interval is set to 3 days, then the next reminder follows 3 days after the one before', async () => {
    await shop();
    const invoice = await overdueInvoice();
    await setSettings({ payment_reminder_interval_days: 3 });
    expect(await runOn(addDays(invoice.due_date, 1))).toBe(1);
    expect(await runOn(addDays(invoice.due_date, 3))).toBe(0);
    expect(await runOn(addDays(invoice.due_date, 4))).toBe(1);
    expect((await remindersOf(invoice.id)).map((r) => r.sent_on)).toEqual([addDays(invoice.due_date, 1), addDays(invoice.due_date, 4)]);
  });

  it('when reminders are switched off, then nothing is sent; switched on again, the reminder due then goes', async () => {
    await shop();
    const invoice = await overdueInvoice();
    await setSettings({ payment_reminders_enabled: false });
    expect(await runOn(addDays(invoice.due_date, 1))).toBe(0);
    expect(await runOn(addDays(invoice.due_date, 5))).toBe(0);
    expect(await reminderMails()).toEqual([]);
    await setSettings({ payment_reminders_enabled: true });
    expect(await runOn(addDays(invoice.due_date, 6))).toBe(1);
    expect(await remindersOf(invoice.id)).toEqual([{ sequence: 1, sent_on: addDays(invoice.due_date, 6), open_amount: invoice.total_amount }]);
  });

  it('when an invoice is paid in full or cancelled, then it gets no reminder; one paid in part is reminded of the rest, and none once the rest is paid', async () => {
    await shop();
    const paid = await overdueInvoice();
    const cancelled = await overdueInvoice();
    const part = await overdueInvoice();
    expect((await call('POST', `/api/invoices/admin/${paid.id}/payments`, { amount: paid.total_amount, paid_on: ISSUED })).statusCode).toBe(201);
    expect((await call('POST', `/api/invoices/admin/${part.id}/payments`, { amount: 10, paid_on: ISSUED })).statusCode).toBe(201);
    const cancel = await call('PATCH', `/api/invoices/admin/${cancelled.id}/status`, { status: 'cancelled', reason: 'Issued by mistake' });
    expect(cancel.statusCode, cancel.body).toBe(200);

    expect(await runOn(addDays(part.due_date, 1))).toBe(1);
    expect(await remindersOf(paid.id)).toEqual([]);
    expect(await remindersOf(cancelled.id)).toEqual([]);
    const rest = Math.round((part.total_amount - 10) * 100) / 100;
    expect(await remindersOf(part.id)).toEqual([{ sequence: 1, sent_on: addDays(part.due_date, 1), open_amount: rest }]);

    clock = noon(addDays(part.due_date, 3));
    expect((await call('POST', `/api/invoices/admin/${part.id}/payments`, { amount: rest, paid_on: addDays(part.due_date, 3) })).statusCode).toBe(
      201,
    );
    expect(await runOn(addDays(part.due_date, 8))).toBe(0);
    expect(await remindersOf(part.id)).toHaveLength(1);
  });

  it('when the shop was down for weeks, then the next run sends only the one reminder due next, and the one after follows the interval from it', async () => {
    await shop();
    const invoice = await overdueInvoice();
    const due = invoice.due_date;
    // Down from the due date for three weeks: the first reminder, not three at once.
    expect(await runOn(addDays(due, 21))).toBe(1);
    expect(await runOn(addDays(due, 22))).toBe(0);
    // Down again for a month after it: the second, alone.
    expect(await runOn(addDays(due, 60))).toBe(1);
    expect(await runOn(addDays(due, 66))).toBe(0);
    expect(await runOn(addDays(due, 67))).toBe(1);
    expect((await remindersOf(invoice.id)).map((r) => [r.sequence, r.sent_on])).toEqual([
      [1, addDays(due, 21)],
      [2, addDays(due, 60)],
      [3, addDays(due, 67)],
    ]);
    expect(await reminderMails()).toHaveLength(3);
  });

  it('when the job looks before 08:00 in Lithuania, then it sends nothing yet; at 08:00 it sends', async () => {
    await shop();
    const invoice = await overdueInvoice();
    const day = addDays(invoice.due_date, 1);
    // Vilnius is UTC+2 in November: 05:59 UTC is 07:59 there.
    expect(await sendPaymentReminders(ctxOf(t), new Date(`${day}T05:59:00Z`))).toBe(0);
    expect(await sendPaymentReminders(ctxOf(t), new Date(`${day}T06:00:00Z`))).toBe(1);
  });
});

describe('the reminder mail', () => {
  it('when a Lithuanian customer is reminded, then the mail is in Lithuanian with the number, dates, open amount, days overdue, payment reference and the seller’s account, with the invoice attached', async () => {
    await shop();
    const invoice = await overdueInvoice('lt');
    await call('POST', `/api/invoices/admin/${invoice.id}/payments`, { amount: 5, paid_on: ISSUED });
    const open = Math.round((invoice.total_amount - 5) * 100) / 100;
    expect(await runOn(addDays(invoice.due_date, 3))).toBe(1);

    const row = await t.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject', 'attachment'])
      .where('subject', 'like', 'Priminimas%')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.attachment ?? 'null')).toEqual({ kind: 'document', document: 'invoice', id: invoice.id, language: 'lt' });

    const [mail] = await reminderMails();
    expect(mail!.to).toContain(invoice.email);
    expect(mail!.subject).toBe(`Priminimas apie neapmokėtą sąskaitą faktūrą ${invoice.invoice_number}`);
    const amount = new Intl.NumberFormat('lt-LT', { style: 'currency', currency: 'EUR' }).format(open);
    for (const part of [
      `PVM sąskaita faktūra ${invoice.invoice_number}, išrašyta ${ISSUED}, turėjo būti apmokėta iki ${invoice.due_date}`,
      `Mokėjimas pradelstas 3 dienas, neapmokėta suma – ${amount}.`,
      'gavėjas Hookah Wholesale UAB, IBAN LT00 7044 0000 0000 0000, bankas AB SEB bankas',
      `mokėjimo paskirtyje nurodant sąskaitos faktūros numerį ${invoice.invoice_number}`,
      'Neapmokėtos sąskaitos: http://shop.test/account/balance',
    ])
      expect(mail!.text).toContain(part);
  });

  it('when an English customer is reminded, then the mail is in English with dates as English readers write them', async () => {
    await shop();
    const invoice = await overdueInvoice('en');
    expect(await runOn(addDays(invoice.due_date, 1))).toBe(1);
    const [mail] = await reminderMails();
    expect(mail!.subject).toBe(`Reminder: unpaid invoice ${invoice.invoice_number}`);
    const [y, m, d] = invoice.due_date.split('-').map(Number);
    expect(mail!.text).toContain(`was due for payment on ${m}/${d}/${y}. The payment is 1 day overdue`);
    expect(mail!.text).toContain(`quoting the invoice number ${invoice.invoice_number} as the payment reference`);
    expect(mail!.text).toContain('IBAN LT00 7044 0000 0000 0000');
  });

  it('when the days overdue are counted in Lithuanian, then the noun takes the form of the number', () => {
    const words = (days: number) =>
      paymentReminderMail(
        { email: 'a@b.lt', name: 'Jonas', language: 'lt' },
        {
          number: 'HW-1',
          issueDate: '2026-01-01',
          dueDate: '2026-01-31',
          openAmount: 1,
          daysOverdue: days,
          seller: { name: 'S', iban: null, bankName: null },
          url: 'http://x',
        },
      ).text;
    expect(words(1)).toContain('pradelstas 1 dieną,');
    expect(words(3)).toContain('pradelstas 3 dienas,');
    expect(words(10)).toContain('pradelstas 10 dienų,');
    expect(words(21)).toContain('pradelstas 21 dieną,');
    expect(words(1)).toContain('(gavėjas S)');
  });
});

describe('the reminders of an invoice', () => {
  it('when a customer or nobody asks for an invoice’s reminders, then it is refused; an unknown invoice is 404', async () => {
    await shop();
    const { invoice, customerToken } = await invoicedOrder(t.app, t.db, admin);
    expect((await call('GET', `/api/invoices/admin/${invoice.id}/reminders`, undefined, customerToken)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/invoices/admin/${invoice.id}/reminders` })).statusCode).toBe(401);
    const missing = await call('GET', '/api/invoices/admin/999999/reminders');
    expect([missing.statusCode, missing.json().reason]).toEqual([404, 'invoiceNotFound']);
    expect(await remindersOf(invoice.id)).toEqual([]);
  });
});

describe('two instances at once', () => {
  it('when two instances run the reminders of the same day at the same moment, then each invoice gets one reminder and one mail', async () => {
    await shop();
    const invoices = [await overdueInvoice(), await overdueInvoice('lt'), await overdueInvoice()];
    const other = await t.peerDatabase();
    const day = addDays(invoices[0]!.due_date, 1);
    clock = noon(day);
    const counts = await Promise.all([
      sendPaymentReminders(ctxOf(t), clock),
      sendPaymentReminders({ db: other.db, engine: other.engine, config: t.config }, clock),
    ]);
    expect(counts[0]! + counts[1]!).toBe(3);
    for (const invoice of invoices) expect(await remindersOf(invoice.id)).toHaveLength(1);
    expect(await reminderMails()).toHaveLength(3);
  });

  it('when the periodic job is due on two instances together, then it runs on one and sends each reminder once', async () => {
    await shop();
    const invoice = await overdueInvoice();
    const peer = await t.peer();
    const other = await t.peerDatabase();
    clock = noon(addDays(invoice.due_date, 1));
    const now = Date.now();
    const ran = await Promise.all([
      t.app.jobs.runIfDue(PAYMENT_REMINDERS_JOB, PAYMENT_REMINDERS_CHECK_MS, async () => void (await sendPaymentReminders(ctxOf(t), clock)), now),
      peer.jobs.runIfDue(
        PAYMENT_REMINDERS_JOB,
        PAYMENT_REMINDERS_CHECK_MS,
        async () => void (await sendPaymentReminders({ db: other.db, engine: other.engine, config: t.config }, clock)),
        now,
      ),
    ]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(await remindersOf(invoice.id)).toHaveLength(1);
    expect(await reminderMails()).toHaveLength(1);
  });
});

describe('the payment settings', () => {
  it('when the interval is 0, 61 or a fraction, or the blocking days are negative, then the settings refuse it with 400 and change nothing', async () => {
    await shop();
    const interval = { payment_reminder_interval_days: 'reminderIntervalInvalid' };
    const blocking = { block_overdue_days: 'blockOverdueDaysInvalid' };
    for (const [body, reasons] of [
      [{ payment_reminder_interval_days: 0 }, interval],
      [{ payment_reminder_interval_days: 61 }, interval],
      [{ payment_reminder_interval_days: 1.5 }, interval],
      [{ payment_reminder_interval_days: '7' }, interval],
      [{ block_overdue_days: -1 }, blocking],
      [{ block_overdue_days: 366 }, blocking],
      [{ payment_reminders_enabled: 'yes' }, null],
    ] as const) {
      const refused = await call('PUT', '/api/settings/admin', { ...body, version: 0 });
      expect([refused.statusCode, refused.json().reason], JSON.stringify(body)).toEqual([400, 'invalidFields']);
      if (reasons) expect(refused.json().detail_reasons, JSON.stringify(body)).toEqual(reasons);
    }
    const settings = (await call('GET', '/api/settings')).json().settings;
    expect(settings).toMatchObject({ payment_reminders_enabled: true, payment_reminder_interval_days: 7, block_overdue_days: null, version: 0 });
  });

  it('when valid values are saved with the version read, then they are kept; empty blocking days is off; a stale version is 409', async () => {
    await shop();
    const saved = await call('PUT', '/api/settings/admin', {
      payment_reminders_enabled: false,
      payment_reminder_interval_days: 60,
      block_overdue_days: 0,
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toMatchObject({ payment_reminders_enabled: false, payment_reminder_interval_days: 60, block_overdue_days: 0 });
    const version = saved.json().settings.version;
    expect((await call('PUT', '/api/settings/admin', { block_overdue_days: null, version })).json().settings.block_overdue_days).toBeNull();
    const stale = await call('PUT', '/api/settings/admin', { payment_reminder_interval_days: 1, version });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'STALE_WRITE']);
  });
});
